import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { BULK_ADDRESS } from '@sim/dataset/evm/bulk';
import { startSimulator } from '@sim/server';
import { appStylesheets, benchBigTables, benchScrollFloor } from './big-tables';
import { buildFloorPages, startFloorPage } from './floor/floor-pages';
import { benchMemory } from './memory';
import { benchMetricsDraw } from './metrics-draw';
import { busyAccount, startApp } from './renderer';
import type { Sample } from './stats';
import { tourStops } from './tour-stops';

/**
 * Rows 3–5 of `npm run bench` (big tables, metrics drawing, memory), against a simulator of their own
 * with the 100,000-transaction bulk address and 10,000 mainnet subnets. `BENCH_SCALE_RUNS` (default 3)
 * sets the runs; `BENCH_SCALE_ROWS` picks rows (`tables,metrics,memory`, all by default);
 * `BENCH_BULK_TXS` shrinks the bulk address while working on the bench itself.
 */
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
const ROWS = new Set((process.env.BENCH_SCALE_ROWS ?? 'tables,metrics,memory').split(','));
export const SCALE_SIZES = { addressTxs: Number(process.env.BENCH_BULK_TXS ?? 100_000), subnets: 10_000 };

/** The address tabs of an address stop, and the bulk address: every address table gets paged too. */
function withAddressTabs(stops: readonly string[]): string[] {
  const address = stops.find((s) => s.startsWith('#/address/'));
  const tabs = ['erc20-transfers', 'erc20-balances', 'erc721', 'collectibles'];
  return [...stops, ...(address ? tabs.map((tab) => `${address}?tab=${tab}`) : []), `#/address/43114/${BULK_ADDRESS}`];
}

export async function runScaleRows(
  browser: Browser,
  rendererDir: string,
): Promise<{ samples: Sample[]; ratios: string[] }> {
  const sim = await startSimulator({
    port: 0,
    seed: 1,
    bulkAddressTxs: SCALE_SIZES.addressTxs,
    subnets: SCALE_SIZES.subnets,
  });
  // The mainnet C-Chain is generated on first use, blocking the simulator for seconds: not inside a timed run.
  if (sim.dataset.evm.mainnet.txs.length === 0) throw new Error('the simulator built an empty C-Chain');
  const app = await startApp(sim, rendererDir);
  const samples: Sample[] = [];
  const ratios: string[] = [];
  const add = (r: { samples: Sample[]; ratios: string[] }) => {
    samples.push(...r.samples);
    ratios.push(...r.ratios);
  };
  try {
    if (ROWS.has('tables')) {
      add(await benchBigTables(browser, app.url, SCALE_SIZES, RUNS));
      const scriptsDir = mkdtempSync(join(tmpdir(), 'snowscope-bench-floor-'));
      await buildFloorPages(scriptsDir);
      const stylesheets = await appStylesheets(
        browser,
        `${app.url}#/address/43114/${BULK_ADDRESS}`,
        '[data-testid=transactions-table] [data-testid=table-row]',
      );
      const floor = await startFloorPage(sim.url, { kind: 'scroll', scriptsDir, rendererDir, stylesheets });
      try {
        add(await benchScrollFloor(browser, floor.url, SCALE_SIZES.addressTxs, RUNS));
      } finally {
        await floor.close();
      }
    }
    if (ROWS.has('metrics')) add(await benchMetricsDraw(browser, app.url, RUNS));
    if (ROWS.has('memory'))
      add(
        await benchMemory(browser, app.url, withAddressTabs(tourStops(sim, await busyAccount(sim))), Math.min(RUNS, 2)),
      );
  } finally {
    await app.close();
    await sim.close();
  }
  return { samples, ratios };
}
