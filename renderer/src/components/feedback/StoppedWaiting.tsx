import { EmptyState } from './EmptyState';

/**
 * What a loading state becomes when the user stops waiting for a stalled answer: said plainly, with
 * Retry. Not an error panel: nothing failed, the service simply had not answered.
 */
export function StoppedWaiting({ waitedMs, onRetry }: { waitedMs: number; onRetry: () => void }) {
  return (
    <EmptyState
      testId="stopped-waiting"
      title={`Stopped waiting after ${Math.max(1, Math.floor(waitedMs / 1000))} s`}
      action={
        <button type="button" className="button" onClick={onRetry} data-testid="retry-button">
          Retry
        </button>
      }
    >
      The service had not answered. Retry asks again; an answer to the first request is no longer waited for.
    </EmptyState>
  );
}
