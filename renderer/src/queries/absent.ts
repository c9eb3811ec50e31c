import type { ApiError } from '../api';

/**
 * An answer that means "this does not exist" (the Data API's 404: not a contract, no such transaction),
 * kept as a value rather than an error so the cache holds it like any answer and a revisit asks nothing.
 */
export interface Absent {
  readonly absent: true;
  /** The answer as received (its message says what was not found). */
  readonly error: ApiError;
}

export const isNotFound = (error: ApiError) => error.error.kind === 'http' && error.error.status === 404;

export const absent = (error: ApiError): Absent => ({ absent: true, error });

export function isAbsent(value: unknown): value is Absent {
  return typeof value === 'object' && value !== null && (value as Partial<Absent>).absent === true;
}

/**
 * How long "does not exist" stays fresh: the channel's own stale time, but never longer than a minute —
 * a transaction the Data API has not indexed yet, or an address deployed to later, exists soon after.
 */
export const ABSENT_STALE_TIME = 60_000;
