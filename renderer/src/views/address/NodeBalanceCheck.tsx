import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { isUnavailable } from '@renderer/components/feedback/errors';
import { NotAvailable } from '@renderer/components/feedback/NotAvailable';
import { Skeleton } from '@renderer/components/Skeleton';
import { StatusPill } from '@renderer/components/value/Badge';
import { formatUnits } from '@renderer/format/amount';
import { formatInteger } from '@renderer/format/number';
import { isAbsent } from '@renderer/queries/absent';
import { useAskEvmHead, useNativeBalance, useNodeBalance } from '@renderer/queries/address';
import { useNodeChainRef } from '@renderer/queries/chains';
import { usePrefs } from '@renderer/stores/prefs';
import { useState } from 'react';

/** `0x…` or decimal → decimal digits; null when it is neither. */
function decimal(value: string): string | null {
  try {
    return BigInt(value.trim()).toString();
  } catch {
    return null;
  }
}

/**
 * The Data API's balance beside the node's own (eth_getBalance) at one and the same block: the as-of
 * block when one is set, otherwise the node's head at the time of asking. Run on demand.
 */
export function NodeBalanceCheck({
  chainId,
  address,
  asOf,
}: {
  chainId: string;
  address: string;
  asOf: string | null;
}) {
  const currency = usePrefs((s) => s.currency);
  const { ref } = useNodeChainRef(chainId);
  const blockchainId = ref.kind === 'ready' ? ref.blockchainId : null;
  const [block, setBlock] = useState<string | null>(null);
  const askHead = useAskEvmHead();
  const [asking, setAsking] = useState(false);
  const [headError, setHeadError] = useState<string | null>(null);
  const data = useNativeBalance(chainId, address, currency, block ?? undefined, block !== null);
  const node = useNodeBalance(blockchainId, address, block);

  const pin = (next: string | null) => {
    // The same block again: ask both again rather than show the cached pair.
    if (next !== null && next === block) {
      void data.refetch();
      void node.refetch();
    }
    setBlock(next);
  };
  const compare = async () => {
    setHeadError(null);
    if (asOf !== null) return pin(decimal(asOf));
    setAsking(true);
    try {
      pin(decimal(await askHead(blockchainId as string)));
    } catch (e) {
      setHeadError(e instanceof Error ? e.message : 'The node did not say its latest block');
    } finally {
      setAsking(false);
    }
  };

  if (ref.kind === 'unknown') {
    return (
      <p className="muted balance-check" data-testid="balance-check-unknown">
        Not compared with the node: {ref.reason}
      </p>
    );
  }

  const dataBalance = data.data && !isAbsent(data.data) ? data.data.nativeTokenBalance : undefined;
  const dataWei = dataBalance ? decimal(dataBalance.balance) : null;
  const nodeWei = node.data !== undefined ? decimal(node.data) : null;
  const decimals = dataBalance?.decimals ?? 18;
  const symbol = dataBalance?.symbol ?? '';
  const both = dataWei !== null && nodeWei !== null;

  return (
    <div className="balance-check" data-testid="balance-check">
      <div className="balance-check__bar">
        <button
          type="button"
          className="button"
          onClick={() => void compare()}
          disabled={blockchainId === null || asking}
          data-testid="balance-check-run"
        >
          {block === null ? 'Compare with the node' : 'Compare again'}
        </button>
        <span className="muted">
          {asOf !== null
            ? `Both at block ${asOf}.`
            : "At the node's latest block, asked of both the Data API and the node (eth_getBalance)."}
        </span>
      </div>
      {headError && <p className="field-error">{headError}</p>}
      {block !== null && (
        <div className="balance-check__result" data-testid="balance-check-result" data-block={block}>
          <span className="muted">Block {formatInteger(block)}:</span>
          {data.isPending || node.isPending ? (
            <Skeleton size="md" />
          ) : isAbsent(data.data) ? (
            <span className="muted" data-testid="balance-check-data-absent">
              The Data API has no record of this address at this block ({data.data.error.message}).
            </span>
          ) : data.isError ? (
            <ErrorPanel error={data.error} title="The Data API could not answer for this block" />
          ) : node.isError ? (
            isUnavailable(node.error) ? (
              <NotAvailable what="eth_getBalance" error={node.error} />
            ) : (
              <ErrorPanel error={node.error} title="The node could not answer for this block" />
            )
          ) : both ? (
            <>
              <span data-testid="balance-check-data" data-wei={dataWei}>
                Data API <strong className="mono">{formatUnits(dataWei, decimals)}</strong> {symbol}
              </span>
              <span data-testid="balance-check-node" data-wei={nodeWei}>
                Node <strong className="mono">{formatUnits(nodeWei, decimals)}</strong> {symbol}
              </span>
              <span data-testid="balance-check-verdict" data-match={String(dataWei === nodeWei)}>
                <StatusPill
                  status={dataWei === nodeWei ? 'match' : 'differ'}
                  tone={dataWei === nodeWei ? 'success' : 'warning'}
                  label={dataWei === nodeWei ? 'They agree' : 'They differ'}
                />
              </span>
            </>
          ) : (
            <span className="field-error">One of the answers is not a whole number; compare them by hand.</span>
          )}
        </div>
      )}
    </div>
  );
}
