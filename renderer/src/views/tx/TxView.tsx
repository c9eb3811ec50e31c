import { OUTCOME_LABELS, txOutcome } from '@renderer/components/transfer/tx-outcome';
import '@renderer/styles/views/tx.css';
import { CopyButton } from '@renderer/components/CopyButton';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { OpenOnWeb } from '@renderer/components/OpenOnWeb';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { StatusPill } from '@renderer/components/value/Badge';
import { isAbsent } from '@renderer/queries/absent';
import { useChainSource } from '@renderer/queries/chains';
import { useChainList, useTransaction } from '@renderer/queries/tx';
import { NodeTxView } from '@renderer/views/node-only/NodeTxView';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { NodeTxFallback } from './NodeTxFallback';
import { TxDetailView } from './TxDetailView';
import { TxNotFound } from './TxNotFound';
import { findChainInfo } from './tx-format';

function TxLoading() {
  return (
    <section className="card" aria-busy="true" data-testid="tx-loading">
      <Skeleton size="xl" />
      <Skeleton size="md" />
      <Skeleton size="md" />
      <Skeleton size="md" />
    </section>
  );
}

/** `#/tx/:chainId/:txHash`: one EVM transaction, everything the Data API knows about it. */
export function TxView({ chainId, txHash }: { chainId: string; txHash: string }) {
  const source = useChainSource(chainId);
  if (source !== 'data' && routeIssues({ name: 'tx', chainId, txHash }).length === 0) {
    return source === 'node' ? <NodeTxView chainId={chainId} txHash={txHash} /> : <TxLoading />;
  }
  return <IndexedTxView chainId={chainId} txHash={txHash} />;
}

function IndexedTxView({ chainId, txHash }: { chainId: string; txHash: string }) {
  const issues = routeIssues({ name: 'tx', chainId, txHash });
  const valid = issues.length === 0;
  const query = useTransaction(chainId, txHash, valid);
  const chains = useChainList(valid);
  const chain = findChainInfo(chains.data?.chains, chainId);
  const chainLabel = chain ? `${chain.chainName} (${chainId})` : `chain ${chainId}`;
  const found = query.data && !isAbsent(query.data) ? query.data : undefined;
  const outcome = found ? txOutcome(found.nativeTransaction.txStatus) : null;

  return (
    <div className="view tx-view" data-testid="tx-view">
      <PageHeader
        eyebrow={`Transaction · ${chainLabel}`}
        actions={valid && <OpenOnWeb item="tx" chainId={chainId} value={txHash} />}
        title={
          <span className="hash-line">
            <span className="mono break" data-testid="tx-hash">
              {txHash}
            </span>
            {valid && <CopyButton value={txHash} label="Copy hash" testId="copy-tx-hash" />}
            {outcome && found && (
              <StatusPill
                status={outcome === 'unknown' ? found.nativeTransaction.txStatus : outcome}
                label={outcome === 'unknown' ? `Status ${found.nativeTransaction.txStatus}` : OUTCOME_LABELS[outcome]}
                testId="tx-status"
              />
            )}
          </span>
        }
      />
      {!valid ? (
        <RouteIssuesCard issues={issues} testId="tx-invalid">
          <p className="muted">
            A transaction hash is <code className="mono">0x</code> followed by 64 hex characters; the chain is an EVM
            chain id such as 43114.
          </p>
          <a className="link" href={routeTo('txLookup', {})}>
            Enter a transaction hash →
          </a>
        </RouteIssuesCard>
      ) : query.isPending ? (
        <TxLoading />
      ) : isAbsent(query.data) ? (
        <NodeTxFallback
          chainId={chainId}
          txHash={txHash}
          onRecheck={() => void query.refetch()}
          rechecking={query.isFetching}
          notFound={
            <TxNotFound
              chainId={chainId}
              txHash={txHash}
              chainLabel={chainLabel}
              error={query.data.error}
              chains={chains}
            />
          }
        />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="The transaction could not be loaded"
          what="Transaction lookup"
        />
      ) : (
        <TxDetailView chainId={chainId} detail={query.data} chains={chains.data?.chains} />
      )}
    </div>
  );
}
