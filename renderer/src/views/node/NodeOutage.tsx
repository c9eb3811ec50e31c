import type { ApiError } from '@renderer/api';
import { appErrorOf, isOutageError } from '@renderer/components/feedback/errors';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { useNetworkId, useNodeLastUpdated, useNodeRefreshNow } from '@renderer/queries/node';

/** What the page says instead of a red box per card while the node is down. */
export const NODE_DOWN_REASON = 'the node is not answering';

/**
 * Whether the node answers at all: info.getNetworkID (every node, public servers too, offers it) failing
 * with no answer, a server error or garbage means the node is down, not that one method is missing.
 */
export function useNodeOutage(): ApiError | null {
  const probe = useNetworkId();
  return probe.isError && isOutageError(probe.error) ? probe.error : null;
}

/** One banner for the page while the node is down: the error, when it last answered, and Retry. */
export function NodeOutageBanner({ error }: { error: ApiError }) {
  const lastUpdated = useNodeLastUpdated();
  const { fetching, refreshNow } = useNodeRefreshNow();
  const e = appErrorOf(error);
  return (
    <section className="node-outage" role="alert" data-testid="node-outage" data-error-kind={e.kind}>
      <div className="node-outage__text">
        <strong className="node-outage__title">The node is not answering</strong>
        <span className="node-outage__message" data-testid="node-outage-message">
          {e.message}
        </span>
        <span className="muted">
          {e.kind}
          {e.status !== undefined && ` ${e.status}`} ·{' '}
          {lastUpdated > 0 ? (
            <>
              last answer <Timestamp value={new Date(lastUpdated)} relative testId="node-outage-last" />; what is shown
              below is from then
            </>
          ) : (
            'no answer since the page opened'
          )}
          . Auto-refresh keeps trying.
        </span>
      </div>
      <button type="button" className="button" onClick={refreshNow} disabled={fetching} data-testid="node-outage-retry">
        {fetching ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
