import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import type { Column } from '@renderer/components/table/columns';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { TxStatusPill } from '@renderer/components/transfer/TxStatusPill';
import { partyColumns } from '@renderer/components/transfer/transfer-columns';
import { Amount } from '@renderer/components/value/Amount';
import { useNativeTransactions } from '@renderer/queries/address';
import { usePageSize } from '@renderer/stores/page-sizes';
import type { ListNativeTransactionsResponse, NativeTransaction } from '@shared/models/data/transactions';
import { useMemo } from 'react';
import { BlockRangeTab, isRangeFiltered } from './BlockRangeTab';
import { historyColumns, PARTY_TEST_IDS } from './history-columns';
import { methodLabel, txFee } from './rows';
import { type NativeToken, useNativeToken } from './use-native-token';
import { useBlockRange } from './use-tab-filters';

const selectRows = (page: ListNativeTransactionsResponse) => page.transactions;
const rowKey = (tx: NativeTransaction) => tx.txHash;

function transactionColumns(chainId: string, address: string, native: NativeToken): Column<NativeTransaction>[] {
  return [
    ...historyColumns(chainId, 'hash'),
    {
      id: 'method',
      priority: 3,
      header: 'Method',
      width: 'minmax(90px, 0.8fr)',
      cell: (tx) => (
        <span className="address-method address-ellipsis" title={tx.method?.methodName ?? tx.method?.methodHash}>
          {methodLabel(tx.method)}
        </span>
      ),
      sortValue: (tx) => methodLabel(tx.method),
    },
    ...partyColumns<NativeTransaction>({
      chainId,
      parties: (tx) => tx,
      testIds: PARTY_TEST_IDS,
      width: 'minmax(110px, 1fr)',
      subject: address,
    }),
    {
      id: 'value',
      header: 'Value',
      width: 'minmax(150px, 1fr)',
      align: 'right',
      cell: (tx) => (
        <Amount value={tx.value} decimals={native.decimals} symbol={native.symbol} copy testId="tx-value" />
      ),
      sortValue: (tx) => (/^\d+$/.test(tx.value) ? BigInt(tx.value) : null),
    },
    {
      id: 'fee',
      priority: 4,
      header: native.symbol ? `Fee (${native.symbol})` : 'Fee',
      width: 96,
      align: 'right',
      cell: (tx) => {
        const fee = txFee(tx);
        return fee === null ? (
          <span className="muted">—</span>
        ) : (
          <Amount value={fee} decimals={native.decimals} maxFractionDigits={6} testId="tx-fee" />
        );
      },
      sortValue: (tx) => txFee(tx),
    },
    {
      id: 'status',
      header: 'Status',
      width: 96,
      cell: (tx) => <TxStatusPill status={tx.txStatus} />,
      sortValue: (tx) => tx.txStatus,
    },
  ];
}

/** Native transactions of the address, newest first, within an optional block range. */
export function TransactionsTab({ chainId, address }: { chainId: string; address: string }) {
  const range = useBlockRange(chainId, address);
  const native = useNativeToken(chainId, address);
  const [pageSize] = usePageSize('address.transactions');
  const query = useNativeTransactions(
    chainId,
    address,
    range.parsed.ok ? range.parsed.params : {},
    range.parsed.ok,
    pageSize,
  );
  const columns = useMemo(() => transactionColumns(chainId, address, native), [chainId, address, native]);
  const filtered = isRangeFiltered(range);

  return (
    <BlockRangeTab
      chainId={chainId}
      address={address}
      range={range}
      blockedMessage="Fix the block range to load the transactions."
      testId="transactions-tab"
    >
      <PageSizeSelect list="address.transactions" />
      <InfiniteTable
        query={query}
        selectRows={selectRows}
        columns={columns}
        rowKey={rowKey}
        label={`Transactions of ${address}`}
        emptyMessage={
          filtered ? 'No transactions in this block range.' : 'This address has no transactions on this chain.'
        }
        what="Transaction history"
        testId="transactions-table"
      />
    </BlockRangeTab>
  );
}
