import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { useLatestTransactions } from '@renderer/queries/blocks';
import { useHashParam } from '@renderer/routing/hash-query';
import { routeTo } from '@renderer/routing/routes';
import { navigate } from '@renderer/routing/use-route';
import { usePageSize } from '@renderer/stores/page-sizes';
import type { ListNativeTransactionsResponse, NativeTransaction } from '@shared/models/data/transactions';
import { useCallback, useMemo } from 'react';
import type { NativeToken } from './block-columns';
import { type AutoRefresh, LiveControls } from './LiveControls';
import { statusFilterOf } from './live-rows';
import { StatusFilter } from './StatusFilter';
import { latestTxColumns } from './tx-columns';
import { useAutoRefresh } from './use-auto-refresh';

const txsOf = (page: ListNativeTransactionsResponse) => page.transactions;
const txKey = (t: NativeTransaction) => t.txHash;

/** The chain's newest transactions, optionally only the failed or the successful ones (`?status=`). */
export function LatestTransactionsPanel({
  chainId,
  token,
  auto,
  onAutoChange,
}: {
  chainId: string;
  token: NativeToken;
  auto: AutoRefresh;
  onAutoChange: (auto: AutoRefresh) => void;
}) {
  const [statusParam, setStatusParam] = useHashParam('status');
  const status = statusFilterOf(statusParam);
  const [pageSize] = usePageSize('blocks.transactions');
  const { query, refresh } = useLatestTransactions(chainId, status, pageSize);
  useAutoRefresh(auto.enabled ? auto.seconds : null, refresh, query.isFetching);
  const { symbol, decimals } = token;
  const columns = useMemo(() => latestTxColumns(chainId, { symbol, decimals }), [chainId, symbol, decimals]);
  const open = useCallback((t: NativeTransaction) => navigate(routeTo('tx', { chainId, txHash: t.txHash })), [chainId]);

  return (
    <div className="live-panel" data-testid="latest-transactions">
      <div className="live-panel__bar">
        <StatusFilter value={status} onChange={(next) => setStatusParam(next ?? null)} />
        <PageSizeSelect list="blocks.transactions" />
        <LiveControls
          auto={auto}
          onAutoChange={onAutoChange}
          onRefresh={() => void refresh()}
          refreshing={query.isFetching && !query.isFetchingNextPage}
          updatedAt={query.dataUpdatedAt}
        />
      </div>
      <InfiniteTable
        query={query}
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
        testId="txs-table"
      />
    </div>
  );
}
