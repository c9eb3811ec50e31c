import type { ApiError } from '@renderer/api';
import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { appErrorOf } from '@renderer/components/feedback/errors';

/** A title that says what happened to this series, in the chart's own words. */
export function seriesErrorTitle(error: ApiError, label: string, chainId: string): string {
  const e = appErrorOf(error);
  if (e.kind === 'http' && e.status === 404) return `No metrics for chain ${chainId}: the metrics API does not know it`;
  if (e.kind === 'http' && e.status === 400) return `The metrics API refused ${label}`;
  if (e.kind === 'http' && e.status === 429) return 'The metrics API is rate limiting: retried, still refused';
  if (e.kind === 'http') return `The metrics API failed on ${label}`;
  if (e.kind === 'network' || e.kind === 'timeout') return 'Cannot reach the metrics API';
  if (e.kind === 'parse') return `The metrics API sent an answer for ${label} that cannot be read`;
  return `${label} could not be loaded`;
}

export function SeriesError({
  error,
  label,
  chainId,
  onRetry,
  retrying,
}: {
  error: ApiError;
  label: string;
  chainId: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div data-testid="metrics-error">
      <ErrorPanel error={error} title={seriesErrorTitle(error, label, chainId)} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
