import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger } from '@renderer/format/number';
import type { PlatformBlockJson } from '@shared/models/node/platform';
import { PChainTxView } from './PChainTxView';
import { blockTransactions } from './pchain-model';

/** A P-Chain block read with encoding json: parent (opens it), height, time and transactions. */
export function BlockJsonView({
  block,
  onOpenParent,
}: {
  block: PlatformBlockJson;
  onOpenParent: (id: string) => void;
}) {
  const txs = blockTransactions(block);
  return (
    <div className="pchain-block" data-testid="pchain-block-json">
      <KeyValueGrid
        compact
        testId="pchain-block-facts"
        rows={[
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
          This block carries no transactions (a commit or abort block decides its parent proposal).
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
