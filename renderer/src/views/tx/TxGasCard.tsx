import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatGas, formatGwei, formatInteger, formatPercent, percentOf } from '@renderer/format/number';
import type { FullNativeTransaction } from '@shared/models/data/transactions';
import { txTypeLabel } from './tx-format';

function Gwei({ wei, testId }: { wei: string; testId: string }) {
  return (
    <span className="mono" title={`${formatInteger(wei)} wei`} data-testid={testId}>
      {formatGwei(wei, 9)}
    </span>
  );
}

/** Gas and the fee market fields, plus the transaction's envelope (type, nonce, position). */
export function TxGasCard({ tx }: { tx: FullNativeTransaction }) {
  const used = percentOf(tx.gasUsed, tx.gasLimit);
  return (
    <Card title="Gas and envelope" testId="tx-gas">
      <KeyValueGrid
        compact
        rows={[
          {
            label: 'Gas limit',
            value: (
              <span className="mono" data-testid="tx-gas-limit">
                {formatGas(tx.gasLimit)}
              </span>
            ),
          },
          {
            label: 'Gas used',
            value: (
              <>
                <span className="mono" data-testid="tx-gas-used">
                  {formatGas(tx.gasUsed)}
                </span>
                {used !== null && (
                  <ProgressBar
                    value={used}
                    label={`${formatPercent(used)} of limit`}
                    tone={used >= 100 ? 'warning' : 'info'}
                    ariaLabel="Gas used of the limit"
                    testId="tx-gas-used-percent"
                  />
                )}
              </>
            ),
          },
          { label: 'Gas price', hint: 'effective, paid', value: <Gwei wei={tx.gasPrice} testId="tx-gas-price" /> },
          {
            label: 'Base fee',
            hint: 'per gas, of the block',
            value: <Gwei wei={tx.baseFeePerGas} testId="tx-base-fee" />,
          },
          tx.maxFeePerGas !== undefined && {
            label: 'Max fee',
            hint: 'per gas (EIP-1559)',
            value: <Gwei wei={tx.maxFeePerGas} testId="tx-max-fee" />,
          },
          tx.maxPriorityFeePerGas !== undefined && {
            label: 'Max priority fee',
            hint: 'per gas (EIP-1559)',
            value: <Gwei wei={tx.maxPriorityFeePerGas} testId="tx-max-priority-fee" />,
          },
          {
            label: 'Type',
            value: (
              <span data-testid="tx-type">
                <span className="mono">{tx.txType}</span> <span className="muted">{txTypeLabel(tx.txType)}</span>
              </span>
            ),
          },
          {
            label: 'Nonce',
            value: (
              <span className="mono" data-testid="tx-nonce">
                {formatInteger(tx.nonce)}
              </span>
            ),
          },
          {
            label: 'Position',
            hint: 'index in the block',
            value: (
              <span className="mono" data-testid="tx-position">
                {tx.blockIndex}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
