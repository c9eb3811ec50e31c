import type { Route } from './routes';

/** The navigation areas, one per family of deep links in ARCHITECTURE.md. */
export const AREAS = [
  'address',
  'blocks',
  'transactions',
  'nfts',
  'subnets',
  'validators',
  'rewards',
  'vertices',
  'node',
  'index',
  'metrics',
  'export',
  'signatures',
  'settings',
  'labels',
] as const;
export type AreaId = (typeof AREAS)[number];

/** Which navigation entry a route belongs to (null for home and unknown links). */
export function routeArea(route: Route): AreaId | null {
  switch (route.name) {
    case 'address':
    case 'addressLookup':
      return 'address';
    case 'tx':
    case 'txLookup':
      return 'transactions';
    case 'blocks':
    case 'block':
      return 'blocks';
    case 'nft':
    case 'nftLookup':
      return 'nfts';
    case 'subnets':
    case 'subnet':
      return 'subnets';
    case 'home':
    case 'notFound':
      return null;
    default:
      return route.name;
  }
}
