import type { ApiError } from '@renderer/api';
import { useKeepFailure } from '@renderer/queries/keep-failure';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Skeleton } from '../Skeleton';
import { EmptyState } from './EmptyState';
import { ErrorShownAbove, useErrorsShownAbove } from './ErrorsShownAbove';
import { isOutageError } from './errors';
import { QueryError } from './QueryError';
import { StillWaiting } from './StillWaiting';
import { StoppedWaiting } from './StoppedWaiting';
import { useStopWaiting } from './use-stop-waiting';

export interface QueryStateProps<T> {
  query: UseQueryResult<T, ApiError>;
  children: (data: T) => ReactNode;
  /** When it returns true the `empty` content is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loading?: ReactNode;
  /** Shown while the query is disabled (e.g. waiting for valid input). */
  idle?: ReactNode;
  errorTitle?: string;
  /** Names the thing for the "not available on this endpoint" notice. */
  what?: string;
}

/**
 * The four states of a `useQuery` result in one place: loading skeleton, error with Retry (or the
 * "not available" notice), empty, data. A failed background refresh keeps the data and shows the error above it;
 * a query that has only failed keeps its error on screen, "Retrying…", while it is asked again (useKeepFailure).
 */
export function QueryState<T>({
  query: given,
  children,
  isEmpty,
  empty,
  loading,
  idle = null,
  errorTitle,
  what,
}: QueryStateProps<T>) {
  const query = useKeepFailure(given);
  const retry = () => void query.refetch();
  // Set when the user cancels a wait that went on too long: how long they had waited.
  const [stoppedAfterMs, setStoppedAfterMs] = useState<number | null>(null);
  const stopFetch = useStopWaiting(query);
  const stopWaiting = (waitedMs: number) => {
    setStoppedAfterMs(waitedMs);
    void stopFetch();
  };
  useEffect(() => {
    if (!query.isPending) setStoppedAfterMs(null);
  }, [query.isPending]);
  const shownAbove = useErrorsShownAbove();
  // A page-wide outage is reported once above; any other failure is still this query's own.
  const ownError = query.isError && (shownAbove === null || !isOutageError(query.error));
  if (query.isPending) {
    if (stoppedAfterMs !== null) {
      const askAgain = () => {
        setStoppedAfterMs(null);
        void query.refetch();
      };
      return <StoppedWaiting waitedMs={stoppedAfterMs} onRetry={askAgain} />;
    }
    if (query.fetchStatus === 'idle') return <>{idle}</>;
    return (
      <>
        {loading ?? (
          <div className="query-loading" aria-busy="true" data-testid="query-loading">
            <Skeleton size="xl" />
            <Skeleton size="md" />
            <Skeleton size="md" />
          </div>
        )}
        <StillWaiting onStop={stopWaiting} />
      </>
    );
  }
  if (query.isError && query.data === undefined) {
    if (!ownError && shownAbove !== null) return <ErrorShownAbove reason={shownAbove} />;
    return (
      <>
        <QueryError error={query.error} onRetry={retry} retrying={query.isFetching} title={errorTitle} what={what} />
        {query.isFetching && <StillWaiting onStop={stopWaiting} />}
      </>
    );
  }
  const data = query.data as T;
  return (
    <>
      {ownError && (
        <QueryError error={query.error} onRetry={retry} retrying={query.isFetching} title={errorTitle} what={what} />
      )}
      {isEmpty?.(data) ? <EmptyState>{empty ?? 'Nothing to show.'}</EmptyState> : children(data)}
    </>
  );
}
