import { BROWSER_MODE } from '@shared/bridge';

const STORAGE_KEY = 'snowscope.browserToken';
let token: string | null | undefined;

/**
 * Browser mode hands the page its access token once, as `?token=`. Keep it for this tab only and
 * take it out of the address bar so copied deep links never carry it.
 */
export function captureBrowserToken(): void {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(BROWSER_MODE.tokenQuery);
  if (fromUrl) {
    sessionStorage.setItem(STORAGE_KEY, fromUrl);
    url.searchParams.delete(BROWSER_MODE.tokenQuery);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  token = sessionStorage.getItem(STORAGE_KEY);
}

export function browserToken(): string | null {
  if (token === undefined) captureBrowserToken();
  return token ?? null;
}
