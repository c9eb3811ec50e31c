import type { ApiError } from '@renderer/api';
import type { AppError } from '@shared/errors';
import { ErrorPanel } from '../ErrorPanel';
import { isUnavailable } from './errors';
import { NotAvailable } from './NotAvailable';

/** A failed query: a notice when the endpoint simply lacks the method, otherwise the error panel with Retry. */
export function QueryError({
  error,
  onRetry,
  retrying = false,
  title,
  what,
}: {
  error: ApiError | AppError;
  onRetry?: () => void;
  retrying?: boolean;
  title?: string;
  /** Names the missing thing for the "not available" notice. */
  what?: string;
}) {
  if (isUnavailable(error)) return <NotAvailable what={what} error={error} />;
  return <ErrorPanel error={error} title={title} onRetry={onRetry} retrying={retrying} />;
}
