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
