import type { Browser } from '@playwright/test';
import type { RunningSimulator } from '@sim/server';
import { RUNS, startApp } from './renderer';
import { type Sample, summarize } from './stats';

/**
 * A view's first visit in a running app, by hash (as a link in the page does), while its code is not loaded yet:
 * from the address deep link to a transaction of its table, until the transaction's status is drawn. The view's
 * chunk, its skeleton, then the view with the transaction's answer. (React once held the view back until 300 ms
 * after the skeleton appeared: README, "Performance".)
 */
export async function benchFirstVisit(
  browser: Browser,
  sim: RunningSimulator,
  rendererDir: string,
  address: string,
): Promise<Sample> {
  const times: number[] = [];
  for (let i = -1; i < RUNS; i++) {
    const app = await startApp(sim, rendererDir);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${app.url}#/address/43114/${address}`);
      const link = page.locator('[data-testid=transactions-table] a[href^="#/tx/"]').first();
      const hash = await link.getAttribute('href', { timeout: 60_000 });
      if (!hash) throw new Error('the address table shows no transaction link');
      // A string, not a function: tsx names functions with a helper the page does not have.
      const ms = Number(
        await page.evaluate(`new Promise((resolve) => {
          const started = performance.now();
          window.location.hash = ${JSON.stringify(hash)};
          const check = () => document.querySelector('[data-testid=tx-view] [data-testid=tx-status]')
            ? resolve(performance.now() - started)
            : requestAnimationFrame(check);
          check();
        })`),
      );
      if (i >= 0) times.push(ms);
    } finally {
      await context.close();
      await app.close();
    }
  }
  return summarize('first visit of a view not loaded yet: hash → transaction status drawn', times);
}
