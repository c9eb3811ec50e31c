import { createServer } from 'node:net';
import type { Browser, BrowserContext, BrowserContextOptions, Page, ViewportSize } from '@playwright/test';

/**
 * One page per Playwright worker, handed to test after test (README, "Set-up and the two commands"). A page that
 * loads the app where the previous test's page loaded it — same renderer process, same origin (each test's server
 * listens on the worker's one port) — gets its scripts and stylesheets, already compiled and parsed, from the
 * renderer's memory cache: an app start then costs the machine ~40 % of the CPU a fresh context's does. What a
 * test changes of the page or its context is put back when it ends (`resetForNextTest`); what cannot be put
 * back refuses to run on it (`guardPermanentChanges`): such a test declares `test.use({ freshPage: true })`.
 */
export interface ReusedPage {
  /** The page for the next test: the worker's page, reset, or a new one if the last test lost it. */
  take(options: PageOptions): Promise<Page>;
  /**
   * Puts back what the test changed (storage of `appOrigin`, the test's server's origin); a page that cannot be
   * made clean is closed, and the next test gets a new one.
   */
  release(page: Page, appOrigin: string): Promise<void>;
  close(): Promise<void>;
}

/** What the shared page takes from each test's options (set on the page again for every test). */
export interface PageOptions {
  viewport: ViewportSize | null;
  colorScheme: 'light' | 'dark' | 'no-preference' | null;
  reducedMotion: 'reduce' | 'no-preference' | null;
}

/**
 * Playwright's defaults for the context options that a live context cannot change (locale, time zone, touch…):
 * the shared page's context is made with them, as Playwright makes a test's own context.
 */
export const CONTEXT_DEFAULTS: Readonly<BrowserContextOptions> = {
  acceptDownloads: true,
  bypassCSP: false,
  contrast: 'no-preference',
  forcedColors: 'none',
  hasTouch: false,
  ignoreHTTPSErrors: false,
  isMobile: false,
  javaScriptEnabled: true,
  locale: 'en-US',
  offline: false,
  serviceWorkers: 'allow',
};

/**
 * The context options a test sets that the shared page cannot give it (`options` as the test's fixtures hold them,
 * undefined where unset): those that differ from Playwright's defaults. Such a test gets a context of its own, made
 * with them, rather than the shared page without them.
 */
export function optionsOfItsOwn(options: BrowserContextOptions): BrowserContextOptions {
  const defaults: Record<string, unknown> = CONTEXT_DEFAULTS;
  const own = Object.entries(options).filter(([key, value]) => {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return false;
    return JSON.stringify(value) !== JSON.stringify(defaults[key]);
  });
  return Object.fromEntries(own);
}

/** A port free now, for the worker's servers to take one after another (its origin is what the cache is keyed by). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The page events a test may listen to; Playwright's own bookkeeping listens to others, which stay. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

const PERMANENT = 'changes the page for good (an init script, a binding, the clock): give the test a page of its own';

/** Makes the calls whose effect outlives the test fail at once, naming the way out, instead of leaking into the next. */
function guardPermanentChanges(context: BrowserContext, page: Page): void {
  const refuse = (what: string) => () => {
    throw new Error(`${what} ${PERMANENT} with test.use({ freshPage: true })`);
  };
  for (const target of [context, page] as const) {
    Object.assign(target, {
      addInitScript: refuse('addInitScript'),
      exposeBinding: refuse('exposeBinding'),
      exposeFunction: refuse('exposeFunction'),
      setExtraHTTPHeaders: refuse('setExtraHTTPHeaders'),
    });
  }
  Object.assign(context, { setOffline: refuse('setOffline'), setGeolocation: refuse('setGeolocation') });
  for (const method of ['install', 'setFixedTime', 'setSystemTime', 'runFor', 'fastForward', 'pauseAt', 'resume']) {
    Object.assign(context.clock, { [method]: refuse(`clock.${method}`) });
  }
}

function currentOrigin(page: Page): string {
  try {
    return new URL(page.url()).origin;
  } catch {
    return 'null';
  }
}

export function reusedPage(browser: Browser): ReusedPage {
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  const fresh = async (options: PageOptions) => {
    await context?.close().catch(() => undefined);
    context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...options });
    page = await context.newPage();
    guardPermanentChanges(context, page);
    return page;
  };

  const discard = async () => {
    await context?.close().catch(() => undefined);
    context = undefined;
    page = undefined;
  };

  return {
    async take(options) {
      const current = page && !page.isClosed() ? page : await fresh(options);
      if (options.viewport) await current.setViewportSize(options.viewport);
      await current.emulateMedia({
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
      });
      return current;
    },
    async release(used, appOrigin) {
      if (!context || used !== page || used.isClosed()) return discard();
      // Only the app's origin is cleaned: a page that ended elsewhere (another server, an error page) may hold
      // what the next test must not see, in a session storage it can no longer reach.
      // A test that never left the blank page it was given has no page storage to empty.
      const onApp = currentOrigin(used) === appOrigin;
      if (!onApp && used.url() !== 'about:blank') return discard();
      try {
        if (onApp) {
          // The session storage belongs to the tab and survives navigation: empty it while the page is still there.
          await used.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
          await used.goto('about:blank');
        }
        const cdp = await context.newCDPSession(used);
        await cdp.send('Storage.clearDataForOrigin', { origin: appOrigin, storageTypes: 'all' });
        await cdp.detach();
        for (const other of context.pages()) if (other !== used) await other.close();
        await used.unrouteAll({ behavior: 'ignoreErrors' });
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.clearCookies();
        await context.clearPermissions();
        for (const event of TEST_EVENTS) used.removeAllListeners(event);
        // Off the page: a pointer resting where the last test left it would hover whatever the next page draws there.
        await used.mouse.move(-1, -1);
      } catch {
        // Whatever state the test left could not be cleaned: nobody else gets this page.
        await discard();
      }
    },
    close: discard,
  };
}
