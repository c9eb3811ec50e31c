import { hostScope } from '@shared/net/host-scope';

/**
 * The window's security decisions as pure functions (no Electron import), so each is unit-tested:
 * which URLs are the app itself, which links may open in the system browser, which permissions the page
 * gets.
 */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether `url` is the app's own page: the same file under file:// (any hash or query), or the same origin
 * as the dev server, compared exactly (`http://localhost:5173.evil.com` is another origin).
 */
export function isAppUrl(url: string, rendererUrl: string): boolean {
  const candidate = parse(url);
  const app = parse(rendererUrl);
  if (!candidate || !app) return false;
  if (app.protocol === 'file:') {
    return candidate.protocol === 'file:' && candidate.host === app.host && candidate.pathname === app.pathname;
  }
  return (app.protocol === 'http:' || app.protocol === 'https:') && candidate.origin === app.origin;
}

/**
 * The URL to hand to the system browser for a link the page tried to open, or null to ignore it: only
 * https, without credentials, to a public host (a link in NFT metadata must not open a router's admin page
 * or a local service).
 */
export function externalUrlToOpen(url: string): string | null {
  const target = parse(url);
  if (target?.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  if (hostScope(target.hostname) !== 'public') return null;
  return target.href;
}

export type NavigationDecision = { action: 'allow' } | { action: 'deny'; openExternally: string | null };

/** A navigation of the window: allowed only within the app; anything else is stopped (and maybe opened outside). */
export function navigationDecision(url: string, rendererUrl: string): NavigationDecision {
  if (isAppUrl(url, rendererUrl)) return { action: 'allow' };
  return { action: 'deny', openExternally: externalUrlToOpen(url) };
}

/**
 * Permissions the page is granted: none. Clipboard access included — copy buttons go through main
 * (`app.clipboard.writeText`, Electron's clipboard), so the page never needs clipboard-sanitized-write, and
 * it must never read the clipboard. Camera, microphone, geolocation, notifications, HID/USB/serial,
 * fullscreen, openExternal requests from the page: all refused.
 */
const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set();

export function permissionGranted(permission: string): boolean {
  return GRANTED_PERMISSIONS.has(permission);
}
