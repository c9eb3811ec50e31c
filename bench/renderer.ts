import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { startWebServer } from '@main/web/server';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { RunningSimulator } from '@sim/server';
import { startBarePage } from './bare-page';
import { startFloorPage } from './floor/floor-pages';
import { type Sample, summarize } from './stats';

/**
 * The renderer in real Chromium (browser mode), each figure beside a reference measured in the same run:
 * start-up of an address deep link against a bare page, and a cached revisit tour counting requests.
 */
export const RUNS = Number(process.env.BENCH_RENDERER_RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const C_CHAIN = '43114';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
}

/** An EOA of the simulated C-Chain with more than a full first page (25) of native transactions. */
export async function busyAccount(sim: RunningSimulator): Promise<string> {
  const eoas = sim.dataset.evm.mainnet.accounts.filter((a) => a.kind === 'eoa');
  for (const { address } of eoas.slice(0, 80)) {
    const res = await fetch(`${sim.url}/v1/chains/${C_CHAIN}/addresses/${address}/transactions:listNative?pageSize=25`);
    const page = (await res.json()) as { transactions: unknown[]; nextPageToken?: string };
    if (page.transactions.length === 25 && page.nextPageToken) return address;
  }
  throw new Error('no simulated account with more than 25 native transactions among the first 80');
}

const appReady = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid=balance-amount]') !== null &&
      document.querySelector('[data-testid=transactions-table] [data-testid=row-count]')?.textContent === '25' &&
      document.querySelector('[data-testid=transactions-table] [data-testid=tx-link]') !== null,
    undefined,
    { timeout: 60_000 },
  );

