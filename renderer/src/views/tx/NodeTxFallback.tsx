import { QueryError } from '@renderer/components/feedback/QueryError';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Skeleton } from '@renderer/components/Skeleton';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { StatusPill } from '@renderer/components/value/Badge';
import { formatInteger } from '@renderer/format/number';
import { nativeTokenOf, useNodeChainRef } from '@renderer/queries/chains';
import { useNodeTransaction } from '@renderer/queries/tx';
import type { EvmReceipt, EvmTransaction } from '@shared/models/node/evm';
import { routeTo } from '@shared/routing/routes';
import type { ReactNode } from 'react';

const big = (hex: string | null | undefined) => {
  if (!hex) return null;
  try {
    return BigInt(hex);
  } catch {
    return null;
  }
};

function outcome(receipt: EvmReceipt | null | undefined): {
  status: string;
  tone: 'success' | 'failed' | 'warning';
  label: string;
} {
  if (!receipt) return { status: 'pending', tone: 'warning', label: 'No receipt yet' };
  if (receipt.status === '0x1') return { status: 'success', tone: 'success', label: 'Success' };
  if (receipt.status === '0x0') return { status: 'failed', tone: 'failed', label: 'Failed' };
  return { status: 'unknown', tone: 'warning', label: `Status ${receipt.status ?? 'not given'}` };
}

export function NodeFacts({
  chainId,
  tx,
  receipt,
  nodeChainId,
  token,
}: {
  chainId: string;
  tx: EvmTransaction;
  receipt: EvmReceipt | null | undefined;
  nodeChainId: string | undefined;
  token: { symbol: string | undefined; decimals: number };
}) {
  const block = big(tx.blockNumber);
  const gasUsed = big(receipt?.gasUsed);
  const price = big(receipt?.effectiveGasPrice ?? tx.gasPrice);
  const fee = gasUsed !== null && price !== null ? gasUsed * price : null;
  const served = nodeChainId === undefined ? null : big(nodeChainId)?.toString();
  const result = outcome(receipt);
  return (
    <KeyValueGrid
      testId="tx-node-facts"
      rows={[
        {
          label: 'Status',
          value: (
            <span data-testid="tx-node-status" data-status={result.status}>
              <StatusPill status={result.status} tone={result.tone} label={result.label} />
            </span>
          ),
        },
        {
          label: 'Block',
          value:
            block === null ? (
              <span className="muted">not in a block yet</span>
            ) : (
              <a href={routeTo('block', { chainId, number: block.toString() })} data-testid="tx-node-block">
                {formatInteger(block.toString())}
              </a>
            ),
        },
        { label: 'From', value: <AddressLink chainId={chainId} address={tx.from} copy testId="tx-node-from" /> },
        {
          label: 'To',
          value: tx.to ? (
            <AddressLink chainId={chainId} address={tx.to} copy testId="tx-node-to" />
          ) : (
            <span className="muted">contract creation</span>
          ),
        },
        {
          label: 'Value',
          value: (
            <Amount
              value={big(tx.value) ?? tx.value}
              decimals={token.decimals}
              symbol={token.symbol}
              maxFractionDigits={18}
              testId="tx-node-value"
            />
          ),
        },
        { label: 'Nonce', value: <span className="mono">{big(tx.nonce)?.toString() ?? tx.nonce}</span> },
        { label: 'Gas limit', value: <span className="mono">{big(tx.gas)?.toString() ?? tx.gas}</span> },
        gasUsed !== null && { label: 'Gas used', value: <span className="mono">{gasUsed.toString()}</span> },
        fee !== null && {
          label: 'Fee',
          hint: 'gas used × effective gas price',
          value: (
            <Amount
              value={fee}
              decimals={token.decimals}
              symbol={token.symbol}
              maxFractionDigits={18}
              testId="tx-node-fee"
            />
          ),
        },
        {
          label: 'Input',
          value: <span className="mono">{tx.input === '0x' ? 'none' : `${(tx.input.length - 2) / 2} bytes`}</span>,
        },
        served !== null && {
          label: 'Node chain',
          hint: 'eth_chainId of the node asked',
          value: (
            <span data-testid="tx-node-chain" data-matches={String(served === chainId)}>
              <span className="mono">{served}</span>{' '}
              {served === chainId ? (
                <span className="ok-mark">same chain as this page</span>
              ) : (
                <span className="field-error">not chain {chainId}: this answer may be about another chain</span>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}

/**
 * The Data API answered 404: a fresh transaction may simply not be indexed yet, so the profile's node is
 * asked (eth_getTransactionByHash / eth_getTransactionReceipt). Found → what the node knows, labelled as
 * such; not found → `notFound` (the other-chains list), with a line saying the node does not know it either.
 */
export function NodeTxFallback({
  chainId,
  txHash,
  onRecheck,
  rechecking,
  notFound,
}: {
  chainId: string;
  txHash: string;
  onRecheck: () => void;
  rechecking: boolean;
  notFound: ReactNode;
}) {
  const { ref, chain } = useNodeChainRef(chainId);
  const blockchainId = ref.kind === 'ready' ? ref.blockchainId : null;
  const { tx, receipt, chainId: nodeChain } = useNodeTransaction(blockchainId, txHash);

  if (ref.kind === 'unknown' || (tx.isSuccess && tx.data === null) || tx.isError) {
    return (
      <>
        <p className="muted tx-node-note" data-testid="tx-node-none">
          {ref.kind === 'unknown'
            ? `The node was not asked: ${ref.reason}`
            : tx.isError
              ? `The node could not be asked either: ${tx.error.message}`
              : 'The node does not know this transaction either.'}
        </p>
        {notFound}
      </>
    );
  }
  if (tx.isPending || !tx.data) {
    return (
      <section className="card" aria-busy="true" data-testid="tx-node-asking">
        <p className="muted">The Data API has not indexed this transaction; asking the node…</p>
        <Skeleton size="md" />
      </section>
    );
  }
  return (
    <section className="card tx-node" data-testid="tx-node-fallback">
      <h2 className="card__title">
        Pending indexing — from the node
        <span className="card__tools">
          <button
            type="button"
            className="button"
            onClick={onRecheck}
            disabled={rechecking}
            data-testid="tx-node-recheck"
          >
            {rechecking ? 'Asking the Data API…' : 'Check the Data API again'}
          </button>
        </span>
      </h2>
      <p className="muted" data-testid="tx-node-explanation">
        The Data API has no record of this transaction yet, but the node knows it. Transfers, prices and method names
        appear once the Data API has indexed it; these are the node's own fields (eth_getTransactionByHash,
        eth_getTransactionReceipt).
      </p>
      {receipt.isError ? (
        <QueryError error={receipt.error} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />
      ) : (
        <NodeFacts
          chainId={chainId}
          tx={tx.data}
          receipt={receipt.data}
          nodeChainId={nodeChain.data}
          token={nativeTokenOf(chain)}
        />
      )}
    </section>
  );
}
