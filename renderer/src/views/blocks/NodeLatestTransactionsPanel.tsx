import { PageSizeSelect } from '@renderer/components/paging/PageSizeSelect';
import { formatInteger } from '@renderer/format/number';
import {
  type NodeTxRow,
  nodeTxRows,
  type RecentBlocks,
  useNodeLatestTransactions,
} from '@renderer/queries/node-transactions';
import { navigate } from '@renderer/routing/use-route';
import { usePageSize } from '@renderer/stores/page-sizes';
import { routeTo } from '@shared/routing/routes';
import { useCallback, useMemo } from 'react';
import type { NativeToken } from './block-columns';
import { type LiveListProps, LivePanel } from './LivePanel';
import { nodeTxColumns } from './node-tx-columns';

const rowsOf = (page: RecentBlocks) => nodeTxRows(page.blocks);
const txKey = (t: NodeTxRow) => t.hash;

/** Which blocks the loaded pages cover: from the first page's top down to the last page's bottom. */
function scannedRange(pages: readonly RecentBlocks[] | undefined) {
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  if (!first || !last) return null;
  return {
    top: first.top,
    bottom: last.bottom,
    text: `blocks #${formatInteger(last.bottom)} to #${formatInteger(first.top)}`,
  };
}

/**
 * The chain's latest transactions read from its node (no indexer): the transactions of its newest blocks,
 * newest first, each page reading further back through the blocks; live refresh starts again at the head.
 */
export function NodeLatestTransactionsPanel({
  chainId,
  blockchainId,
  token,
  auto,
  onAutoChange,
}: LiveListProps & { blockchainId: string; token: NativeToken }) {
  const [pageSize] = usePageSize('blocks.transactions');
  const live = useNodeLatestTransactions(blockchainId, pageSize);
  const { symbol, decimals } = token;
  const columns = useMemo(() => nodeTxColumns(chainId, { symbol, decimals }), [chainId, symbol, decimals]);
  const open = useCallback((t: NodeTxRow) => navigate(routeTo('tx', { chainId, txHash: t.hash })), [chainId]);
  const range = scannedRange(live.query.data?.pages);

  return (
    <LivePanel
      live={live}
      auto={auto}
      onAutoChange={onAutoChange}
      lead={
        <>
          <span className="muted" data-testid="node-txs-source" data-top={range?.top} data-bottom={range?.bottom}>
            {range ? `The transactions of ${range.text}` : 'The transactions of the newest blocks'}, newest first, read
            from the node. No status column: a block carries no receipts (a transaction’s page reads its own).
          </span>
          <PageSizeSelect list="blocks.transactions" />
        </>
      }
      selectRows={rowsOf}
      columns={columns}
      rowKey={txKey}
      onRowClick={open}
      label={`Latest transactions of chain ${chainId}`}
      emptyMessage={`No transactions in ${range?.text ?? 'the newest blocks'}. Load more reads older blocks.`}
      what="The latest transactions list"
      panelTestId="latest-transactions"
      testId="txs-table"
    />
  );
}
