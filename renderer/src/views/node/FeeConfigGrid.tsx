import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { formatGas, formatGwei, formatInteger } from '@renderer/format/number';
import type { FeeConfig } from '@shared/models/node/evm';

/** The eight fee-config integers with units. */
export function FeeConfigGrid({ fees, testId = 'fee-config' }: { fees: FeeConfig; testId?: string }) {
  const gas = (v: string) => <span className="mono">{formatGas(v)}</span>;
  return (
    <KeyValueGrid
      compact
      testId={testId}
      rows={[
        { label: 'Gas limit', hint: 'per block', value: gas(fees.gasLimit), testId: `${testId}-gasLimit` },
        {
          label: 'Target block rate',
          value: <span className="mono">{formatInteger(fees.targetBlockRate)} s</span>,
        },
        {
          label: 'Min base fee',
          testId: `${testId}-minBaseFee`,
          value: (
            <span className="mono" title={`${fees.minBaseFee} wei`}>
              {formatGwei(fees.minBaseFee)} <span className="muted">({formatInteger(fees.minBaseFee)} wei)</span>
            </span>
          ),
        },
        { label: 'Target gas', hint: 'per target window', value: gas(fees.targetGas) },
        {
          label: 'Base fee change denom.',
          value: <span className="mono">{formatInteger(fees.baseFeeChangeDenominator)}</span>,
        },
        { label: 'Min block gas cost', value: gas(fees.minBlockGasCost) },
        { label: 'Max block gas cost', value: gas(fees.maxBlockGasCost) },
        { label: 'Block gas cost step', value: gas(fees.blockGasCostStep) },
      ]}
    />
  );
}
