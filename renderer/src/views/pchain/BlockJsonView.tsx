import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger } from '@renderer/format/number';
import type { PlatformBlockJson } from '@shared/models/node/platform';
import { PChainTxView } from './PChainTxView';
import { blockTransactions, type PBlockKind, platformBlockKind } from './pchain-model';

const KIND_TEXT: Record<PBlockKind, string> = {
  standard: 'Standard block',
  proposal: 'Proposal block',
  decision: 'Commit or abort block',
};

/** "commits", "aborts", or "commits or aborts" when the bytes have not told which. */
function decisionVerb(type: string | null): string {
  if (type?.endsWith('commit')) return 'commits (accepts)';
  if (type?.endsWith('abort')) return 'aborts (rejects)';
  return 'commits or aborts';
}

/** A P-Chain block read with encoding json: parent (opens it), height, time and transactions. */
export function BlockJsonView({
  block,
  typeFromBytes,
  onOpenParent,
}: {
  block: PlatformBlockJson;
  /** The exact type read from the block's bytes (tells a commit from an abort), when known. */
  typeFromBytes: string | null;
  onOpenParent: (id: string) => void;
}) {
  const txs = blockTransactions(block);
  const kind = platformBlockKind(block);
  return (
    <div className="pchain-block" data-testid="pchain-block-json">
      <KeyValueGrid
        compact
        testId="pchain-block-facts"
        rows={[
          {
            label: 'Kind',
            hint:
              kind === 'proposal'
                ? 'its proposal is the last transaction; a commit or abort child decides it'
                : undefined,
            value: (
              <span data-testid="pchain-block-kind" data-kind={kind}>
                {typeFromBytes ? `${typeFromBytes} block` : KIND_TEXT[kind]}
              </span>
            ),
          },
          {
            label: 'Height',
            value: (
              <span className="mono" data-testid="pchain-block-height" data-value={block.height}>
                {formatInteger(block.height)}
              </span>
            ),
          },
          block.id !== undefined && {
            label: 'Block ID',
            value: <HashText value={block.id} full copyLabel="Copy block id" testId="pchain-block-id" />,
          },
          {
            label: 'Parent',
            value: (
              <span className="hash-text">
                <button
                  type="button"
                  className="link-button mono break"
                  onClick={() => onOpenParent(block.parentID)}
                  title={`Load block ${block.parentID}`}
                  data-testid="pchain-block-parent"
                  data-value={block.parentID}
                >
                  {block.parentID}
                </button>
              </span>
            ),
            hint: 'click to load the parent block',
          },
          block.time !== undefined && {
            label: 'Time',
            value: <Timestamp value={block.time} testId="pchain-block-time" />,
          },
          {
            label: 'Transactions',
            value: (
              <span className="mono" data-testid="pchain-block-tx-count">
                {txs.length}
              </span>
            ),
          },
        ]}
      />
      {txs.length === 0 ? (
        <p className="muted" data-testid="pchain-block-no-txs">
          {kind === 'decision'
            ? `This block carries no transactions: it ${decisionVerb(typeFromBytes)} its parent proposal block.`
            : 'This block carries no transactions.'}
        </p>
      ) : (
        <div className="pchain-txs">
          {txs.map((tx, i) => (
            <PChainTxView key={tx.id ?? i} tx={tx} position={i} total={txs.length} />
          ))}
        </div>
      )}
    </div>
  );
}
