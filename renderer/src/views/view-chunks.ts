import type { Route } from '@shared/routing/routes';

/**
 * Every view's code is a chunk of its own, loaded when its route first opens, so start-up carries only
 * the shell (README, "Performance"). One loader per chunk: the view router renders through them and the
 * navigation prefetches through them, and the browser loads each module once whoever asks first.
 */
export const VIEW_CHUNKS = {
  home: () => import('./home/HomeView'),
  lookup: () => import('./lookup/LookupView'),
  address: () => import('./address/AddressView'),
  tx: () => import('./tx/TxView'),
  blocks: () => import('./blocks/BlocksView'),
  block: () => import('./block/BlockView'),
  nft: () => import('./nft/NftView'),
  subnets: () => import('./subnets/SubnetsView'),
  subnet: () => import('./subnet/SubnetView'),
  validators: () => import('./validators/ValidatorsView'),
  rewards: () => import('./rewards/RewardsView'),
  vertices: () => import('./vertices/VerticesView'),
  node: () => import('./node/NodeView'),
  index: () => import('./index-browser/IndexBrowserView'),
  metrics: () => import('./metrics/MetricsView'),
  export: () => import('./export/ExportView'),
  signatures: () => import('./signatures/SignaturesView'),
  settings: () => import('./settings/SettingsView'),
  labels: () => import('./labels/LabelsView'),
} as const;
export type ViewChunk = keyof typeof VIEW_CHUNKS;

/** The chunk that draws `route`. */
export function chunkOf(route: Route): ViewChunk {
  switch (route.name) {
    case 'notFound':
      return 'home';
    case 'addressLookup':
    case 'txLookup':
    case 'nftLookup':
      return 'lookup';
    default:
      return route.name;
  }
}

/**
 * Starts loading the view of `route` (on hover or focus of a link to it), so the click finds it in the
 * module cache. A failed prefetch is forgotten: opening the view retries and shows the error there.
 */
export function prefetchView(route: Route): void {
  VIEW_CHUNKS[chunkOf(route)]().catch(() => {});
}
