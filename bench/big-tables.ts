import type { Browser, Page } from '@playwright/test';
import { BULK_ADDRESS } from '@sim/dataset/evm/bulk';
import { installProbes, longTasksSince, type PaintWindow, paintAfterData, traceMainThread } from './page-probes';
import { type Sample, summarize } from './stats';

/**
 * Row 3, big tables: an address with 100,000 native transactions scrolled end to end (pages loading as
 * the scroll nears the end) and the subnet list with 10,000 rows scrolled end to end. Per run, in a fresh
 * browser context: the first rows' paint after their answer, the longest main-thread task while scrolling
 * (Long Tasks API), the most table rows in the DOM at any frame, and then, over the loaded rows, the main
 * thread's CPU per frame scrolling back up three rows a frame (a mouse wheel's pace).
 */

export const BIG_TABLE_GOALS = { paintMs: 150, longTaskMs: 50 } as const;

/** 800 px a frame: a brisk scroll, 25 rows of 32 px at a time. */
const SCROLL_STEP_PX = 800;

/** 96 px a frame: three rows at a time, as a mouse wheel's notches bring them. */
const WHEEL_STEP_PX = 96;
const WHEEL_FRAMES = 240;

/** Scrolls the table back up by `WHEEL_STEP_PX` a frame over rows already loaded; page times of the first and last frame. */
function wheelUp(page: Page, tableTestId: string): Promise<{ began: number; ended: number; frames: number }> {
  return page.evaluate(
    async ({ tableTestId, step, frames }) => {
      const scroller = document.querySelector(`[data-testid=${tableTestId}] .vtable__scroll`);
      if (!scroller) throw new Error(`no scrollable table ${tableTestId}`);
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      await frame();
      const began = performance.now();
      for (let i = 0; i < frames; i++) {
        scroller.scrollTop -= step;
        await frame();
      }
      return { began, ended: performance.now(), frames };
    },
    { tableTestId, step: WHEEL_STEP_PX, frames: WHEEL_FRAMES },
  );
}

interface ScrollResult {
  maxRows: number;
  loadedRows: number;
  frames: number;
  ms: number;
  began: number;
}

/** Scrolls the table's scroll area to its end, waiting at the end for each next page until all are loaded. */
function scrollToEnd(page: Page, tableTestId: string): Promise<ScrollResult> {
  return page.evaluate(
    async ({ tableTestId, step }) => {
      const root = document.querySelector(`[data-testid=${tableTestId}]`);
      const scroller = root?.querySelector<HTMLElement>('.vtable__scroll');
      if (!root || !scroller) throw new Error(`no scrollable table ${tableTestId}`);
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const rows = () => root.querySelectorAll('[data-testid=table-row]').length;
      const allLoaded = () => root.querySelector('[data-testid=table-more-state]')?.textContent === 'all loaded';
      const began = performance.now();
      let maxRows = rows();
      let frames = 0;
      for (;;) {
        scroller.scrollTop += step;
        await frame();
        frames++;
        maxRows = Math.max(maxRows, rows());
        if (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) continue;
        if (allLoaded()) break;
        const height = scroller.scrollHeight;
        const giveUp = performance.now() + 60_000;
        while (scroller.scrollHeight === height && !allLoaded()) {
          if (performance.now() > giveUp) throw new Error(`${tableTestId}: no next page within 60 s`);
          await frame();
          maxRows = Math.max(maxRows, rows());
        }
      }
      const count = root.querySelector('[data-testid=row-count]')?.textContent ?? '';
      return { maxRows, loadedRows: Number(count.replace(/\D/g, '')), frames, ms: performance.now() - began, began };
    },
    { tableTestId, step: SCROLL_STEP_PX },
  );
}

interface TableRun {
  paintMs: number;
  /** Main-thread CPU time between the answer and the paint. */
  paintCpuMs: number;
  longestTaskMs: number;
  longestTaskCpuMs: number;
  overBudgetCpu: number;
  longTasks: number;
  maxRows: number;
  loadedRows: number;
  scrollMs: number;
  /** Main-thread CPU per frame scrolling back up three rows a frame over loaded rows. */
  wheelCpuPerFrameMs: number;
}

