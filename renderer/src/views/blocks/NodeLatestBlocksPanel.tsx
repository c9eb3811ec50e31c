import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import { type NodeBlocksPage, useNodeLatestBlocks } from '@renderer/queries/blocks';
import { navigate } from '@renderer/routing/use-route';
import { usePageSize } from '@renderer/stores/page-sizes';
import type { Block } from '@shared/models/data/blocks';
import { routeTo } from '@shared/routing/routes';
import { useCallback, useMemo } from 'react';
import { latestBlockColumns, type NativeToken } from './block-columns';
import { type LiveListProps, LivePanel } from './LivePanel';
import { NODE_BLOCK_HIDDEN_COLUMNS, nodeBlockRow } from './node-blocks';

const blockKey = (b: Block) => b.blockHash;

/** The chain's newest blocks read from its node (no indexer): batched eth_getBlockByNumber, paged backwards. */
export function NodeLatestBlocksPanel({
  chainId,
  blockchainId,
  token,
  auto,
  onAutoChange,
}: LiveListProps & { blockchainId: string; token: NativeToken }) {
  const [pageSize] = usePageSize('blocks.latest');
  const live = useNodeLatestBlocks(blockchainId, pageSize);
  const { symbol, decimals } = token;
  const columns = useMemo(
    () => latestBlockColumns(chainId, { symbol, decimals }).filter((c) => !NODE_BLOCK_HIDDEN_COLUMNS.has(c.id)),
    [chainId, symbol, decimals],
  );
  const rowsOf = useCallback((page: NodeBlocksPage) => page.blocks.map((b) => nodeBlockRow(chainId, b)), [chainId]);
  const open = useCallback((b: Block) => navigate(routeTo('block', { chainId, number: b.blockNumber })), [chainId]);

  return (
    <LivePanel
      live={live}
      auto={auto}
      onAutoChange={onAutoChange}
      lead={
        <>
          <span className="muted" data-testid="node-blocks-source">
            Newest first, read from the node (one batch of eth_getBlockByNumber per page). Click a row for the block.
          </span>
          <PageSizeSelect list="blocks.latest" />
        </>
      }
      selectRows={rowsOf}
      columns={columns}
      rowKey={blockKey}
      onRowClick={open}
      label={`Latest blocks of chain ${chainId}`}
      emptyMessage={`The node has no blocks for chain ${chainId}.`}
      what="The latest blocks list"
      panelTestId="latest-blocks"
      testId="blocks-table"
    />
  );
}
