import type { ConsoleMessage } from '@playwright/test';
import type { RunningSimulator } from '@sim/server';
import { busiestAddress } from '../support/export-jobs';
import { type AppHarness, expect, type Page, test } from './fixtures';
import { shoot } from './shots';
import { fundedAddress, warmMetrics } from './sim-data';

const THEMES = ['light', 'dark'] as const;

interface Shot {
  view: string;
  /** For views that first have to run something slow (export jobs). */
  timeoutMs?: number;
  /** Opens the view and waits until it shows what the screenshot is for. */
  show(page: Page, app: AppHarness, funded: () => Promise<string>, sim: RunningSimulator): Promise<void>;
}

const SHOTS: Shot[] = [
  {
    view: 'home',
    show: async (page, app) => {
      await app.open('#/');
      await expect(page.getByTestId('home-block').first()).toBeVisible();
      await expect(page.getByTestId('home-tx').first()).toBeVisible();
      await expect(page.getByTestId('home-node-verdict')).toBeVisible();
    },
  },
  {
    view: 'address-balance',
    show: async (page, app, funded) => {
      await app.open(`#/address/43114/${await funded()}`);
      await expect(page.getByTestId('balance-amount')).toBeVisible();
    },
  },
  {
    view: 'address-error',
    show: async (page, app, funded) => {
      const address = await funded();
      // Twice: a cold deep link asks for the balance before the view is there, and the view asks once more
      // when it opens if that early answer was a failure (deep-link-prefetch.spec.ts).
      await app.fault('500', 2, `/v1/chains/43114/addresses/${address}/balances:getNative`);
      await app.open(`#/address/43114/${address}`);
      await expect(page.getByTestId('native-balance').getByTestId('error-panel')).toBeVisible();
    },
  },
  {
    view: 'address-invalid',
    show: async (page, app) => {
      await app.open('#/address/43114/0x12345');
      await expect(page.getByTestId('address-invalid')).toBeVisible();
    },
  },
  {
    view: 'settings',
    show: async (page, app) => {
      await app.open('#/settings');
      await expect(page.getByTestId('api-key-status-local')).toHaveAttribute('data-key-set', /true|false/);
    },
  },
  {
    view: 'new-profile-errors',
    show: async (page, app) => {
      await app.open('#/settings');
      await page.getByTestId('profile-new').click();
      const form = page.getByTestId('profile-form');
      await form.getByTestId('profile-input-name').fill('My node');
      await form.getByTestId('profile-input-dataApiUrl').fill('glacier.example.org');
      await form.getByTestId('profile-input-nodeRpcUrl').fill('ftp://node.example.org');
      await form.getByTestId('profile-input-timeoutMs').fill('soon');
      await form.getByTestId('profile-save').click();
      await expect(form.getByTestId('profile-error-dataApiUrl')).toBeVisible();
      await expect(form.getByTestId('profile-error-timeoutMs')).toBeVisible();
      await form.scrollIntoViewIfNeeded();
    },
  },
  {
    view: 'metrics-single',
    show: async (page, app) => {
      await app.open('#/metrics/43114?metric=txCount&interval=day&range=90d');
      await expect(page.locator('[data-testid=metrics-chart] g.metrics-series--0')).toHaveCount(1);
    },
  },
  {
    view: 'metrics-compare',
    show: async (page, app) => {
      await app.open(
        '#/metrics/43114?metric=txCount&interval=day&range=30d&compare=4337:txCount,43114:gasUsed&table=1',
      );
      await expect(page.locator('[data-testid=metrics-chart] g.metrics-series--2')).toHaveCount(1);
    },
  },
  {
    view: 'metrics-table',
    show: async (page, app) => {
      await app.open('#/metrics/43114?metric=feesPaid&interval=day&range=30d&compare=4337:feesPaid&table=1');
      const table = page.getByTestId('metrics-table');
      await expect(table.getByTestId('table-row').first()).toBeVisible();
      await table.scrollIntoViewIfNeeded();
    },
  },
  {
    view: 'metrics-dense-zoomed',
    show: async (page, app) => {
      await app.open(
        '#/metrics/43114?metric=cumulativeTxCount&interval=day&range=all&compare=43114:avgGps&zoom=2026-06-01..2026-10-31',
      );
      await expect(page.locator('[data-testid=metrics-chart] g.metrics-series--1')).toHaveCount(1);
    },
  },
  {
    view: 'metrics-loading',
    show: async (page, app) => {
      await app.fault('stall', 1, '/v2/chains/4337/metrics');
      await app.open('#/metrics/4337?metric=gasUsed&interval=hour&range=1y');
      await expect(page.getByTestId('metrics-progress')).toBeVisible();
    },
  },
  {
    view: 'metrics-error',
    show: async (page, app) => {
      await app.fault('503', 4, '/v2/chains/43114/metrics');
      await app.open('#/metrics/43114?metric=feesPaid&interval=week&range=1y');
      await expect(page.getByTestId('metrics-error')).toBeVisible();
    },
  },
  {
    view: 'metrics-empty',
    show: async (page, app) => {
      await app.open('#/metrics/43114?metric=txCount&interval=day&range=custom&from=2024-01-01&to=2024-03-31');
      await expect(page.getByTestId('metrics-empty')).toBeVisible();
    },
  },
  {
    view: 'metrics-day-only',
    show: async (page, app) => {
      await app.open('#/metrics/43114?metric=maxGasPrice&interval=month&range=1y');
      await expect(page.getByTestId('day-only-refusal')).toBeVisible();
    },
  },
  {
    view: 'export-empty',
    show: async (page, app) => {
      await app.open('#/export');
      await expect(page.getByTestId('export-empty')).toBeVisible();
    },
  },
  {
    view: 'export-dialog-errors',
    show: async (page, app) => {
      await app.open(
        '#/export?address=0x12345%0A0xnope&chain=43114&kind=native&startBlock=900&endBlock=100&from=2026-13-01',
      );
      await page.getByTestId('export-submit').click();
      await expect(page.getByTestId('export-error-fromDate')).toBeVisible();
    },
  },
  {
    view: 'export-dialog-running',
    timeoutMs: 90_000,
    show: async (page, app, funded) => {
      const address = await funded();
      await app.fault('latency:1500', 40, `/v1/chains/43114/addresses/${address}/transactions`);
      await app.open(`#/address/43114/${address}`);
      await page.getByTestId('address-export').click();
      await page.getByTestId('export-submit').click();
      await expect(page.getByTestId('job-rows')).not.toHaveText('0', { timeout: 20_000 });
    },
  },
  {
    view: 'export-rate-limited',
    timeoutMs: 90_000,
    show: async (page, app, funded) => {
      const address = await funded();
      // The first page is answered, then the Data API says to come back in 30 s.
      await app.fault('429:30', 2, `/v1/chains/43114/addresses/${address}/transactions:listErc20`);
      await app.open(`#/export?address=${address}&chain=43114&kind=both`);
      await page.getByTestId('export-submit').click();
      const job = page.getByTestId('export-dialog-job');
      await expect(job.getByTestId('job-phase')).toContainText('Waiting for the rate limit', { timeout: 30_000 });
    },
  },
  {
    view: 'export-jobs',
    timeoutMs: 90_000,
    show: async (page, app, funded, sim) => {
      if (app.services.exports.list().length === 0) await seedExportJobs(app, await funded(), busiestAddress(sim));
      await app.open('#/export');
      await expect(page.getByTestId('job-card')).toHaveCount(5);
      await expect(page.locator('[data-testid="job-card"][data-status="interrupted"]')).toBeVisible();
      await expect(page.getByTestId('job-continue')).toBeVisible();
    },
  },
  {
    view: 'unknown-route',
    show: async (page, app) => {
      await app.open('#/no/such/place');
      await expect(page.getByTestId('unknown-route')).toBeVisible();
    },
  },
];

