import type { Column } from '@renderer/components/table/columns';
import { Amount } from '@renderer/components/value/Amount';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { HashText } from '@renderer/components/value/HashText';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatGwei, formatInteger, parseBigInt } from '@renderer/format/number';
import type { Block } from '@shared/models/data/blocks';
import { gasTone, gasUsage } from './live-rows';

export interface NativeToken {
  symbol: string | undefined;
  decimals: number;
}

function GasCell({ used, limit }: { used: string; limit: string }) {
  const gas = gasUsage(used, limit);
  return (
    <span className="gas-cell" title={gas.exactText} data-testid="block-gas">
      <span className="mono gas-cell__figures">{gas.shortText}</span>
      <ProgressBar value={gas.percent ?? 0} label={gas.percentText} tone={gasTone(gas.percent)} />
    </span>
  );
}

/** Columns of the latest-blocks table (Data API `Block`). */
export function latestBlockColumns(chainId: string, token: NativeToken): Column<Block>[] {
  return [
    {
      id: 'number',
      header: 'Block',
      width: 120,
      cell: (b) => <BlockLink chainId={chainId} number={b.blockNumber} testId="block-number" />,
      sortValue: (b) => parseBigInt(b.blockNumber),
    },
    {
      id: 'age',
      header: 'Age',
      width: 96,
      cell: (b) => <RelativeTime value={b.blockTimestamp} testId="block-age" />,
      sortValue: (b) => b.blockTimestamp,
    },
    {
      id: 'txCount',
      header: 'Txs',
      width: 64,
      align: 'right',
      cell: (b) => (
        <span className="mono" data-testid="block-tx-count">
          {formatInteger(b.txCount)}
        </span>
      ),
      sortValue: (b) => b.txCount,
    },
    {
      id: 'gas',
      header: 'Gas used / limit',
      width: 'minmax(220px, 1.4fr)',
      cell: (b) => <GasCell used={b.gasUsed} limit={b.gasLimit} />,
      sortValue: (b) => parseBigInt(b.gasUsed),
    },
    {
      id: 'baseFee',
      priority: 2,
      header: 'Base fee',
      width: 110,
      align: 'right',
      cell: (b) => (
        <span className="mono" title={`${formatInteger(b.baseFee)} wei`} data-testid="block-base-fee">
          {formatGwei(b.baseFee, 2)}
        </span>
      ),
      sortValue: (b) => parseBigInt(b.baseFee),
    },
    {
      id: 'fees',
      header: 'Fees spent',
      width: 'minmax(130px, 1fr)',
      align: 'right',
      cell: (b) => <Amount value={b.feesSpent} decimals={token.decimals} symbol={token.symbol} testId="block-fees" />,
      sortValue: (b) => parseBigInt(b.feesSpent),
    },
    {
      id: 'hash',
      priority: 3,
      header: 'Hash',
      width: 'minmax(170px, 1fr)',
      cell: (b) => <HashText value={b.blockHash} head={8} tail={6} copyLabel="Copy block hash" testId="block-hash" />,
    },
  ];
}
