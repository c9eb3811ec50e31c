import { badInput } from './params';

/**
 * Opaque page tokens: base64url of a JSON cursor `{q, o}` where `q` fingerprints the endpoint and
 * every filter of the query, so a token replayed with other filters (or on another list) is refused,
 * and `o` is the offset of the next item.
 */

export interface ListSource<T> {
  total: number;
  at(index: number): T;
}

export const fromArray = <T>(items: readonly T[]): ListSource<T> => ({ total: items.length, at: (i) => items[i] as T });

/** `items` read from the end: newest first. */
export const reversed = <T>(items: readonly T[]): ListSource<T> => ({
  total: items.length,
  at: (i) => items[items.length - 1 - i] as T,
});

function fingerprint(scope: string, binding: Record<string, unknown>): string {
  const text = `${scope}|${JSON.stringify(binding, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/**
 * `asOf` (optional) is the simulator time the first page was answered at: later pages are answered as of
 * that same time, so a list whose head grows while it is paged (metrics) neither repeats nor skips.
 */
export function encodePageToken(
  scope: string,
  binding: Record<string, unknown>,
  offset: number,
  asOf?: number,
): string {
  const cursor = { q: fingerprint(scope, binding), o: offset, ...(asOf === undefined ? {} : { t: asOf }) };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The `asOf` a token carries, unverified (the fingerprint check in `paginate` verifies it); else undefined. */
export function pageTokenAsOf(token: string | null): number | undefined {
  if (!token || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    const t = (JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { t?: unknown }).t;
    return typeof t === 'number' && Number.isInteger(t) ? t : undefined;
  } catch {
    return undefined;
  }
}

/** Offset a token points at; 400 when it is malformed, for another query, or out of range. */
export function decodePageToken(token: string, scope: string, binding: Record<string, unknown>, total: number): number {
  let cursor: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('not base64url');
    cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return badInput('Invalid pageToken: it was not issued by this service');
  }
  const c = cursor as { q?: unknown; o?: unknown };
  if (typeof c !== 'object' || c === null || typeof c.q !== 'string' || typeof c.o !== 'number') {
    return badInput('Invalid pageToken: it was not issued by this service');
  }
  if (c.q !== fingerprint(scope, binding)) {
    return badInput('Invalid pageToken: it belongs to a request with different parameters');
  }
  if (!Number.isInteger(c.o) || c.o < 1 || c.o >= total) return badInput('Invalid pageToken: it is out of range');
  return c.o;
}

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

/** One page of `source` for a request: reads `pageToken`, returns the items and the next token (see `asOf`). */
export function paginate<T>(
  source: ListSource<T>,
  query: URLSearchParams,
  pageSize: number,
  scope: string,
  binding: Record<string, unknown>,
  asOf?: number,
): Page<T> {
  const token = query.get('pageToken');
  const start = token === null || token === '' ? 0 : decodePageToken(token, scope, binding, source.total);
  const end = Math.min(source.total, start + pageSize);
  const items: T[] = [];
  for (let i = start; i < end; i++) items.push(source.at(i));
  return end < source.total ? { items, nextPageToken: encodePageToken(scope, binding, end, asOf) } : { items };
}

/** Response body of a paged list: `{ nextPageToken?, [key]: items }`. */
export function listBody<T>(
  key: string,
  page: Page<T>,
  render: (item: T) => unknown,
  extra: Record<string, unknown> = {},
) {
  return {
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...extra,
    [key]: page.items.map(render),
  };
}
