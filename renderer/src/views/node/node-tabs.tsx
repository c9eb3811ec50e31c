import { lazyNamed } from '@renderer/components/lazy-named';
import type { ComponentType } from 'react';
import { OverviewTab } from './OverviewTab';

export interface NodeTab {
  /** `?tab=` value; the first tab is the default and leaves no parameter. */
  id: string;
  label: string;
  Panel: ComponentType;
}

/**
 * The dashboard's tabs in display order; a new tab is one more entry. Tabs other than the overview load
 * their code when first opened (the peers tab brings the chart library).
 */
export const NODE_TABS: readonly NodeTab[] = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'peers', label: 'Peers', Panel: lazyNamed(() => import('./PeersTab'), 'PeersTab') },
  { id: 'uptime', label: 'Uptime', Panel: lazyNamed(() => import('./UptimeTab'), 'UptimeTab') },
  { id: 'upgrades', label: 'Upgrades', Panel: lazyNamed(() => import('./UpgradesTab'), 'UpgradesTab') },
  { id: 'acps', label: 'ACP votes', Panel: lazyNamed(() => import('./AcpsTab'), 'AcpsTab') },
  { id: 'vms', label: 'VMs & fees', Panel: lazyNamed(() => import('./VmsTab'), 'VmsTab') },
  { id: 'evm', label: 'EVM config', Panel: lazyNamed(() => import('./EvmConfigTab'), 'EvmConfigTab') },
  { id: 'pchain', label: 'P-Chain', Panel: lazyNamed(() => import('../pchain/PChainTools'), 'PChainTools') },
  { id: 'xchain', label: 'X-Chain', Panel: lazyNamed(() => import('./XChainTxTab'), 'XChainTxTab') },
];
