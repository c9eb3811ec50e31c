import type { Column } from '@renderer/components/table/columns';
import { TxStatusPill } from '@renderer/components/transfer/TxStatusPill';
import { txOutcome } from '@renderer/components/transfer/tx-outcome';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { TxLink } from '@renderer/components/value/TxLink';
import { parseBigInt } from '@renderer/format/number';
import type { NativeTransaction } from '@shared/models/data/transactions';
import type { NativeToken } from './block-columns';
import { methodLabel } from './live-rows';

/** Where a latest-transactions row says which transaction it is, in which block, and when. */
export interface TxPlace {
  hash: string;
  blockNumber: string;
  /** Unix seconds of the block. */
  timestamp: number;
}

/** The hash, block and age columns every latest-transactions table opens with (Data API or node). */
export function txPlaceColumns<T>(chainId: string, placeOf: (row: T) => TxPlace): Column<T>[] {
  return [
    {
      id: 'hash',
      header: 'Transaction',
      width: 150,
      cell: (t) => <TxLink chainId={chainId} txHash={placeOf(t).hash} testId="tx-hash" />,
    },
    {
      id: 'block',
      priority: 1,
      header: 'Block',
      width: 110,
      cell: (t) => <BlockLink chainId={chainId} number={placeOf(t).blockNumber} testId="tx-block" />,
      sortValue: (t) => parseBigInt(placeOf(t).blockNumber),
    },
    {
      id: 'age',
      header: 'Age',
      width: 90,
      cell: (t) => <RelativeTime value={placeOf(t).timestamp} testId="tx-age" />,
      sortValue: (t) => placeOf(t).timestamp,
    },
  ];
}

/** Who sent a transaction and to whom; `to` null for a contract creation. */
export interface TxParties {
  from: { address: string; name?: string | undefined };
  to: { address: string; name?: string | undefined } | null;
}

/** The "From → To" column of a latest-transactions table (Data API or node). */
export function partiesColumn<T>(chainId: string, partiesOf: (row: T) => TxParties): Column<T> {
  return {
    id: 'fromTo',
    header: 'From → To',
    width: 'minmax(300px, 2.4fr)',
    cell: (t) => {
      const { from, to } = partiesOf(t);
      return (
        <span className="from-to">
          <AddressLink chainId={chainId} address={from.address} name={from.name} testId="tx-from" />
          <span className="from-to__arrow" aria-hidden="true">
            →
          </span>
          <span className="visually-hidden">to</span>
          {to ? (
            <AddressLink chainId={chainId} address={to.address} name={to.name} testId="tx-to" />
          ) : (
            <span className="muted">contract creation</span>
          )}
        </span>
      );
    },
  };
}

const placeOfIndexed = (t: NativeTransaction): TxPlace => ({
  hash: t.txHash,
  blockNumber: t.blockNumber,
  timestamp: t.blockTimestamp,
});

/** Columns of the latest-transactions table (Data API `NativeTransaction`). */
export function latestTxColumns(chainId: string, token: NativeToken): Column<NativeTransaction>[] {
  return [
    ...txPlaceColumns(chainId, placeOfIndexed),
    partiesColumn(chainId, (t) => ({ from: t.from, to: t.to })),
    {
      id: 'value',
      header: 'Value',
      width: 'minmax(120px, 1fr)',
      align: 'right',
      cell: (t) => <Amount value={t.value} decimals={token.decimals} symbol={token.symbol} testId="tx-value" />,
      sortValue: (t) => parseBigInt(t.value),
    },
    {
      id: 'status',
      header: 'Status',
      width: 92,
      cell: (t) => <TxStatusPill status={t.txStatus} />,
      sortValue: (t) => {
        const outcome = txOutcome(t.txStatus);
        return outcome === 'unknown' ? t.txStatus : outcome;
      },
    },
    {
      id: 'method',
      priority: 2,
      header: 'Method',
      width: 'minmax(130px, 1fr)',
      cell: (t) => {
        const label = methodLabel(t.method);
        return (
          <span className="method" title={t.method?.methodHash || label} data-testid="tx-method">
            {label}
          </span>
        );
      },
      sortValue: (t) => methodLabel(t.method),
    },
  ];
}
