import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import { useLatestBlocks } from '@renderer/queries/blocks';
import { navigate } from '@renderer/routing/use-route';
import { usePageSize } from '@renderer/stores/page-sizes';
import type { Block, ListBlocksResponse } from '@shared/models/data/blocks';
import { routeTo } from '@shared/routing/routes';
import { useCallback, useMemo } from 'react';
import { latestBlockColumns, type NativeToken } from './block-columns';
import { type LiveListProps, LivePanel } from './LivePanel';

const blocksOf = (page: ListBlocksResponse) => page.blocks;
const blockKey = (b: Block) => b.blockHash;

/** The chain's newest blocks, paged as far back as the user scrolls. */
export function LatestBlocksPanel({ chainId, token, auto, onAutoChange }: LiveListProps & { token: NativeToken }) {
  const [pageSize] = usePageSize('blocks.latest');
  const live = useLatestBlocks(chainId, pageSize);
  const { symbol, decimals } = token;
  const columns = useMemo(() => latestBlockColumns(chainId, { symbol, decimals }), [chainId, symbol, decimals]);
  const open = useCallback((b: Block) => navigate(routeTo('block', { chainId, number: b.blockNumber })), [chainId]);

  return (
    <LivePanel
      live={live}
      auto={auto}
      onAutoChange={onAutoChange}
      lead={
        <>
          <span className="muted">Newest first, as the Data API indexes them. Click a row for the block.</span>
          <PageSizeSelect list="blocks.latest" />
        </>
      }
      selectRows={blocksOf}
      columns={columns}
      rowKey={blockKey}
      onRowClick={open}
      label={`Latest blocks of chain ${chainId}`}
      emptyMessage={`The Data API has no blocks indexed for chain ${chainId}.`}
      what="The latest blocks list"
      panelTestId="latest-blocks"
      testId="blocks-table"
    />
  );
}
