import { type AppError, appError } from '@shared/errors';

/** What every failed `api.invoke` throws: the typed AppError plus the channel that produced it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly error: AppError,
    readonly channel: string,
  ) {
    super(error.message);
  }
}

/** Anything thrown along the call path, as an ApiError (an unexpected exception becomes kind `internal`). */
export function toApiError(e: unknown, channel: string): ApiError {
  if (e instanceof ApiError) return e;
  const message = e instanceof Error ? e.message : 'Unexpected failure';
  return new ApiError(appError('internal', message), channel);
}
