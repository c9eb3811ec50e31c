import { Card } from '@renderer/components/layout/Card';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useChainSource } from '@renderer/queries/chains';
import { useHashParam } from '@renderer/routing/hash-query';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { HomeHelp } from './HomeHelp';
import { LatestBlocksCard, LatestTransactionsCard } from './LiveSummary';
import { MetricsCard } from './MetricsCard';
import { NodeCard } from './NodeCard';
import { NodeLatestBlocksCard, NodeLatestTransactionsCard } from './NodeLiveSummary';
import { RecentSearches } from './RecentSearches';
import { WatchlistCard } from './WatchlistCard';
import '@renderer/styles/views/home.css';

/**
 * The landing view: the network at a glance (latest blocks and transactions, live; the watchlist; the
 * node's verdict) with what the search box understands behind "?" (`?help=1`, a deep link). An
 * unknown link opens the help, which lists the links that work.
 */
export function HomeView({ unknownPath }: { unknownPath?: string }) {
  const profile = useActiveProfile();
  const chainId = useSelectedChainId(profile);
  // Node only (or a custom chain the Data API does not list): the live lists come from the node's newest blocks.
  const source = useChainSource(chainId);
  const [helpParam, setHelp] = useHashParam('help', { history: 'push' });
  const helpOpen = helpParam === '1' || unknownPath !== undefined;

  return (
    <div className="view" data-testid="home-view">
      {unknownPath !== undefined && (
        <div className="notice notice--warn" role="status" data-testid="unknown-route">
          Nothing lives at <code className="mono">#/{unknownPath}</code>. The links Snowscope understands are listed
          below.
        </div>
      )}
      <div className="home-header">
        <PageHeader eyebrow={profile.name} title="Explore Avalanche">
          Search with <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd>: addresses, labels, transactions, blocks, node and
          subnet ids, or a link from Snowtrace, Routescan or Avascan. Lookups run on chain{' '}
          <code className="mono">{chainId}</code> of the <strong>{profile.network}</strong> network.
        </PageHeader>
        {unknownPath === undefined && (
          <button
            type="button"
            className="button home-help-toggle"
            aria-expanded={helpOpen}
            aria-controls="home-help"
            title={helpOpen ? 'Hide what the search box recognises' : 'What the search box recognises, and every link'}
            onClick={() => setHelp(helpOpen ? null : '1')}
            data-testid="home-help-toggle"
          >
            {helpOpen ? 'Hide help' : '?'}
          </button>
        )}
      </div>
      {helpOpen && (
        <section id="home-help">
          <HomeHelp />
        </section>
      )}
      <div className="home-grid" data-testid="home-dashboard">
        {source === 'data' ? (
          <LatestBlocksCard chainId={chainId} />
        ) : source === 'node' ? (
          <NodeLatestBlocksCard chainId={chainId} />
        ) : (
          <Card title="Latest blocks" testId="home-blocks">
            <Skeleton size="lg" />
          </Card>
        )}
        <NodeCard profile={profile} />
        {source === 'data' ? (
          <LatestTransactionsCard chainId={chainId} />
        ) : source === 'node' ? (
          <NodeLatestTransactionsCard chainId={chainId} />
        ) : (
          <Card title="Latest transactions" testId="home-transactions">
            <Skeleton size="lg" />
          </Card>
        )}
        <WatchlistCard />
        <MetricsCard chainId={chainId} />
      </div>
      <RecentSearches />
    </div>
  );
}
