import { ErrorsShownAbove } from '@renderer/components/feedback/ErrorsShownAbove';
import { useLazyArrivals } from '@renderer/components/lazy-named';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { Tabs } from '@renderer/components/tabs/Tabs';
import { useHashTab } from '@renderer/components/tabs/use-hash-tab';
import { Badge } from '@renderer/components/value/Badge';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { NodeBackgroundContext, NodeRefreshContext } from '@renderer/queries/node';
import { Suspense, useState } from 'react';
import { DEFAULT_REFRESH, type RefreshChoiceId, refetchIntervalOf } from './node-refresh';
import '@renderer/styles/views/node.css';
import { HealthCard } from './health/HealthCard';
import { NodeEndpointKind } from './NodeEndpointKind';
import { NODE_DOWN_REASON, NodeOutageBanner, useNodeOutage } from './NodeOutage';
import { NODE_TABS, type NodeTab } from './node-tabs';
import { RefreshControls } from './RefreshControls';

const TAB_IDS = NODE_TABS.map((t) => t.id);
const DEFAULT_TAB = TAB_IDS[0] ?? 'overview';

/**
 * `#/node`: the active profile's node — a health verdict on top, then identity, peers, uptime, upgrades,
 * ACP votes, VMs, EVM chain config. While the node does not answer, one banner says so for the page.
 */
export function NodeView() {
  const profile = useActiveProfile();
  const [tab, setTab] = useHashTab<string>(DEFAULT_TAB, TAB_IDS);
  const [choice, setChoice] = useState<RefreshChoiceId>(DEFAULT_REFRESH);
  const [paused, setPaused] = useState(false);
  const active = NODE_TABS.find((t) => t.id === tab) ?? NODE_TABS[0];
  // A tab whose code has just arrived is drawn at once (see useLazyArrivals), not after React's throttled retry.
  useLazyArrivals();

  return (
    <NodeRefreshContext.Provider value={refetchIntervalOf(choice, paused)}>
      <NodeBackgroundContext.Provider value={!paused}>
        <div className="view node-view" data-testid="node-view">
          <PageHeader
            eyebrow={`Node · ${profile.name}`}
            title={
              <span className="node-inline">
                Node dashboard{' '}
                <Badge tone={profile.network === 'mainnet' ? 'success' : 'warning'}>{profile.network}</Badge>
              </span>
            }
          >
            <div className="node-header">
              <span className="muted">
                Node RPC{' '}
                <code className="mono" data-testid="node-endpoint">
                  {profile.nodeRpcUrl}
                </code>
                <NodeEndpointKind />
              </span>
              <RefreshControls
                choice={choice}
                onChoice={(c) => {
                  setChoice(c);
                  setPaused(false);
                }}
                paused={paused}
                onPausedChange={setPaused}
              />
            </div>
          </PageHeader>
          <NodeBody active={active} onTab={setTab} />
        </div>
      </NodeBackgroundContext.Provider>
    </NodeRefreshContext.Provider>
  );
}

/** A tab whose code is still loading: its first card in outline. */
function TabSkeleton() {
  return (
    <section className="card" aria-busy="true" data-testid="node-tab-loading">
      <Skeleton size="xl" />
      <Skeleton size="md" />
      <Skeleton size="md" />
    </section>
  );
}

/** Below the header: the outage banner, the health card and the tabs, sharing the refresh interval. */
function NodeBody({ active, onTab }: { active: NodeTab | undefined; onTab: (tab: string) => void }) {
  const outage = useNodeOutage();
  return (
    <ErrorsShownAbove reason={outage ? NODE_DOWN_REASON : null}>
      {outage && <NodeOutageBanner error={outage} />}
      <HealthCard defaultOpen={(active?.id ?? DEFAULT_TAB) === DEFAULT_TAB} />
      <Tabs
        tabs={NODE_TABS.map((t) => ({ id: t.id, label: t.label }))}
        active={active?.id ?? DEFAULT_TAB}
        onChange={onTab}
        label="Node dashboard"
        testId="node-tabs"
      >
        <Suspense fallback={<TabSkeleton />}>{active && <active.Panel />}</Suspense>
      </Tabs>
    </ErrorsShownAbove>
  );
}