interface BigTable {
  name: string;
  hash: string;
  channel: string;
  tableTestId: string;
  expectedRows: number;
  /** Done after the first paint, before scrolling (e.g. choosing 100 rows a page). */
  prepare?: (page: Page) => Promise<void>;
}

async function runOnce(browser: Browser, appUrl: string, table: BigTable): Promise<TableRun> {
  const firstRow = `[data-testid=${table.tableTestId}] [data-testid=table-row]`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await installProbes(context, [firstRow]);
    const page = await context.newPage();
    let paint: PaintWindow | undefined;
    const loading = await traceMainThread(page, async () => {
      await page.goto(`${appUrl}${table.hash}`);
      paint = await paintAfterData(page, table.channel, firstRow);
    });
    if (!paint) throw new Error(`${table.name}: no first paint`);
    await table.prepare?.(page);
    let scroll: ScrollResult | undefined;
    const trace = await traceMainThread(page, async () => {
      scroll = await scrollToEnd(page, table.tableTestId);
    });
    if (!scroll) throw new Error(`${table.name}: the scroll did not finish`);
    if (scroll.loadedRows !== table.expectedRows) {
      throw new Error(`${table.name}: ${scroll.loadedRows} rows loaded, expected ${table.expectedRows}`);
    }
    const tasks = await longTasksSince(page, scroll.began);
    let wheel: { began: number; ended: number; frames: number } | undefined;
    const wheelTrace = await traceMainThread(page, async () => {
      wheel = await wheelUp(page, table.tableTestId);
    });
    if (!wheel) throw new Error(`${table.name}: the wheel scroll did not finish`);
    return {
      paintMs: paint.ms,
      paintCpuMs: loading.cpuBetween(paint.dataAt, paint.paintedAt),
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      longestTaskCpuMs: trace.longestCpuMs,
      overBudgetCpu: trace.cpuOver(BIG_TABLE_GOALS.longTaskMs),
      longTasks: tasks.length,
      maxRows: scroll.maxRows,
      loadedRows: scroll.loadedRows,
      scrollMs: scroll.ms,
      wheelCpuPerFrameMs: wheelTrace.cpuBetween(wheel.began, wheel.ended) / wheel.frames,
    };
  } finally {
    await context.close();
  }
}

export interface BigTablesResult {
  samples: Sample[];
  ratios: string[];
}

export async function benchBigTables(
  browser: Browser,
  appUrl: string,
  sizes: { addressTxs: number; subnets: number },
  runs: number,
): Promise<BigTablesResult> {
  const tables: BigTable[] = [
    {
      name: `address of ${sizes.addressTxs.toLocaleString('en-US')} txs`,
      hash: `#/address/43114/${BULK_ADDRESS}`,
      channel: 'data.listNativeTransactions',
      tableTestId: 'transactions-table',
      expectedRows: sizes.addressTxs,
      prepare: async (page) => {
        // The largest page the endpoint serves: 1,000 pages for 100,000 rows instead of 4,000.
        await page.selectOption('[data-testid=transactions-tab] [data-testid=page-size-select]', '100');
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid=transactions-table] [data-testid=row-count]')?.textContent === '100',
        );
      },
    },
    {
      name: `${sizes.subnets.toLocaleString('en-US')} subnets`,
      hash: '#/subnets/mainnet',
      channel: 'data.listSubnets',
      tableTestId: 'subnets-table',
      expectedRows: sizes.subnets,
    },
  ];
  const samples: Sample[] = [];
  const ratios: string[] = [];
  for (const table of tables) {
    const done: TableRun[] = [];
    for (let i = 0; i < runs; i++) done.push(await runOnce(browser, appUrl, table));
    const paint = summarize(
      `${table.name}: first rows painted after data`,
      done.map((r) => r.paintMs),
    );
    const paintCpu = summarize(
      `${table.name}: … of which main-thread CPU`,
      done.map((r) => r.paintCpuMs),
    );
    const longest = summarize(
      `${table.name}: longest task scrolling (wall)`,
      done.map((r) => r.longestTaskMs),
    );
    const longestCpu = summarize(
      `${table.name}: longest task scrolling (CPU)`,
      done.map((r) => r.longestTaskCpuMs),
    );
    const wheelCpu = summarize(
      `${table.name}: CPU a frame at 3 rows a frame`,
      done.map((r) => r.wheelCpuPerFrameMs),
    );
    samples.push(paint, paintCpu, longest, longestCpu, wheelCpu);
    const maxRows = Math.max(...done.map((r) => r.maxRows));
    const median = (pick: (r: TableRun) => number) => summarize('', done.map(pick)).medianMs;
    const goal = (s: Sample, ms: number) => `${(s.medianMs / ms).toFixed(2)}× the ${ms} ms goal`;
    ratios.push(
      `${table.name}: first paint ${goal(paint, BIG_TABLE_GOALS.paintMs)} (${goal(paintCpu, BIG_TABLE_GOALS.paintMs)} in CPU time); longest task ${goal(longest, BIG_TABLE_GOALS.longTaskMs)} ` +
        `(${goal(longestCpu, BIG_TABLE_GOALS.longTaskMs)} in CPU time; median ${median((r) => r.longTasks)} long tasks, ` +
        `${median((r) => r.overBudgetCpu)} over 50 ms of CPU, in ${(median((r) => r.scrollMs) / 1000).toFixed(1)} s of scrolling); ` +
        `at most ${maxRows} rows in the DOM`,
    );
  }
  return { samples, ratios };
}

