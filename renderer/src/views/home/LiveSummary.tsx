import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { Amount } from '@renderer/components/value/Amount';
import { BlockLink } from '@renderer/components/value/BlockLink';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { TxLink } from '@renderer/components/value/TxLink';
import { formatInteger } from '@renderer/format/number';
import { findChain, nativeTokenOf, useChains } from '@renderer/queries/chains';
import { LIVE_STALE_TIME } from '@renderer/queries/stale-time';
import { useChannelQuery } from '@renderer/queries/use-channel-query';
import { routeTo } from '@shared/routing/routes';

/** Rows per list on the dashboard: a glance, the blocks view has the rest. */
export const HOME_ROWS = 6;
/** How often the dashboard asks for new blocks and transactions while it is in view. */
export const HOME_REFRESH_MS = 10_000;

const live = { refetchInterval: HOME_REFRESH_MS, staleTime: LIVE_STALE_TIME };

export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="link" href={href}>
      {children} →
    </a>
  );
}

/** The chain's newest blocks, refreshed every few seconds. */
export function LatestBlocksCard({ chainId }: { chainId: string }) {
  const query = useChannelQuery('data.listLatestBlocks', { chainId, pageSize: HOME_ROWS }, live);
  return (
    <Card
      title="Latest blocks"
      tools={<MoreLink href={routeTo('blocks', { chainId })}>All blocks</MoreLink>}
      testId="home-blocks"
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.blocks.length === 0}
        empty={<p className="muted">No blocks indexed on chain {chainId}.</p>}
        errorTitle="Could not load the latest blocks"
      >
        {(data) => (
          <ul className="home-list">
            {data.blocks.map((b) => (
              <li key={b.blockHash} className="home-list__row" data-testid="home-block">
                <BlockLink chainId={chainId} number={b.blockNumber} testId="home-block-link" />
                <span className="muted">{formatInteger(b.txCount)} tx</span>
                <RelativeTime value={b.blockTimestamp} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

/** The chain's newest transactions with their parties (labels included) and value. */
export function LatestTransactionsCard({ chainId }: { chainId: string }) {
  const query = useChannelQuery('data.listLatestTransactions', { chainId, pageSize: HOME_ROWS }, live);
  const chains = useChains();
  const token = nativeTokenOf(findChain(chains.data?.chains, chainId));
  return (
    <Card
      title="Latest transactions"
      tools={<MoreLink href={`${routeTo('blocks', { chainId })}?tab=transactions`}>All transactions</MoreLink>}
      testId="home-transactions"
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.transactions.length === 0}
        empty={<p className="muted">No transactions indexed on chain {chainId}.</p>}
        errorTitle="Could not load the latest transactions"
      >
        {(data) => (
          <ul className="home-list">
            {data.transactions.map((t) => (
              <li key={t.txHash} className="home-list__row home-list__row--tx" data-testid="home-tx">
                <TxLink chainId={chainId} txHash={t.txHash} testId="home-tx-link" />
                <span className="home-list__parties">
                  <AddressLink chainId={chainId} address={t.from.address} name={t.from.name} testId="home-tx-from" />
                  <span className="muted" aria-hidden="true">
                    →
                  </span>
                  <AddressLink chainId={chainId} address={t.to.address} name={t.to.name} testId="home-tx-to" />
                </span>
                <Amount value={t.value} decimals={token.decimals} symbol={token.symbol} />
                <RelativeTime value={t.blockTimestamp} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
