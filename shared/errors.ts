/**
 * The one error shape every failure becomes, whichever side produced it: remote ErrorBody,
 * JSON-RPC error object, timeout, network failure, unparseable response or refused input.
 */
export const ERROR_KINDS = [
  'validation', // input refused before the network (field says which)
  'http', // remote answered with an error status (status, code = ErrorBody.error)
  'rpc', // JSON-RPC error object (code = JSON-RPC code)
  'unavailable', // method not offered by this endpoint (e.g. info.getNodeID on a public server)
  'timeout',
  'network', // connection refused/reset, DNS, truncated body
  'parse', // response body is not the expected shape (field = path)
  'keychain',
  'unauthorized', // browser-mode token/host/origin refused, or a 401/403 upstream
  'internal',
] as const;
export type AppErrorKind = (typeof ERROR_KINDS)[number];

export interface AppError {
  kind: AppErrorKind;
  message: string;
  status?: number;
  code?: string | number;
  field?: string;
  /** Set when the error is worth retrying by hand (rate limit, 5xx, timeout, network). */
  retryable?: boolean;
  /** How long the server asked to wait before the next attempt (its Retry-After), in ms. */
  retryAfterMs?: number;
}

/** Codes of a call a node-only profile cannot make: it names no Data API (or metrics API) URL. */
export const NO_DATA_API = 'no-data-api';
export const NO_METRICS_API = 'no-metrics-api';

/** Whether an error only says that the profile has no Data API / metrics API (an expected absence). */
export const isMissingServiceError = (error: Pick<AppError, 'kind' | 'code'>) =>
  error.kind === 'unavailable' && (error.code === NO_DATA_API || error.code === NO_METRICS_API);

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: AppError };

export function appError(
  kind: AppErrorKind,
  message: string,
  extra: Omit<AppError, 'kind' | 'message'> = {},
): AppError {
  return { kind, message, ...extra };
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).kind === 'string' &&
    typeof (value as AppError).message === 'string' &&
    (ERROR_KINDS as readonly string[]).includes((value as AppError).kind)
  );
}

/** Thrown inside services; the router turns it into `{ ok: false, error }`. */
export class AppErrorException extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'AppErrorException';
  }
}
