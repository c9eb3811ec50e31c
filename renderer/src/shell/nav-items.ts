import type { AreaId } from '../routing/areas';
import { routeTo } from '../routing/routes';

export interface NavContext {
  chainId: string;
  network: 'mainnet' | 'fuji';
}

export interface NavItem {
  area: AreaId;
  label: string;
  href: (ctx: NavContext) => string;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** Every area of the deep links, grouped the way people look for them. */
export const NAV_GROUPS: NavGroup[] = [
  {
    title: 'EVM chains',
    items: [
      { area: 'address', label: 'Address', href: () => routeTo('addressLookup', {}) },
      { area: 'blocks', label: 'Blocks', href: ({ chainId }) => routeTo('blocks', { chainId }) },
      { area: 'transactions', label: 'Transactions', href: () => routeTo('txLookup', {}) },
      { area: 'nfts', label: 'NFTs', href: () => routeTo('nftLookup', {}) },
      { area: 'labels', label: 'Watchlist', href: () => routeTo('labels', {}) },
    ],
  },
  {
    title: 'Primary network',
    items: [
      { area: 'subnets', label: 'Subnets / L1s', href: ({ network }) => routeTo('subnets', { network }) },
      { area: 'validators', label: 'Validators', href: ({ network }) => routeTo('validators', { network }) },
      { area: 'rewards', label: 'Rewards', href: ({ network }) => routeTo('rewards', { network }) },
      { area: 'vertices', label: 'Vertices', href: ({ network }) => routeTo('vertices', { network }) },
    ],
  },
  {
    title: 'Node',
    items: [
      { area: 'node', label: 'Node', href: () => routeTo('node', {}) },
      { area: 'index', label: 'Index', href: () => routeTo('index', { chain: 'C', kind: 'block' }) },
    ],
  },
  {
    title: 'Tools',
    items: [
      { area: 'metrics', label: 'Metrics', href: ({ chainId }) => routeTo('metrics', { chainId }) },
      { area: 'export', label: 'Export', href: () => routeTo('export', {}) },
      { area: 'signatures', label: 'Signatures', href: () => routeTo('signatures', {}) },
      { area: 'settings', label: 'Settings', href: () => routeTo('settings', {}) },
    ],
  },
];
