import { PageHeader } from '@renderer/components/PageHeader';
import { Tabs } from '@renderer/components/tabs/Tabs';
import { useHashTab } from '@renderer/components/tabs/use-hash-tab';
import { Badge } from '@renderer/components/value/Badge';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { NodeRefreshContext } from '@renderer/queries/node';
import { useState } from 'react';
import { DEFAULT_REFRESH, type RefreshChoiceId, refetchIntervalOf } from './node-refresh';
import '@renderer/styles/views/node.css';
import { NODE_TABS } from './node-tabs';
import { RefreshControls } from './RefreshControls';

const TAB_IDS = NODE_TABS.map((t) => t.id);
const DEFAULT_TAB = TAB_IDS[0] ?? 'overview';

/** `#/node`: the active profile's node — identity, peers, uptime, upgrades, ACP votes, VMs, EVM chain config. */
export function NodeView() {
  const profile = useActiveProfile();
  const [tab, setTab] = useHashTab<string>(DEFAULT_TAB, TAB_IDS);
  const [choice, setChoice] = useState<RefreshChoiceId>(DEFAULT_REFRESH);
  const [paused, setPaused] = useState(false);
  const active = NODE_TABS.find((t) => t.id === tab) ?? NODE_TABS[0];

  return (
    <div className="view node-view" data-testid="node-view">
      <PageHeader
        eyebrow={`Node · ${profile.name}`}
        title={
          <span className="node-inline">
            Node dashboard <Badge tone={profile.network === 'mainnet' ? 'success' : 'warning'}>{profile.network}</Badge>
          </span>
        }
      >
        <div className="node-header">
          <span className="muted">
            Node RPC{' '}
            <code className="mono" data-testid="node-endpoint">
              {profile.nodeRpcUrl}
            </code>
            {profile.publicNode && ' · public server (no node ID, IP or VM list)'}
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
      <NodeRefreshContext.Provider value={refetchIntervalOf(choice, paused)}>
        <Tabs
          tabs={NODE_TABS.map((t) => ({ id: t.id, label: t.label }))}
          active={active?.id ?? DEFAULT_TAB}
          onChange={setTab}
          label="Node dashboard"
          testId="node-tabs"
        >
          {active && <active.Panel />}
        </Tabs>
      </NodeRefreshContext.Provider>
    </div>
  );
}
