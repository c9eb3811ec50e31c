import { expect, test } from '@playwright/test';
import { type RunningSimulator, startSimulator } from '@sim/server';
import { type StartedApp, startApp } from './fixtures';

/**
 * A table of 10,000 rows (a simulator with `subnets: 10_000`) keeps only the rows in view in the DOM,
 * wherever it is scrolled, and still shows the right rows there. (How fast is `npm run bench`'s business.)
 */

const TOTAL = 10_000;
/** The rows a 620 px scroll area shows (~19) and the virtualiser's overscan on both sides (12 + 12), with room. */
const MAX_DOM_ROWS = 60;

let sim: RunningSimulator;
let app: StartedApp;
test.beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 1, subnets: TOTAL });
  app = await startApp(sim);
});
test.afterAll(async () => {
  await app?.close();
  await sim?.close();
});

/** The subnet ids in the order the app lists them by default (newest first), from the simulator. */
async function simSubnetIds(): Promise<string[]> {
  const res = await fetch(`${sim.url}/v1/networks/mainnet/subnets?pageSize=${TOTAL}&sortOrder=desc`);
  const body = (await res.json()) as { subnets: { subnetId: string }[] };
  return body.subnets.map((s) => s.subnetId);
}

test('the subnet list of 10,000 rows keeps a bounded number of rows in the DOM from top to bottom', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ids = await simSubnetIds();
  expect(ids).toHaveLength(TOTAL);
  await page.goto(`${app.web.launchUrl}#/subnets/mainnet`);
  const table = page.getByTestId('subnets-table');
  await expect(table.getByTestId('row-count')).toHaveText(String(TOTAL), { timeout: 30_000 });
  const rows = table.getByTestId('table-row');
  const scroller = table.locator('.vtable__scroll');

  // Where the row of an index sits in the body, and the inline styles the rows in the DOM carry: none, since a
  // row has no offset of its own (a distinct inline style per row made Chromium's style work grow with every row
  // scrolled past; see VirtualRow) and takes its height and columns from the table.
  const placement = (index: number) =>
    table.evaluate((el, index) => {
      const body = el.querySelector('tbody') as HTMLElement;
      const row = el.querySelector(`[data-testid=table-row][aria-rowindex="${index + 2}"]`) as HTMLElement;
      const styled = [...el.querySelectorAll('[data-testid=table-row]')].filter((r) => r.hasAttribute('style'));
      return {
        offset: Math.round(row.getBoundingClientRect().top - body.getBoundingClientRect().top),
        height: Math.round(row.getBoundingClientRect().height),
        rowsWithInlineStyle: styled.length,
      };
    }, index);
  const rowAt = (index: number) => table.locator(`[data-testid=table-row][aria-rowindex="${index + 2}"]`);
  await expect(rowAt(0).getByTestId('subnet-link')).toHaveAttribute('data-value', ids[0] as string);
  expect(await rows.count()).toBeLessThanOrEqual(MAX_DOM_ROWS);
  expect(await placement(0)).toEqual({ offset: 0, height: 32, rowsWithInlineStyle: 0 });

  // The middle, then the very end: the rows there are drawn, and only about as many as before.
  for (const index of [Math.floor(TOTAL / 2), TOTAL - 1]) {
    await scroller.evaluate((el, top) => {
      el.scrollTop = top;
    }, index * 32);
    await expect(rowAt(index).getByTestId('subnet-link')).toHaveAttribute('data-value', ids[index] as string);
    expect(await rows.count()).toBeLessThanOrEqual(MAX_DOM_ROWS);
    expect(await placement(index)).toEqual({ offset: index * 32, height: 32, rowsWithInlineStyle: 0 });
  }
  await expect(rowAt(0)).toHaveCount(0);
});

test('keys move through 10,000 rows: End reaches the last row, in view and focused; arrows and Home move from there', async ({
  page,
}) => {
  const ids = await simSubnetIds();
  await page.goto(`${app.web.launchUrl}#/subnets/mainnet`);
  const table = page.getByTestId('subnets-table');
  await expect(table.getByTestId('row-count')).toHaveText(String(TOTAL), { timeout: 30_000 });
  const rowAt = (index: number) => table.locator(`[data-testid=table-row][aria-rowindex="${index + 2}"]`);
  const scroller = table.locator('.vtable__scroll');
  /** The focused row's index, and whether the whole row lies inside the scroll area below its sticky header. */
  const focused = () =>
    scroller.evaluate((el) => {
      const row = document.activeElement as HTMLElement | null;
      if (!row?.matches('[data-testid=table-row]') || !el.contains(row)) return null;
      const area = el.getBoundingClientRect();
      const head = (el.querySelector('thead') as HTMLElement).getBoundingClientRect();
      const box = row.getBoundingClientRect();
      return { index: Number(row.dataset.index), inView: box.top >= head.bottom - 1 && box.bottom <= area.bottom + 1 };
    });

  await rowAt(0).focus();
  await page.keyboard.press('End');
  await expect.poll(focused).toEqual({ index: TOTAL - 1, inView: true });
  await expect(rowAt(TOTAL - 1).getByTestId('subnet-link')).toHaveAttribute('data-value', ids[TOTAL - 1] as string);
  await page.keyboard.press('ArrowUp');
  await expect.poll(focused).toEqual({ index: TOTAL - 2, inView: true });
  await page.keyboard.press('PageUp');
  await expect.poll(focused).toEqual({ index: TOTAL - 12, inView: true });
  await page.keyboard.press('Home');
  await expect.poll(focused).toEqual({ index: 0, inView: true });
  await expect(rowAt(0).getByTestId('subnet-link')).toHaveAttribute('data-value', ids[0] as string);
});