/** The paths of the stylesheets a page of the app has once `selector` is drawn. */
export async function appStylesheets(browser: Browser, url: string, selector: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector(selector);
    return await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
    );
  } finally {
    await context.close();
  }
}

/**
 * The scroll floor (`bench/floor/scroll-entry.ts`): the bulk address's transactions table kept with plain DOM
 * calls — the app's rows and stylesheets, its window and page size, no React, no app — scrolled and measured
 * exactly as the app's table is. What any page drawing these rows pays on this machine.
 */
export async function benchScrollFloor(
  browser: Browser,
  floorUrl: string,
  addressTxs: number,
  runs: number,
): Promise<BigTablesResult> {
  const name = `address of ${addressTxs.toLocaleString('en-US')} txs, floor page (DOM calls)`;
  const done: Array<{ longestCpu: number; over: number; longTasks: number; maxRows: number; wheel: number }> = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await installProbes(context);
      const page = await context.newPage();
      await page.goto(`${floorUrl}#43114/${BULK_ADDRESS}`);
      await page.waitForFunction(() => document.body.dataset.done !== undefined);
      let scroll: ScrollResult | undefined;
      const trace = await traceMainThread(page, async () => {
        scroll = await scrollToEnd(page, 'transactions-table');
      });
      if (!scroll || scroll.loadedRows !== addressTxs) {
        throw new Error(`${name}: ${scroll?.loadedRows} rows loaded, expected ${addressTxs}`);
      }
      const tasks = await longTasksSince(page, scroll.began);
      let wheel: { began: number; ended: number; frames: number } | undefined;
      const wheelTrace = await traceMainThread(page, async () => {
        wheel = await wheelUp(page, 'transactions-table');
      });
      if (!wheel) throw new Error(`${name}: the wheel scroll did not finish`);
      done.push({
        longestCpu: trace.longestCpuMs,
        over: trace.cpuOver(BIG_TABLE_GOALS.longTaskMs),
        longTasks: tasks.length,
        maxRows: scroll.maxRows,
        wheel: wheelTrace.cpuBetween(wheel.began, wheel.ended) / wheel.frames,
      });
    } finally {
      await context.close();
    }
  }
  const longestCpu = summarize(
    `${name}: longest task scrolling (CPU)`,
    done.map((r) => r.longestCpu),
  );
  const wheelCpu = summarize(
    `${name}: CPU a frame at 3 rows a frame`,
    done.map((r) => r.wheel),
  );
  const median = (values: number[]) => summarize('', values).medianMs;
  return {
    samples: [longestCpu, wheelCpu],
    ratios: [
      `${name}: longest task ${(longestCpu.medianMs / BIG_TABLE_GOALS.longTaskMs).toFixed(2)}× the 50 ms goal in CPU time; ` +
        `median ${median(done.map((r) => r.longTasks))} long tasks, ${median(done.map((r) => r.over))} over 50 ms of CPU; ` +
        `at most ${Math.max(...done.map((r) => r.maxRows))} rows in the DOM`,
    ],
  };
}
