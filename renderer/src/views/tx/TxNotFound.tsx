import type { ApiError } from '@renderer/api';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { Skeleton } from '@renderer/components/Skeleton';
import { Badge } from '@renderer/components/value/Badge';
import type { useChainList } from '@renderer/queries/tx';
import { useForgetFailedSearch } from '@renderer/search/use-forget-failed-search';
import { routeTo } from '@shared/routing/routes';
import { otherChains } from './tx-format';

/** A 404 on this chain: the hash may well exist on another chain, so offer each one the Data API indexes. */
export function TxNotFound({
  chainId,
  txHash,
  chainLabel,
  error,
  chains,
}: {
  chainId: string;
  txHash: string;
  chainLabel: string;
  error: ApiError;
  chains: ReturnType<typeof useChainList>;
}) {
  useForgetFailedSearch();
  const candidates = chains.data ? otherChains(chains.data.chains, chainId) : [];
  return (
    <section className="card" data-testid="tx-not-found">
      <h2 className="card__title">Not found on {chainLabel}</h2>
      <p>
        The Data API has no transaction with this hash on {chainLabel}. It may belong to another chain, or not be
        indexed yet.
      </p>
      <p className="muted" data-testid="tx-not-found-message">
        {error.message}
      </p>
      <h3 className="tx-subtitle">Try this hash on another chain</h3>
      {chains.isPending ? (
        <Skeleton size="md" />
      ) : chains.isError ? (
        <QueryError
          error={chains.error}
          onRetry={() => void chains.refetch()}
          retrying={chains.isFetching}
          title="The list of chains could not be loaded"
        />
      ) : candidates.length === 0 ? (
        <p className="muted">The Data API indexes no other chain.</p>
      ) : (
        <ul className="tx-chain-list">
          {candidates.map((c) => (
            <li key={c.chainId}>
              <a
                href={routeTo('tx', { chainId: c.chainId, txHash })}
                data-testid="tx-try-chain"
                data-chain-id={c.chainId}
              >
                {c.chainName}
              </a>
              <span className="mono muted">{c.chainId}</span>
              {c.isTestnet && <Badge tone="warning">testnet</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
