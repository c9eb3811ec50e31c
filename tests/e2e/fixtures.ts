import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type AppServices, createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { type RunningWebServer, startWebServer } from '@main/web/server';
import { test as base, expect, type Page } from '@playwright/test';
import { type RunningSimulator, startSimulator } from '@sim/server';
import { CONTEXT_DEFAULTS, freePort, optionsOfItsOwn, type ReusedPage, reusedPage } from './reused-page';

export interface StartedApp {
  services: AppServices;
  web: RunningWebServer;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The app as the e2e tests run it: browser mode on a fresh data dir, its local profile reading the
 * simulator. `nodeRpcUrl` points node RPC elsewhere (e.g. `${sim.url}/public`, the public-server node).
 */
export async function startApp(
  sim: RunningSimulator,
  { nodeRpcUrl = sim.url, port = 0 }: { nodeRpcUrl?: string; port?: number } = {},
): Promise<StartedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-e2e-'));
  const services = createServices({
    dataDir,
    // Environment URL overrides make a profile of their own: point the built-in local profile instead.
    env: { SNOWSCOPE_PROFILE: 'local' },
    builtinProfiles: builtinProfilesWithSimulatorAt(sim.url, { nodeRpcUrl }),
  });
  const callsSettled = trackCalls(services);
  const rendererDir = resolve('out/renderer');
  // The port asked for may still be held for a moment by the last test's server: any port then does (the page
  // just starts cold).
  const web = await startWebServer({ services, rendererDir, port }).catch(() =>
    startWebServer({ services, rendererDir, port: 0 }),
  );
  return {
    services,
    web,
    dataDir,
    close: async () => {
      await web.close();
      // Calls the page started may still be on their way to the simulator (a next page, a refetch): they must
      // land before the simulator is reset, not during the next test, whose request counts they would change.
      await callsSettled();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Counts the calls `services` is answering; the returned wait resolves once none is, or after a second: a call
 * still unanswered by then is one the test stalled on purpose, and it reached the simulator long before.
 */
function trackCalls(services: AppServices): () => Promise<void> {
  let inFlight = 0;
  const dispatch = services.dispatch;
  services.dispatch = (channel, params, call) => {
    inFlight += 1;
    return dispatch(channel, params, call).finally(() => {
      inFlight -= 1;
    });
  };
  return async () => {
    for (const started = Date.now(); inFlight > 0 && Date.now() - started < 1_000; ) {
      await new Promise((r) => setTimeout(r, 10));
    }
  };
}

export interface AppHarness extends Omit<StartedApp, 'close'> {
  /** Opens the app at a hash route (e.g. `#/address/43114/0x…`), token included: a fresh start of the app. */
  open(hash?: string): Promise<void>;
  /**
   * Moves the running app to a hash route as its own links do (no reload: cache, settings and state stay),
   * opening the app first if the page is not on it. For tests that visit many views and test no start-up.
   */
  go(hash: string): Promise<void>;
  /** Arms a simulator fault for the next `times` requests whose path starts with `path`. */
  fault(fault: string, times: number, path?: string): Promise<void>;
  /** Moves the simulator's metrics clock forward (put back after the test). */
  advanceClock(seconds: number): Promise<void>;
  /** Disarms every armed fault. */
  clearFaults(): Promise<void>;
  /** Makes the simulator enforce a Data API rate limit (lifted after the test). */
  rateLimit(limit: number, windowSeconds?: number): Promise<void>;
}

/**
 * One simulator per worker (its dataset is built once per worker: tests read their expected values from it
 * in-process); a fresh browser-mode server and data dir per test, so no test sees another's profiles or
 * settings. A worker runs its tests one at a time and the simulator is reset after each (`sim.reset()`: faults,
 * clock, rate limit, API key, export origin, counted requests), so what a test arms never reaches another —
 * tests running in parallel are in other workers, with their own simulator.
 *
 * The page is the worker's one page, reset between tests (`reused-page.ts`), and each test's server listens on
 * the worker's one port, so the app's code comes from the renderer's memory cache; a test that must have a
 * browser context of its own says `test.use({ freshPage: true })`.
 */
export const test = base.extend<
  { app: AppHarness; freshPage: boolean },
  { sim: RunningSimulator; appPort: number; sharedPage: ReusedPage }
>({
  // Every test gets a context of its own with SNOWSCOPE_E2E_FRESH_PAGES=1 (to rule the shared page out when a test
  // fails, or to compare), and when traces are recorded (SNOWSCOPE_E2E_TRACE): a trace wants the test's context.
  freshPage: [!!process.env.SNOWSCOPE_E2E_TRACE || process.env.SNOWSCOPE_E2E_FRESH_PAGES === '1', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a destructured object.
  appPort: [async ({}, use) => use(await freePort()), { scope: 'worker' }],
  sharedPage: [
    async ({ browser }, use) => {
      const shared = reusedPage(browser);
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],
  // The shared page takes the viewport, colour scheme and reduced motion from the test's options (what the config
  // and the specs set); a test that sets a context option a live context cannot change (locale, time zone…) gets a
  // context of its own, made with it (`optionsOfItsOwn`).
  page: async (
    {
      freshPage,
      sharedPage,
      appPort,
      browser,
      viewport,
      colorScheme,
      reducedMotion,
      contextOptions,
      acceptDownloads,
      bypassCSP,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
    },
    use,
  ) => {
    const options = { viewport, colorScheme, reducedMotion };
    const own = optionsOfItsOwn({
      ...contextOptions,
      acceptDownloads,
      bypassCSP,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
    });
    if (freshPage || Object.keys(own).length > 0) {
      const context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...own, ...options });
      await use(await context.newPage());
      await context.close();
      return;
    }
    const page = await sharedPage.take(options);
    await use(page);
    await sharedPage.release(page, `http://127.0.0.1:${appPort}`);
  },
  context: async ({ page }, use) => use(page.context()),
  sim: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps as a destructured object.
    async ({}, use) => {
      const sim = await startSimulator({ port: 0, seed: 1 });
      // The mainnet C-Chain is generated on first use, which blocks the server for seconds: do it here,
      // under this fixture's own time limit, rather than inside the first test of every worker.
      if (sim.dataset.evm.mainnet.txs.length === 0) throw new Error('the simulator built an empty C-Chain');
      await use(sim);
      await sim.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  app: async ({ sim, page, appPort }, use) => {
    const { close, ...started } = await startApp(sim, { port: appPort });
    const open = async (hash = '') => {
      await page.goto(`${started.web.launchUrl}${hash}`);
    };
    await use({
      ...started,
      open,
      go: async (hash) => {
        if (new URL(page.url()).origin !== new URL(started.web.launchUrl).origin) return open(hash);
        await page.evaluate(moveToHash, hash);
      },
      fault: async (fault, times, path) => {
        const res = await fetch(`${sim.url}/__sim/faults`, {
          method: 'POST',
          body: JSON.stringify({ fault, times, path }),
        });
        expect(res.status).toBe(204);
      },
      advanceClock: async (seconds) => {
        const res = await fetch(`${sim.url}/__sim/clock`, {
          method: 'POST',
          body: JSON.stringify({ advanceSeconds: seconds }),
        });
        expect(res.status).toBe(200);
      },
      clearFaults: async () => {
        await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
      },
      rateLimit: async (limit, windowSeconds = 60) => {
        const res = await fetch(`${sim.url}/__sim/rate-limit`, {
          method: 'POST',
          body: JSON.stringify({ limit, windowSeconds }),
        });
        expect(res.status).toBe(200);
      },
    });
    await close();
    sim.reset();
  },
});

/**
 * Runs in the page: sets the hash and resolves once the app has had its hashchange and drawn a frame after it
 * (the view for the new route is mounted or suspended on its chunk), so a check that follows sees the new route.
 */
function moveToHash(hash: string): Promise<void> {
  const target = hash.startsWith('#') ? hash : `#${hash}`;
  if (window.location.hash === target) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('hashchange', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
      once: true,
    });
    window.location.hash = target;
  });
}

export { expect, type Page };
