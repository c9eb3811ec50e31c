import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServices } from '@main/app/wiring';
import { startWebServer } from '@main/web/server';
import type { Page } from '@playwright/test';
import { SIM_NOW } from '@sim/dataset/constants';
import type { RunningSimulator } from '@sim/server';
import { expect, test } from './fixtures';

/**
 * The health card on the simulator's scenario nodes (`/scenario/<name>`): every verdict green, amber and
 * red where the scenario is built for it. The page's clock is the dataset's "now", so times left agree.
 */

async function openScenario(page: Page, sim: RunningSimulator, nodePath: string, hash = '#/node') {
  const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-e2e-health-'));
  const services = createServices({
    dataDir,
    env: {
      SNOWSCOPE_PROFILE: 'local',
      SNOWSCOPE_DATA_API_URL: sim.url,
      SNOWSCOPE_METRICS_API_URL: sim.url,
      SNOWSCOPE_NODE_RPC_URL: `${sim.url}${nodePath}`,
    },
  });
  const web = await startWebServer({ services, rendererDir: resolve('out/renderer'), port: 0 });
  await page.clock.setFixedTime(SIM_NOW * 1000 + 3_600_000);
  await page.goto(`${web.launchUrl}${hash}`);
  return {
    close: async () => {
      await web.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe('node health card', () => {
  test('screenshots', async ({ page, sim }) => {
    test.setTimeout(120_000);
    const outDir = join('artifacts', 'screenshots');
    mkdirSync(outDir, { recursive: true });
    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const scenario of ['healthy', 'attention', 'failing']) {
      const app = await openScenario(page, sim, `/scenario/${scenario}`);
      try {
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.getByTestId('health-l1-uptime')).not.toHaveAttribute('data-verdict', 'unknown', { timeout: 30_000 });
          await page.screenshot({ path: join(outDir, `node-health-${scenario}-${theme}.png`) });
        }
      } finally {
        await app.close();
      }
    }
  });
});
