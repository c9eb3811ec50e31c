import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { TxLink } from '@renderer/components/value/TxLink';
import { formatGas, formatGwei } from '@renderer/format/number';
import { navigate } from '@renderer/routing/use-route';
import { routeTo } from '@shared/routing/routes';
import { useCallback, useMemo } from 'react';
import type { NativeToken } from '../blocks/block-columns';
import type { BlockTxRow } from './block-txs';

const unknown = <span className="muted">—</span>;

function columnsFor(chainId: string, token: NativeToken): Column<BlockTxRow>[] {
  return [
    { id: 'index', header: '#', width: 52, align: 'right', cell: (r) => r.index, sortValue: (r) => r.index },
    {
      id: 'hash',
      header: 'Transaction',
      width: 'minmax(170px, 1.2fr)',
      cell: (r) => <TxLink chainId={chainId} txHash={r.hash} copy testId="block-tx-hash" />,
    },
    {
      id: 'from',
      header: 'From',
      width: 'minmax(150px, 1fr)',
      cell: (r) => (r.from ? <AddressLink chainId={chainId} address={r.from} testId="block-tx-from" /> : unknown),
      sortValue: (r) => r.from,
    },
    {
      id: 'to',
      header: 'To',
      width: 'minmax(150px, 1fr)',
      cell: (r) =>
        r.to ? (
          <AddressLink chainId={chainId} address={r.to} testId="block-tx-to" />
        ) : r.full ? (
          <span className="muted" data-testid="block-tx-creation">
            Contract creation
          </span>
        ) : (
          unknown
        ),
      sortValue: (r) => r.to,
    },
    {
      id: 'value',
      header: 'Value',
      width: 'minmax(120px, 1fr)',
      align: 'right',
      cell: (r) =>
        r.value === null ? (
          unknown
        ) : (
          <Amount value={r.value} decimals={token.decimals} symbol={token.symbol} testId="block-tx-value" />
        ),
      sortValue: (r) => r.value,
    },
    {
      id: 'gas',
      header: 'Gas limit',
      width: 100,
      align: 'right',
      cell: (r) => (r.gas === null ? unknown : <span className="mono">{formatGas(r.gas)}</span>),
      sortValue: (r) => r.gas,
    },
    {
      id: 'gasPrice',
      header: 'Gas price',
      width: 110,
      align: 'right',
      cell: (r) => (r.gasPrice === null ? unknown : <span className="mono">{formatGwei(r.gasPrice, 2)}</span>),
      sortValue: (r) => r.gasPrice,
    },
  ];
}

const rowKey = (r: BlockTxRow) => r.hash;
const filterFields = (r: BlockTxRow) => [r.hash, r.from, r.to];

/** The block's transactions, sortable and filterable by hash or address. */
export function BlockTransactions({
  chainId,
  rows,
  token,
}: {
  chainId: string;
  rows: readonly BlockTxRow[];
  token: NativeToken;
}) {
  const { symbol, decimals } = token;
  const columns = useMemo(() => columnsFor(chainId, { symbol, decimals }), [chainId, symbol, decimals]);
  const open = useCallback((r: BlockTxRow) => navigate(routeTo('tx', { chainId, txHash: r.hash })), [chainId]);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      onRowClick={open}
      label="Transactions of this block"
      emptyMessage="This block has no transactions."
      filter={{ fields: filterFields, placeholder: 'Filter by hash or address…' }}
      maxHeight={420}
      testId="block-txs-table"
    />
  );
}
