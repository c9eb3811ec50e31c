import type { Column } from '@renderer/components/table/columns';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { TxHash } from './cells';

/** Test ids of the From and To cells in every history table of the address view. */
export const PARTY_TEST_IDS = { from: 'from-link', to: 'to-link' };

/** What every row of an address's on-chain history carries. */
interface HistoryRow {
  blockTimestamp: number;
  blockTimestampMilliseconds?: number;
  blockNumber: string;
  txHash: string;
}

/** The Time, Block and Transaction columns that open every history table of the address view. */
export function historyColumns<T extends HistoryRow>(chainId: string, txColumnId: string): Column<T>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      width: 150,
      cell: (row) => <Timestamp value={row.blockTimestamp} />,
      sortValue: (row) => row.blockTimestampMilliseconds ?? row.blockTimestamp * 1000,
    },
    {
      id: 'block',
      priority: 2,
      header: 'Block',
      width: 92,
      cell: (row) => <BlockLink chainId={chainId} number={row.blockNumber} />,
      sortValue: (row) => BigInt(row.blockNumber),
    },
    {
      id: txColumnId,
      header: 'Transaction',
      width: 120,
      cell: (row) => <TxHash chainId={chainId} txHash={row.txHash} />,
    },
  ];
}
