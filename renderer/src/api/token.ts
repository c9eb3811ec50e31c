import { BROWSER_MODE } from '@shared/bridge';

const STORAGE_KEY = 'snowscope.browserToken';
/** Undefined until known: from the address bar at start-up, or from this tab's storage on a reload. */
let token: string | null | undefined;
/** A token taken from the address bar and not yet kept for this tab's reloads. */
let unsaved: string | null = null;

/**
 * Browser mode hands the page its access token once, as `?token=`. Take it out of the address bar so copied
 * deep links never carry it; `keepBrowserToken` then keeps it for this tab only (reloads).
 */
export function captureBrowserToken(): void {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(BROWSER_MODE.tokenQuery);
  if (!fromUrl) return;
  token = fromUrl;
  unsaved = fromUrl;
  url.searchParams.delete(BROWSER_MODE.tokenQuery);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Keeps the captured token for reloads of this tab. Separate from the capture because the page's first use of
 * its session storage waits on the browser (~10 ms in a start-up profile).
 */
export function keepBrowserToken(): void {
  if (unsaved === null) return;
  sessionStorage.setItem(STORAGE_KEY, unsaved);
  unsaved = null;
}

/**
 * Keeps the token when the page is next idle, or as it is left if that comes first (a reload before the page
 * was ever idle): the storage's first use then falls in a wait for the network instead of delaying the
 * evaluation of the start-up code.
 */
export function keepBrowserTokenWhenIdle(): void {
  if (unsaved === null) return;
  window.addEventListener('pagehide', keepBrowserToken, { once: true });
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(keepBrowserToken, { timeout: 2_000 });
  else window.setTimeout(keepBrowserToken, 0);
}

export function browserToken(): string | null {
  if (token === undefined) {
    captureBrowserToken();
    keepBrowserToken();
    if (token === undefined) token = sessionStorage.getItem(STORAGE_KEY);
  }
  return token ?? null;
}
