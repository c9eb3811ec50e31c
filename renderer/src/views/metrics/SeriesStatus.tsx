import type { ApiError } from '@renderer/api';
import { type FetchedSeries, useSeriesProgress } from '@renderer/queries/metrics';
import type { UseQueryResult } from '@tanstack/react-query';
import { FetchProgress } from './FetchProgress';
import { SeriesError } from './SeriesError';

function CancelledLine({
  label,
  queryKey,
  onAgain,
}: {
  label: string;
  queryKey: readonly unknown[];
  onAgain: () => void;
}) {
  const progress = useSeriesProgress(queryKey);
  const pages = progress ? ` after ${progress.pages} ${progress.pages === 1 ? 'page' : 'pages'}` : '';
  const points = progress ? ` (${progress.points.toLocaleString('en-US')} points)` : '';
  return (
    <div className="notice notice--warn metrics-cancelled" role="status" data-testid="metrics-cancelled">
      Loading {label} was cancelled{pages}
      {points}.{' '}
      <button type="button" className="button" onClick={onAgain} data-testid="metrics-load-again">
        Load again
      </button>
    </div>
  );
}

function LoadingLine({
  label,
  queryKey,
  onCancel,
}: {
  label: string;
  queryKey: readonly unknown[];
  onCancel: () => void;
}) {
  return <FetchProgress label={label} progress={useSeriesProgress(queryKey)} onCancel={onCancel} />;
}

/**
 * One series' state above the chart, when it is not simply drawn: its pages coming in (with Cancel), its
 * walk cancelled (with Load again), or its error (with Retry).
 */
export function SeriesStatus({
  query,
  queryKey,
  label,
  chainId,
  onCancel,
  onAgain,
}: {
  query: UseQueryResult<FetchedSeries, ApiError>;
  queryKey: readonly unknown[];
  label: string;
  chainId: string;
  onCancel: (queryKey: readonly unknown[]) => void;
  onAgain: (queryKey: readonly unknown[]) => void;
}) {
  if (query.data === undefined && query.fetchStatus === 'fetching') {
    return <LoadingLine label={label} queryKey={queryKey} onCancel={() => onCancel(queryKey)} />;
  }
  if (query.isPending && query.fetchStatus === 'idle') {
    return (
      <CancelledLine
        label={label}
        queryKey={queryKey}
        onAgain={() => {
          onAgain(queryKey);
          void query.refetch();
        }}
      />
    );
  }
  if (query.isError) {
    return (
      <SeriesError
        error={query.error}
        label={label}
        chainId={chainId}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return null;
}
