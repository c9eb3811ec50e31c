import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { useLatestBlocks } from '@renderer/queries/blocks';
import { routeTo } from '@renderer/routing/routes';
import { navigate } from '@renderer/routing/use-route';
import { usePageSize } from '@renderer/stores/page-sizes';
import type { Block, ListBlocksResponse } from '@shared/models/data/blocks';
import { useCallback, useMemo } from 'react';
import { latestBlockColumns, type NativeToken } from './block-columns';
import { type AutoRefresh, LiveControls } from './LiveControls';
import { useAutoRefresh } from './use-auto-refresh';

const blocksOf = (page: ListBlocksResponse) => page.blocks;
const blockKey = (b: Block) => b.blockHash;

/** The chain's newest blocks, paged as far back as the user scrolls. */
export function LatestBlocksPanel({
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
  const [pageSize] = usePageSize('blocks.latest');
  const { query, refresh } = useLatestBlocks(chainId, pageSize);
  useAutoRefresh(auto.enabled ? auto.seconds : null, refresh, query.isFetching);
  const { symbol, decimals } = token;
  const columns = useMemo(() => latestBlockColumns(chainId, { symbol, decimals }), [chainId, symbol, decimals]);
  const open = useCallback((b: Block) => navigate(routeTo('block', { chainId, number: b.blockNumber })), [chainId]);

  return (
    <div className="live-panel" data-testid="latest-blocks">
      <div className="live-panel__bar">
        <span className="muted">Newest first, as the Data API indexes them. Click a row for the block.</span>
        <PageSizeSelect list="blocks.latest" />
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
        selectRows={blocksOf}
        columns={columns}
        rowKey={blockKey}
        onRowClick={open}
        label={`Latest blocks of chain ${chainId}`}
        emptyMessage={`The Data API has no blocks indexed for chain ${chainId}.`}
        what="The latest blocks list"
        testId="blocks-table"
      />
    </div>
  );
}
