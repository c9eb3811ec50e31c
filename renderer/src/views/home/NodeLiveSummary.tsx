import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { TxLink } from '@renderer/components/value/TxLink';
import { formatInteger } from '@renderer/format/number';
import { nativeTokenOf, useNodeChainRef } from '@renderer/queries/chains';
import { nodeTxRows, type RecentBlocks, useNodeRecentBlocks } from '@renderer/queries/node-transactions';
import { routeTo } from '@shared/routing/routes';
import type { ReactNode } from 'react';
import { blocksRead } from './blocks-read';
import { HOME_REFRESH_MS, HOME_ROWS, MoreLink } from './LiveSummary';

/** The node's newest blocks (with their transactions) for one chain, or what stands in their way. */
function NodeRecent({
  chainId,
  title,
  tools,
  testId,
  children,
}: {
  chainId: string;
  title: string;
  tools: ReactNode;
  testId: string;
  children: (data: RecentBlocks) => ReactNode;
}) {
  const { ref } = useNodeChainRef(chainId);
  const query = useNodeRecentBlocks(ref.kind === 'ready' ? ref.blockchainId : null, HOME_REFRESH_MS);
  return (
    <Card title={title} tools={tools} testId={testId}>
      {ref.kind === 'unknown' ? (
        <p className="muted" data-testid="home-node-chain-unknown">
          {ref.reason}
        </p>
      ) : (
        <QueryState query={query} errorTitle={`Could not read ${title.toLowerCase()} from the node`}>
          {children}
        </QueryState>
      )}
    </Card>
  );
}

/** Node only: the chain's newest blocks from its node, refreshed every few seconds. */
export function NodeLatestBlocksCard({ chainId }: { chainId: string }) {
  return (
    <NodeRecent
      chainId={chainId}
      title="Latest blocks"
      tools={<MoreLink href={routeTo('blocks', { chainId })}>All blocks</MoreLink>}
      testId="home-blocks"
    >
      {(data) => (
        <>
          <ul className="home-list">
            {data.blocks.slice(0, HOME_ROWS).map((b) => (
              <li key={b.hash ?? b.number} className="home-list__row" data-testid="home-block">
                <BlockLink chainId={chainId} number={BigInt(b.number ?? '0x0').toString()} testId="home-block-link" />
                <span className="muted">{formatInteger(b.transactions.length)} tx</span>
                <RelativeTime value={Number(BigInt(b.timestamp))} />
              </li>
            ))}
          </ul>
          <p className="muted home-source" data-testid="home-blocks-source">
            Read from the node (eth_getBlockByNumber).
          </p>
        </>
      )}
    </NodeRecent>
  );
}

/**
 * Node only: the newest transactions, taken from the newest blocks (a node keeps no list of them), and
 * labelled with the blocks they come from.
 */
export function NodeLatestTransactionsCard({ chainId }: { chainId: string }) {
  const { chain } = useNodeChainRef(chainId);
  const token = nativeTokenOf(chain);
  return (
    <NodeRecent
      chainId={chainId}
      title="Latest transactions"
      tools={<MoreLink href={`${routeTo('blocks', { chainId })}?tab=transactions`}>All transactions</MoreLink>}
      testId="home-transactions"
    >
      {(data) => {
        const rows = nodeTxRows(data.blocks).slice(0, HOME_ROWS);
        return (
          <>
            {rows.length === 0 ? (
              <p className="muted" data-testid="home-txs-none">
                No transactions in {blocksRead(data)}.
              </p>
            ) : (
              <ul className="home-list">
                {rows.map((t) => (
                  <li key={t.hash} className="home-list__row home-list__row--tx" data-testid="home-tx">
                    <TxLink chainId={chainId} txHash={t.hash} testId="home-tx-link" />
                    <span className="home-list__parties">
                      <AddressLink chainId={chainId} address={t.from} testId="home-tx-from" />
                      <span className="muted" aria-hidden="true">
                        →
                      </span>
                      {t.to ? (
                        <AddressLink chainId={chainId} address={t.to} testId="home-tx-to" />
                      ) : (
                        <span className="muted">contract creation</span>
                      )}
                    </span>
                    <Amount value={t.value} decimals={token.decimals} symbol={token.symbol} testId="home-tx-value" />
                    <RelativeTime value={t.timestamp} />
                  </li>
                ))}
              </ul>
            )}
            <p
              className="muted home-source"
              data-testid="home-txs-source"
              data-top={data.top}
              data-bottom={data.bottom}
            >
              {rows.length === 0
                ? 'Read from the node, which keeps no list of the chain’s transactions: All transactions reads older blocks.'
                : `From ${blocksRead(data)}, read from the node: it keeps no list of the chain’s transactions.`}
            </p>
          </>
        );
      }}
    </NodeRecent>
  );
}
