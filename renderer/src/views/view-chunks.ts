import { chunk } from '@renderer/components/chunk';
import type { Route } from '@shared/routing/routes';

/**
 * Every view's code is a chunk of its own, loaded when its route first opens, so start-up carries only
 * the shell (README, "Performance"). One loader per chunk: the view router renders through them and the
 * navigation prefetches through them, and the browser loads each module once whoever asks first.
 */
export const VIEW_CHUNKS = {
  home: chunk(() => import('./home/HomeView')),
  lookup: chunk(() => import('./lookup/LookupView')),
  address: chunk(() => import('./address/AddressView')),
  tx: chunk(() => import('./tx/TxView')),
  blocks: chunk(() => import('./blocks/BlocksView')),
  block: chunk(() => import('./block/BlockView')),
  nft: chunk(() => import('./nft/NftView')),
  subnets: chunk(() => import('./subnets/SubnetsView')),
  subnet: chunk(() => import('./subnet/SubnetView')),
  validators: chunk(() => import('./validators/ValidatorsView')),
  rewards: chunk(() => import('./rewards/RewardsView')),
  vertices: chunk(() => import('./vertices/VerticesView')),
  node: chunk(() => import('./node/NodeView')),
  index: chunk(() => import('./index-browser/IndexBrowserView')),
  metrics: chunk(() => import('./metrics/MetricsView')),
  export: chunk(() => import('./export/ExportView')),
  signatures: chunk(() => import('./signatures/SignaturesView')),
  settings: chunk(() => import('./settings/SettingsView')),
  labels: chunk(() => import('./labels/LabelsView')),
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
  VIEW_CHUNKS[chunkOf(route)].load().catch(() => {});
}
