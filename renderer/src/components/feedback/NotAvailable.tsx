import type { ApiError } from '@renderer/api';
import { type AppError, isMissingServiceError } from '@shared/errors';
import { routeTo } from '@shared/routing/routes';
import type { ReactNode } from 'react';
import { appErrorOf } from './errors';
import { MissingService } from './MissingService';

/**
 * For AppError kind `unavailable`: the endpoint does not offer this (a public node has no info or index
 * API, a Data API without metrics…). Not a failure to retry, so it reads as a notice, not an error.
 */
export function NotAvailable({
  what,
  error,
  children,
}: {
  /** What is missing, e.g. "Node identity" → "Node identity is not available on this endpoint". */
  what?: string;
  error?: ApiError | AppError;
  children?: ReactNode;
}) {
  const appError = error ? appErrorOf(error) : null;
  if (appError && isMissingServiceError(appError)) return <MissingService what={what} code={appError.code} />;
  const detail = appError?.message ?? null;
  return (
    <section className="notice notice--info not-available" role="status" data-testid="not-available">
      <strong className="not-available__title">
        {what ? `${what} is not available on this endpoint` : 'Not available on this endpoint'}
      </strong>
      {detail && (
        <span className="muted" data-testid="not-available-detail">
          {detail}
        </span>
      )}
      {children ?? (
        <span className="muted">
          A profile pointing at an endpoint that offers it can show it (<a href={routeTo('settings', {})}>Settings</a>).
        </span>
      )}
    </section>
  );
}
