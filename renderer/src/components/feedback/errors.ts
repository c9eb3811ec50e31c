import { ApiError } from '@renderer/api';
import type { AppError } from '@shared/errors';

/** The AppError inside whatever a query threw (an ApiError, a bare AppError, or anything else). */
export function appErrorOf(error: ApiError | AppError): AppError {
  return error instanceof ApiError ? error.error : error;
}

/** The endpoint does not offer this method (e.g. a public node without the info API). */
export function isUnavailable(error: ApiError | AppError | null | undefined): boolean {
  return !!error && appErrorOf(error).kind === 'unavailable';
}

/**
 * The endpoint did not answer at all, or answered only with a server failure: unreachable, timed out,
 * a 5xx, or a body that is not an answer. One of these on every call means the node is down.
 */
export function isOutageError(error: ApiError | AppError | null | undefined): boolean {
  if (!error) return false;
  const e = appErrorOf(error);
  return (
    e.kind === 'network' || e.kind === 'timeout' || e.kind === 'parse' || (e.kind === 'http' && (e.status ?? 0) >= 500)
  );
}

/**
 * A 429 of the Data or metrics API (whose limits an API key raises); a node's 429 is not about the key.
 */
export function isDataApiRateLimit(error: ApiError | AppError | null | undefined): boolean {
  if (!error || appErrorOf(error).status !== 429) return false;
  return !(error instanceof ApiError && error.channel.startsWith('node.'));
}
