import { createHash } from 'node:crypto';
import type { PageLimit } from '@shared/contract/data/common';
import type { Dataset } from '@sim/dataset';
import { type SimNetwork, toSimNetwork } from '@sim/dataset/constants';
import type { NetworkDataset } from '@sim/dataset/primary';
import { SimHttpError } from '@sim/http/errors';
import type { SimRequest } from '@sim/http/router';

/** Query/path rules shared by the primary-network Data API routes; every violation is a 400 ErrorBody. */

export function fail(message: string): never {
  throw new SimHttpError(400, message);
}

export function networkOf(ds: Dataset, req: SimRequest): { network: SimNetwork; data: NetworkDataset } {
  const raw = req.params.network ?? '';
  const network = toSimNetwork(raw);
  if (!network) return fail(`network must be one of mainnet, fuji, testnet; got "${raw}"`);
  return { network, data: ds.primary[network] };
}

/** A non-empty query value, or undefined when absent or blank. */
export function queryValue(req: SimRequest, name: string): string | undefined {
  const value = req.query.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}

/** `pageSize` within the contract's bounds for the channel (`PAGE_LIMITS`), or the service's default. */
export function pageSizeOf(req: SimRequest, limits: PageLimit): number {
  const raw = queryValue(req, 'pageSize');
  if (raw === undefined) return limits.default;
  if (!/^\d+$/.test(raw)) return fail(`pageSize must be an integer from ${limits.min} to ${limits.max}`);
  const size = Number(raw);
  if (size < limits.min || size > limits.max)
    return fail(`pageSize must be an integer from ${limits.min} to ${limits.max}`);
  return size;
}

export type SortOrder = 'asc' | 'desc';
export function sortOrderOf(req: SimRequest): SortOrder {
  const raw = queryValue(req, 'sortOrder');
  if (raw === undefined) return 'desc';
  if (raw !== 'asc' && raw !== 'desc') return fail('sortOrder must be asc or desc');
  return raw;
}

/**
 * Page tokens are opaque: base64url JSON of the offset plus a digest of the query they belong to, so a
 * token replayed against another query (or tampered with) is refused instead of paging something else.
 */
function binding(scope: string, parts: readonly unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([scope, ...parts]))
    .digest('base64url')
    .slice(0, 16);
}

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

export function paginate<T>(
  req: SimRequest,
  items: readonly T[],
  pageSize: number,
  scope: string,
  parts: readonly unknown[],
): Page<T> {
  const bound = binding(scope, parts);
  let offset = 0;
  const token = req.query.get('pageToken');
  if (token !== null && token !== '') {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    } catch {
      return fail('pageToken is invalid');
    }
    const cursor = decoded as { o?: unknown; b?: unknown } | null;
    if (typeof cursor !== 'object' || cursor === null || cursor.b !== bound) {
      return fail('pageToken is invalid or belongs to a different query');
    }
    if (typeof cursor.o !== 'number' || !Number.isInteger(cursor.o) || cursor.o < 0 || cursor.o > items.length) {
      return fail('pageToken is invalid');
    }
    offset = cursor.o;
  }
  const end = offset + pageSize;
  const page: Page<T> = { items: items.slice(offset, end) };
  if (end < items.length) page.nextPageToken = Buffer.from(JSON.stringify({ o: end, b: bound })).toString('base64url');
  return page;
}

export const ok = (body: unknown, status = 200) => ({ status, body });
