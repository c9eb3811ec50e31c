import { isLoopbackUrl } from '@shared/net/host-scope';

/** How a base URL travels: https, plain http to this computer, plain http over the network, or not a URL. */
export type UrlSafety = 'https' | 'loopback-http' | 'plain-http' | 'other';

export function urlSafety(url: string): UrlSafety {
  const text = url.trim();
  if (/^https:\/\//i.test(text)) return 'https';
  if (!/^http:\/\//i.test(text) || !URL.canParse(text)) return 'other';
  return isLoopbackUrl(text) ? 'loopback-http' : 'plain-http';
}

/** What the form says under a URL field, or null when there is nothing to warn about. */
export function urlWarning(url: string): string | null {
  return urlSafety(url) === 'plain-http'
    ? 'Plain http: anyone on the network path can read and change requests and answers. Prefer https.'
    : null;
}

/** The API key goes to the Data API and metrics API only; over plain http to another host it needs an opt-in. */
export function keyNeedsHttpOptIn(urls: { dataApiUrl: string; metricsApiUrl: string }): boolean {
  return urlSafety(urls.dataApiUrl) === 'plain-http' || urlSafety(urls.metricsApiUrl) === 'plain-http';
}
