import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import { useLatestTransactions } from '@renderer/queries/blocks';
import { useHashParam } from '@renderer/routing/hash-query';
import { navigate } from '@renderer/routing/use-route';
import { usePageSize } from '@renderer/stores/page-sizes';
import type { ListNativeTransactionsResponse, NativeTransaction } from '@shared/models/data/transactions';
import { routeTo } from '@shared/routing/routes';
import { useCallback, useMemo } from 'react';
import type { NativeToken } from './block-columns';
import { type LiveListProps, LivePanel } from './LivePanel';
import { statusFilterOf } from './live-rows';
import { StatusFilter } from './StatusFilter';
import { latestTxColumns } from './tx-columns';

const txsOf = (page: ListNativeTransactionsResponse) => page.transactions;
const txKey = (t: NativeTransaction) => t.txHash;

/** The chain's newest transactions, optionally only the failed or the successful ones (`?status=`). */
export function LatestTransactionsPanel({
  chainId,
  token,
  auto,
  onAutoChange,
}: LiveListProps & { token: NativeToken }) {
  const [statusParam, setStatusParam] = useHashParam('status');
  const status = statusFilterOf(statusParam);
  const [pageSize] = usePageSize('blocks.transactions');
  const live = useLatestTransactions(chainId, status, pageSize);
  const { symbol, decimals } = token;
  const columns = useMemo(() => latestTxColumns(chainId, { symbol, decimals }), [chainId, symbol, decimals]);
  const open = useCallback((t: NativeTransaction) => navigate(routeTo('tx', { chainId, txHash: t.txHash })), [chainId]);

  return (
    <LivePanel
      live={live}
      auto={auto}
      onAutoChange={onAutoChange}
      lead={
        <>
          <StatusFilter value={status} onChange={(next) => setStatusParam(next ?? null)} />
          <PageSizeSelect list="blocks.transactions" />
        </>
      }
      selectRows={txsOf}
      columns={columns}
      rowKey={txKey}
      onRowClick={open}
      label={`Latest ${status ? `${status} ` : ''}transactions of chain ${chainId}`}
      emptyMessage={
        status
          ? `No ${status === 'failed' ? 'failed' : 'successful'} transactions on chain ${chainId}.`
          : `The Data API has no transactions indexed for chain ${chainId}.`
      }
      what="The latest transactions list"
      panelTestId="latest-transactions"
      testId="txs-table"
    />
  );
}
