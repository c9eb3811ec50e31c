import { CopyButton } from '@renderer/components/CopyButton';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { Card } from '@renderer/components/layout/Card';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { decodeTransfers } from '@renderer/format/transfer-logs';
import { nativeTokenOf, useNodeChainRef } from '@renderer/queries/chains';
import { useNodeTransaction } from '@renderer/queries/tx';
import { NodeFacts } from '@renderer/views/tx/NodeTxFallback';
import type { EvmTransaction } from '@shared/models/node/evm';
import { useMemo } from 'react';
import { NodeTransfersTable } from './NodeTransfersTable';

/** The calldata's 4-byte selector and its size; the node has no method names (that needs a signature index). */
function InputCard({ tx }: { tx: EvmTransaction }) {
  const bytes = (tx.input.length - 2) / 2;
  return (
    <Card title="Input data" testId="node-tx-input">
      {bytes === 0 ? (
        <p className="muted">No input: a plain value transfer.</p>
      ) : (
        <>
          <p>
            Method selector{' '}
            <code className="mono" data-testid="node-tx-selector">
              {tx.input.slice(0, 10)}
            </code>{' '}
            <CopyButton value={tx.input.slice(0, 10)} label="Copy selector" testId="copy-selector" />{' '}
            <span className="muted">
              · {bytes} bytes of calldata. Without an indexer the method name is not known; the selector is the first 4
              bytes of the keccak hash of its signature.
            </span>
          </p>
          <pre className="mono break node-tx-input__raw">{tx.input}</pre>
        </>
      )}
    </Card>
  );
}

/**
 * `#/tx/:chainId/:txHash` on a node-only profile: eth_getTransactionByHash and eth_getTransactionReceipt —
 * status, gas, fee, the Transfer events decoded with each token's own name/symbol/decimals, and the selector.
 */
export function NodeTxView({ chainId, txHash }: { chainId: string; txHash: string }) {
  const { ref, chain } = useNodeChainRef(chainId);
  const blockchainId = ref.kind === 'ready' ? ref.blockchainId : null;
  const { tx, receipt, chainId: nodeChain } = useNodeTransaction(blockchainId, txHash);
  const transfers = useMemo(() => decodeTransfers(receipt.data?.logs ?? []), [receipt.data]);

  return (
    <div className="view tx-view" data-testid="tx-view">
      <PageHeader
        eyebrow={`Transaction · ${chain ? `${chain.chainName} (${chainId})` : `chain ${chainId}`} · from the node`}
        title={
          <span className="hash-line">
            <span className="mono break" data-testid="tx-hash">
              {txHash}
            </span>
            <CopyButton value={txHash} label="Copy hash" testId="copy-tx-hash" />
          </span>
        }
      />
      {ref.kind === 'unknown' ? (
        <Card tone="warn" title="Which node chain?" testId="tx-chain-unknown">
          <p>{ref.reason}</p>
        </Card>
      ) : tx.isError ? (
        <QueryError error={tx.error} onRetry={() => void tx.refetch()} retrying={tx.isFetching} what="Transaction" />
      ) : tx.isPending ? (
        <section className="card" aria-busy="true" data-testid="tx-loading">
          <Skeleton size="xl" />
          <Skeleton size="md" />
        </section>
      ) : tx.data === null ? (
        <Card title="Not found on this chain" testId="tx-node-none">
          <p>
            The node of {chain?.chainName ?? `chain ${chainId}`} does not know this transaction (it may be on another
            chain, or not yet sent).
          </p>
        </Card>
      ) : (
        <>
          <Card title="Overview" testId="tx-node-fallback">
            {receipt.isError ? (
              <QueryError error={receipt.error} onRetry={() => void receipt.refetch()} />
            ) : (
              <NodeFacts
                chainId={chainId}
                tx={tx.data}
                receipt={receipt.data}
                nodeChainId={nodeChain.data}
                token={nativeTokenOf(chain)}
              />
            )}
          </Card>
          <Card title={`Token transfers (${transfers.length})`} testId="node-tx-transfers">
            {blockchainId && (
              <NodeTransfersTable
                chainId={chainId}
                blockchainId={blockchainId}
                transfers={transfers}
                label="Token transfers of this transaction"
                emptyMessage={
                  receipt.isPending ? 'Reading the receipt…' : 'No ERC-20 or ERC-721 Transfer event in its logs.'
                }
              />
            )}
          </Card>
          <InputCard tx={tx.data} />
        </>
      )}
    </div>
  );
}
