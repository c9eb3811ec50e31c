import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type AppServices, createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { type RunningWebServer, startWebServer } from '@main/web/server';
import { test as base, expect, type Page } from '@playwright/test';
import { type RunningSimulator, startSimulator } from '@sim/server';

export interface AppHarness {
  services: AppServices;
  web: RunningWebServer;
  dataDir: string;
  /** Opens the app at a hash route (e.g. `#/address/43114/0x…`), token included. */
  open(hash?: string): Promise<void>;
  /** Arms a simulator fault for the next `times` requests whose path starts with `path`. */
  fault(fault: string, times: number, path?: string): Promise<void>;
}

/**
 * One simulator per worker; a fresh browser-mode server and data dir per test, so no test sees
 * another's profiles or settings.
 */
export const test = base.extend<{ app: AppHarness }, { sim: RunningSimulator }>({
  sim: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a destructured object.
    async ({}, use) => {
      const sim = await startSimulator({ port: 0, seed: 1 });
      // Most specs read the mainnet C-Chain: build it now, under this fixture's timeout, rather than
      // inside the first test that asks (tens of seconds on a loaded machine).
      if (sim.dataset.evm.mainnet.txs.length === 0) throw new Error('the simulator built an empty C-Chain');
      await use(sim);
      await sim.close();
    },
    // Building the dataset takes a while on a loaded machine: its own timeout, not the first test's 30 s.
    { scope: 'worker', timeout: 180_000 },
  ],
  app: async ({ sim, page }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-e2e-'));
    const services = createServices({
      dataDir,
      env: { SNOWSCOPE_PROFILE: 'local' },
      builtinProfiles: builtinProfilesWithSimulatorAt(sim.url),
    });
    const web = await startWebServer({ services, rendererDir: resolve('out/renderer'), port: 0 });
    await use({
      services,
      web,
      dataDir,
      open: async (hash = '') => {
        await page.goto(`${web.launchUrl}${hash}`);
      },
      fault: async (fault, times, path) => {
        const res = await fetch(`${sim.url}/__sim/faults`, {
          method: 'POST',
          body: JSON.stringify({ fault, times, path }),
        });
        expect(res.status).toBe(204);
      },
    });
    await web.close();
    await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect, type Page };
