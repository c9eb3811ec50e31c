/** Redirects are followed by hand (never by fetch), so each hop is checked before anything is sent. */
export const MAX_REDIRECTS = 3;

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export type RedirectDecision =
  | {
      follow: true;
      url: string;
      /** Credential headers (the API key) go along only when the hop lands on the configured origin. */
      withCredentials: boolean;
      /** 303, and 301/302 after a POST, continue as a GET without a body (what browsers do). */
      asGet: boolean;
    }
  | { follow: false; reason: string };

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * Whether to follow one redirect, and with what. `configured` is the URL the request was made for (its
 * origin is the one the key was configured for), `current` the URL that answered `status` with
 * `location`. Followed: https anywhere, or anything on the configured origin; refused: plain http to
 * another origin (an https → http downgrade included) and every other scheme.
 */
export function redirectDecision(
  configured: string,
  current: string,
  status: number,
  method: 'GET' | 'POST',
  location: string | null,
): RedirectDecision {
  const target = location ? parse(location, current) : null;
  if (!target) return { follow: false, reason: 'a redirect without a usable Location' };
  const configuredOrigin = parse(configured)?.origin;
  const sameOrigin = target.origin === configuredOrigin;
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && sameOrigin)) {
    return {
      follow: false,
      reason: `a redirect to ${target.protocol}//${target.host} (only https, or the same origin, is followed)`,
    };
  }
  if (target.username || target.password) {
    return { follow: false, reason: `a redirect to ${target.host} with credentials in the URL` };
  }
  const asGet = status === 303 || (method === 'POST' && (status === 301 || status === 302));
  return { follow: true, url: target.href, withCredentials: sameOrigin, asGet };
}
