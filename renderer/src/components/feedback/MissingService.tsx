import { NO_METRICS_API } from '@shared/errors';
import { routeTo } from '@shared/routing/routes';

/**
 * What a node-only profile says where a view needs the Data API (or the metrics API): an expected absence,
 * not a failure — what is missing, why the node cannot stand in, and where to set the URL.
 */
export function MissingService({ what, code }: { what?: string; code?: string | number }) {
  const service = code === NO_METRICS_API ? 'a metrics API' : 'a Data API';
  return (
    <section className="notice notice--info not-available" role="status" data-testid="missing-data-api">
      <strong className="not-available__title">
        {what ? `${what} is unavailable without ${service}` : `Unavailable without ${service}`}
      </strong>
      <span className="muted">
        This profile reads only its node. A node answers for blocks, transactions, balances and logs one request at a
        time; lists across the whole chain (an address's full history, token balances, NFTs, metrics) need an indexer.
      </span>
      <a className="link" href={routeTo('settings', {})} data-testid="missing-data-api-settings">
        Set {service} URL in Settings →
      </a>
    </section>
  );
}

/**
 * What a profile with a Data API says where a view needs it for one of its custom chains: the Data API does
 * not index that chain, which is read from its own RPC URL alone.
 */
export function NotIndexed({ what, chainName }: { what: string; chainName: string }) {
  return (
    <section className="notice notice--info not-available" role="status" data-testid="not-indexed">
      <strong className="not-available__title">{what} is unavailable on this chain</strong>
      <span className="muted">
        {chainName} is a custom chain of this profile: the Data API does not index it, so Snowscope reads it from its
        own RPC URL, one request at a time. Lists across the whole chain (an address's full history, token balances,
        NFTs) need an indexer.
      </span>
    </section>
  );
}
