import type { ComponentType } from 'react';
import { PChainTools } from '../pchain/PChainTools';
import { AcpsTab } from './AcpsTab';
import { EvmConfigTab } from './EvmConfigTab';
import { OverviewTab } from './OverviewTab';
import { PeersTab } from './PeersTab';
import { UpgradesTab } from './UpgradesTab';
import { UptimeTab } from './UptimeTab';
import { VmsTab } from './VmsTab';
import { XChainTxTab } from './XChainTxTab';

export interface NodeTab {
  /** `?tab=` value; the first tab is the default and leaves no parameter. */
  id: string;
  label: string;
  Panel: ComponentType;
}

/** The dashboard's tabs in display order; a new tab is one more entry. */
export const NODE_TABS: readonly NodeTab[] = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'peers', label: 'Peers', Panel: PeersTab },
  { id: 'uptime', label: 'Uptime', Panel: UptimeTab },
  { id: 'upgrades', label: 'Upgrades', Panel: UpgradesTab },
  { id: 'acps', label: 'ACP votes', Panel: AcpsTab },
  { id: 'vms', label: 'VMs & fees', Panel: VmsTab },
  { id: 'evm', label: 'EVM config', Panel: EvmConfigTab },
  { id: 'pchain', label: 'P-Chain', Panel: PChainTools },
  { id: 'xchain', label: 'X-Chain', Panel: XChainTxTab },
];
