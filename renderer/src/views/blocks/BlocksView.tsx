import { Card } from '@renderer/components/layout/Card';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { TokenLogo } from '@renderer/components/TokenLogo';
import { Tabs } from '@renderer/components/tabs/Tabs';
import { useHashTab } from '@renderer/components/tabs/use-hash-tab';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { findChain, nativeTokenOf, useChainSource, useChains, useNodeChainRef } from '@renderer/queries/chains';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { useState } from 'react';
import type { NativeToken } from './block-columns';
import type { LiveListProps } from './LivePanel';
import { NodeLatestBlocksPanel } from './NodeLatestBlocksPanel';
import { NodeLatestTransactionsPanel } from './NodeLatestTransactionsPanel';
import '@renderer/styles/views/blocks.css';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { LatestBlocksPanel } from './LatestBlocksPanel';
import { LatestTransactionsPanel } from './LatestTransactionsPanel';
import type { AutoRefresh } from './LiveControls';

const TABS = ['blocks', 'transactions'] as const;
type LiveTab = (typeof TABS)[number];

function InvalidChain({ chainId }: { chainId: string }) {
  const profile = useActiveProfile();
  const fallback = useSelectedChainId(profile);
  return (
    <div className="view" data-testid="blocks-view">
      <PageHeader eyebrow="Blocks" title={<span className="mono break">{chainId}</span>} />
      <RouteIssuesCard issues={routeIssues({ name: 'blocks', chainId })} testId="blocks-invalid">
        <a className="link" href={routeTo('blocks', { chainId: fallback })}>
          Latest blocks of chain {fallback} →
        </a>
      </RouteIssuesCard>
    </div>
  );
}

/** `#/blocks/:chainId`: the chain's latest blocks and latest transactions, live. */
export function BlocksView({ chainId }: { chainId: string }) {
  if (routeIssues({ name: 'blocks', chainId }).length > 0) return <InvalidChain chainId={chainId} />;
  return <LiveLists chainId={chainId} />;
}

/** Node only: the live lists come from the chain's node, once its blockchain id is known. */
function NodeList({ list, ...props }: LiveListProps & { token: NativeToken; list: LiveTab }) {
  const { ref } = useNodeChainRef(props.chainId);
  if (ref.kind === 'ready') {
    return list === 'blocks' ? (
      <NodeLatestBlocksPanel {...props} blockchainId={ref.blockchainId} />
    ) : (
      <NodeLatestTransactionsPanel {...props} blockchainId={ref.blockchainId} />
    );
  }
  if (ref.kind === 'unknown') {
    return (
      <Card tone="warn" title="Which node chain?" testId="blocks-chain-unknown">
        <p>{ref.reason}</p>
      </Card>
    );
  }
  return <Skeleton size="lg" />;
}

function LiveLists({ chainId }: { chainId: string }) {
  const source = useChainSource(chainId);
  const chains = useChains();
  const chain = findChain(chains.data?.chains, chainId);
  const token = nativeTokenOf(chain);
  const [tab, setTab] = useHashTab<LiveTab>('blocks', TABS);
  const [auto, setAuto] = useState<AutoRefresh>({ enabled: false, seconds: 10 });

  return (
    <div className="view" data-testid="blocks-view">
      <PageHeader
        eyebrow={`Blocks · chain ${chainId}`}
        title={
          <span className="chain-title">
            {chain && <TokenLogo uri={chain.chainLogoUri} symbol={chain.networkToken.symbol} />}
            <span data-testid="blocks-chain-name">{chain?.chainName ?? `Chain ${chainId}`}</span>
            {chain && (
              <span className={`badge badge--${chain.isTestnet ? 'fuji' : 'mainnet'}`}>
                {chain.isTestnet ? 'testnet' : 'mainnet'}
              </span>
            )}
          </span>
        }
      >
        <span className="muted">
          {chain?.networkToken.symbol ? `Native token ${chain.networkToken.symbol} · ` : ''}
          <a href={routeTo('metrics', { chainId })}>Metrics of this chain</a>
        </span>
      </PageHeader>
      <Tabs
        label="Live lists"
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'blocks', label: 'Latest blocks' },
          { id: 'transactions', label: 'Latest transactions' },
        ]}
      >
        {source === 'pending' ? (
          <Skeleton size="lg" />
        ) : source === 'node' ? (
          <NodeList key={tab} list={tab} chainId={chainId} token={token} auto={auto} onAutoChange={setAuto} />
        ) : tab === 'blocks' ? (
          <LatestBlocksPanel chainId={chainId} token={token} auto={auto} onAutoChange={setAuto} />
        ) : (
          <LatestTransactionsPanel chainId={chainId} token={token} auto={auto} onAutoChange={setAuto} />
        )}
      </Tabs>
    </div>
  );
}
