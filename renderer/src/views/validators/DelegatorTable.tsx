import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { Duration } from '@renderer/components/value/Duration';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { parseBigInt } from '@renderer/format/number';
import { middleTruncate } from '@renderer/format/text';
import type { Delegator } from '@shared/models/node/platform';
import { Avax } from './validator-columns';
import { pChainTxHref, rewardsHref } from './validator-model';

const big = (value: string | undefined) => (value === undefined ? undefined : parseBigInt(value));

function delegatorColumns(network: string): Column<Delegator>[] {
  return [
    {
      id: 'tx',
      header: 'Transaction',
      width: 'minmax(170px, 1.2fr)',
      cell: (d) => <HashText value={d.txID} href={pChainTxHref(d.txID)} head={8} tail={6} testId="delegator-tx" />,
      sortValue: (d) => d.txID,
    },
    {
      id: 'start',
      header: 'Start',
      width: 156,
      cell: (d) => <Timestamp value={d.startTime} />,
      sortValue: (d) => big(d.startTime),
    },
    {
      id: 'end',
      header: 'End',
      width: 156,
      cell: (d) => <Timestamp value={d.endTime} />,
      sortValue: (d) => big(d.endTime),
    },
    {
      id: 'remaining',
      header: 'Remaining',
      width: 92,
      align: 'right',
      cell: (d) => <Duration until={d.endTime} />,
      sortValue: (d) => big(d.endTime),
    },
    {
      id: 'weight',
      header: 'Stake (AVAX)',
      width: 'minmax(110px, 1fr)',
      align: 'right',
      cell: (d) => <Avax value={d.weight} testId="delegator-weight" />,
      sortValue: (d) => big(d.weight),
    },
    {
      id: 'reward',
      header: 'Potential reward',
      width: 'minmax(110px, 1fr)',
      align: 'right',
      cell: (d) => <Avax value={d.potentialReward} />,
      sortValue: (d) => big(d.potentialReward),
    },
    {
      id: 'owner',
      header: 'Reward owner',
      width: 'minmax(150px, 1fr)',
      cell: (d) => {
        const addresses = d.rewardOwner?.addresses ?? [];
        const first = addresses[0];
        if (!first) return <span className="muted">—</span>;
        return (
          <a href={rewardsHref(network, { addresses })} className="mono" title={addresses.join('\n')}>
            {middleTruncate(first, 10, 6)}
            {addresses.length > 1 ? ` +${addresses.length - 1}` : ''}
          </a>
        );
      },
      sortValue: (d) => d.rewardOwner?.addresses[0],
    },
  ];
}

/** Delegations to one validator (listed by the node only when it is asked for that validator's node id). */
export function DelegatorTable({ delegators, network }: { delegators: readonly Delegator[]; network: string }) {
  return (
    <DataTable
      rows={delegators}
      columns={delegatorColumns(network)}
      rowKey={(d) => d.txID}
      label="Delegators"
      initialSort={{ columnId: 'weight', direction: 'desc' }}
      emptyMessage="No one delegates to this validator."
      maxHeight={320}
      testId="delegator-table"
    />
  );
}