/**
 * One export job in each state a user meets: running, interrupted by a quit, a truncated remote export,
 * paused by an error, completed (newest first on the page).
 */
async function seedExportJobs(app: AppHarness, address: string, busiest: string) {
  const chain = '43114';
  const start = async (request: Record<string, unknown>) => {
    const r = await app.services.dispatch('export.start', request, { profileId: 'local' });
    if (!r.ok) throw new Error(r.error.message);
    return (r.data as { job: { id: string } }).job.id;
  };
  const local = { mode: 'local', addresses: [address], chainIds: [chain], format: 'csv' };
  await app.services.exports.settled(await start({ ...local, kind: 'both', fileName: 'complete.csv' }));
  await app.fault('500', 1, `/v1/chains/${chain}/addresses/${address}/transactions:listErc20`);
  await app.services.exports.settled(await start({ ...local, kind: 'both', fileName: 'paused.csv' }));
  await app.services.exports.settled(
    await start({ mode: 'remote', addresses: [busiest], chainIds: [chain], fileName: 'remote.csv' }),
  );
  // Stopped after its first page the way quitting the app stops it.
  await app.fault('latency:300', 5, `/v1/chains/${chain}/addresses/${busiest}/transactions:listNative`);
  const quit = await start({ ...local, addresses: [busiest], kind: 'native', fileName: 'interrupted.csv' });
  await expect.poll(() => app.services.exports.list().find((j) => j.id === quit)?.pages ?? 0).toBeGreaterThan(0);
  await app.services.exports.close();
  await app.fault('latency:60000', 100, `/v1/chains/${chain}/addresses/${address}/transactions:listNative`);
  await start({ ...local, kind: 'native', format: 'jsonl', fileName: 'running.jsonl' });
}

/** Remote logos cannot load offline; that, and only that, is an acceptable console error. */
function isFailedRemoteLoad(msg: ConsoleMessage): boolean {
  if (!/^Failed to load resource: net::ERR_/.test(msg.text())) return false;
  const url = msg.location().url;
  try {
    const host = new URL(url).hostname;
    return host !== '127.0.0.1' && host !== 'localhost';
  } catch {
    return false;
  }
}

test.beforeAll(async ({ sim }) => {
  test.setTimeout(120_000);
  // The metrics shots read these chains; generating them inside a shot's expect timeout is too slow.
  warmMetrics(sim);
});

for (const shot of SHOTS) {
  test(`screenshot: ${shot.view} in light and dark`, async ({ app, page, sim }) => {
    if (shot.timeoutMs) test.setTimeout(shot.timeoutMs);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !isFailedRemoteLoad(msg)) errors.push(`${msg.text()} @ ${msg.location().url}`);
    });
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    let address: string | undefined;
    const funded = async () => {
      address ??= await fundedAddress(sim);
      return address;
    };

    // The shell scrolls inside <main>, so a tall viewport (not fullPage) is what shows the most of a view.
    await page.setViewportSize({ width: 1360, height: 1100 });
    for (const theme of THEMES) {
      // The view is brought up once; the dark shot is the same screen after the system theme changes, which
      // the app follows live.
      await page.emulateMedia({ colorScheme: theme });
      if (theme === THEMES[0]) await shot.show(page, app, funded, sim);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // <main> scrolls, never the document: anything stretching the page past the shell is a layout bug.
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
      await shoot(page, `${shot.view}-${theme}`, { fullPage: true, animations: 'disabled' });
    }
    expect(errors).toEqual([]);
  });
}