export function startApp(sim: RunningSimulator, rendererDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-bench-web-'));
  const services = createServices({
    dataDir,
    env: { SNOWSCOPE_PROFILE: 'local' },
    builtinProfiles: builtinProfilesWithSimulatorAt(sim.url),
  });
  return startWebServer({ services, rendererDir, port: 0 }).then((web) => ({
    url: web.launchUrl,
    close: async () => {
      await web.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  }));
}

/**
 * One start-up: wall time from the server's start, and the page's main-thread busy time up to ready; then a
 * reload of the same page in the same context (the browser's cache warm), from the reload to ready.
 */
interface StartUpRun {
  ms: number;
  /** Chromium's `TaskDuration` (CDP `Performance.getMetrics`): the renderer main thread's busy time. */
  mainThreadMs: number;
  reloadMs: number;
  /** `TaskDuration` of the reloaded document (Chromium counts it per document). */
  reloadMainThreadMs: number;
  /** What the ready page was: its element count and the paths of its stylesheets. */
  drawn: DrawnPage;
}

interface DrawnPage {
  elements: number;
  stylesheets: string[];
}

/**
 * Server start → deep link rendered with balance and 25 rows, in a fresh browser context (cold cache); then the
 * same page reloaded (what the browser kept is reused: for the app, its hashed scripts and V8's code for them).
 */
async function timeStartUp(
  browser: Browser,
  start: () => Promise<{ url: string; close(): Promise<void> }>,
  hash: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<StartUpRun> {
  const began = performance.now();
  const server = await start();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const mainThreadMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
    };
    await page.goto(`${server.url}${hash}`);
    await ready(page);
    const ms = performance.now() - began;
    const cold = await mainThreadMs();
    const reloadBegan = performance.now();
    await page.reload();
    await ready(page);
    const reloadMs = performance.now() - reloadBegan;
    const reloadMainThreadMs = await mainThreadMs();
    const drawn = await page.evaluate(() => ({
      elements: document.querySelectorAll('body *').length,
      stylesheets: [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
    }));
    return { ms, mainThreadMs: cold, reloadMs, reloadMainThreadMs, drawn };
  } finally {
    await context.close();
    await server.close();
  }
}

export interface StartUpResult {
  app: Sample;
  bare: Sample;
  /** Main-thread busy time of the same runs: the CPU side of the ratio, steadier than wall time. */
  appMainThread: Sample;
  bareMainThread: Sample;
  /** The page reloaded in the same browser context: warm HTTP cache, no server start. */
  appReload: Sample;
  bareReload: Sample;
  appReloadMainThread: Sample;
  bareReloadMainThread: Sample;
  /** The Data API paths the app asked for on the way (to check the bare page asks the same). */
  appDataPaths: string[];
  /**
   * The floor pages (`bench/floor/`): the app's address page, its elements and stylesheets, drawn from the same
   * answers with DOM calls (`dom`) and with React alone (`react`) — how much of the app's time is the page itself.
   */
  floors: Record<'dom' | 'react', { wall: Sample; mainThread: Sample; elements: number }>;
  appElements: number;
}

export async function benchStartUp(
  browser: Browser,
  sim: RunningSimulator,
  rendererDir: string,
  address: string,
  floorScriptsDir: string,
): Promise<StartUpResult> {
  const hash = `#/address/${C_CHAIN}/${address}`;
  const appRuns: StartUpRun[] = [];
  const bareRuns: StartUpRun[] = [];
  const floorRuns: Record<'dom' | 'react', StartUpRun[]> = { dom: [], react: [] };
  let appDataPaths: string[] = [];
  let appDrawn: DrawnPage = { elements: 0, stylesheets: [] };
  // One untimed round each warms Node's and the simulator's caches; then they alternate, so drift in the
  // machine's load falls on both alike.
  for (let i = -1; i < RUNS; i++) {
    const mark = sim.stats.requests;
    const app = await timeStartUp(browser, () => startApp(sim, rendererDir), hash, appReady);
    if (i === -1) {
      appDataPaths = sim.received.filter((r) => r.seq > mark && r.path.startsWith('/v1/')).map((r) => r.path);
      appDrawn = app.drawn;
    }
    const bare = await timeStartUp(
      browser,
      () => startBarePage(sim.url),
      `#${C_CHAIN}/${address}`,
      (page) => page.waitForFunction(() => document.body.dataset.done === '25', undefined, { timeout: 60_000 }),
    );
    if (i >= 0) {
      appRuns.push(app);
      bareRuns.push(bare);
    }
    for (const kind of ['dom', 'react'] as const) {
      const floor = await timeStartUp(
        browser,
        () =>
          startFloorPage(sim.url, {
            kind,
            scriptsDir: floorScriptsDir,
            rendererDir,
            stylesheets: appDrawn.stylesheets,
          }),
        `#${C_CHAIN}/${address}`,
        (page) => page.waitForFunction(() => document.body.dataset.done === '25', undefined, { timeout: 60_000 }),
      );
      if (i >= 0) floorRuns[kind].push(floor);
    }
  }
  const floor = (kind: 'dom' | 'react', label: string) => ({
    wall: summarize(
      `start-up: ${label}`,
      floorRuns[kind].map((r) => r.ms),
    ),
    mainThread: summarize(
      `start-up, page main-thread busy time: ${label}`,
      floorRuns[kind].map((r) => r.mainThreadMs),
    ),
    elements: floorRuns[kind][0]?.drawn.elements ?? 0,
  });
  return {
    app: summarize(
      'start-up: server → address deep link, balance + 25 rows',
      appRuns.map((r) => r.ms),
    ),
    bare: summarize(
      'start-up: bare HTML page, same 3 Data API answers',
      bareRuns.map((r) => r.ms),
    ),
    appMainThread: summarize(
      'start-up, page main-thread busy time: Snowscope',
      appRuns.map((r) => r.mainThreadMs),
    ),
    bareMainThread: summarize(
      'start-up, page main-thread busy time: bare page',
      bareRuns.map((r) => r.mainThreadMs),
    ),
    appReload: summarize(
      'reload, warm cache: address deep link, balance + 25 rows',
      appRuns.map((r) => r.reloadMs),
    ),
    bareReload: summarize(
      'reload, warm cache: bare HTML page',
      bareRuns.map((r) => r.reloadMs),
    ),
    appReloadMainThread: summarize(
      'reload, page main-thread busy time: Snowscope',
      appRuns.map((r) => r.reloadMainThreadMs),
    ),
    bareReloadMainThread: summarize(
      'reload, page main-thread busy time: bare page',
      bareRuns.map((r) => r.reloadMainThreadMs),
    ),
    appDataPaths,
    floors: {
      dom: floor('dom', 'the same page drawn with DOM calls'),
      react: floor('react', 'the same page drawn with React alone'),
    },
    appElements: appDrawn.elements,
  };
}

export interface TourStop {
  hash: string;
  /** Simulator requests during the revisit (0 = answered from the cache). */
  requests: number;
  paths: string[];
}

/** Waits until the view has drawn: no skeleton of a loading view, nothing marked busy in the main area. */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=view-skeleton], [data-testid=metrics-skeleton]') === null &&
      document.querySelector('main [aria-busy=true]') === null,
    undefined,
    { timeout: 60_000 },
  );
  // Whatever a view asks for on mount is sent at once; half a second catches what follows an answer.
  await page.waitForTimeout(500);
}

/**
 * Visits every stop by hash navigation, then visits them all again and counts the simulator requests
 * each revisit caused. Within the stale times the goal is none.
 */
export async function benchRevisitTour(
  browser: Browser,
  sim: RunningSimulator,
  rendererDir: string,
  stops: string[],
): Promise<TourStop[]> {
  const app = await startApp(sim, rendererDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}${stops[0]}`);
    await settled(page);
    for (const hash of stops.slice(1)) {
      await page.evaluate((h) => window.location.assign(h), hash);
      await settled(page);
    }
    const revisits: TourStop[] = [];
    for (const hash of stops) {
      const mark = sim.stats.requests;
      await page.evaluate((h) => window.location.assign(h), hash);
      await settled(page);
      const paths = sim.received.filter((r) => r.seq > mark).map((r) => `${r.method} ${r.path}`);
      revisits.push({ hash, requests: sim.stats.requests - mark, paths });
    }
    return revisits;
  } finally {
    await context.close();
    await app.close();
  }
}
