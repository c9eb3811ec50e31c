import { lazyNamed, useLazyArrivals } from '@renderer/components/lazy-named';
import type { RouteWithoutView } from '@renderer/routing/route-views';
import type { Route } from '@shared/routing/routes';
import { Suspense } from 'react';
import { AreaView } from './area/AreaView';
import { MetricsSkeleton } from './metrics/MetricsSkeleton';
import { ViewSkeleton } from './ViewSkeleton';
import { VIEW_CHUNKS } from './view-chunks';

// Each view loads on first use (its chunk, see view-chunks.ts); the start-up bundle holds only the shell.
const HomeView = lazyNamed(VIEW_CHUNKS.home, 'HomeView');
const LookupView = lazyNamed(VIEW_CHUNKS.lookup, 'LookupView');
const AddressView = lazyNamed(VIEW_CHUNKS.address, 'AddressView');
const TxView = lazyNamed(VIEW_CHUNKS.tx, 'TxView');
const BlocksView = lazyNamed(VIEW_CHUNKS.blocks, 'BlocksView');
const BlockView = lazyNamed(VIEW_CHUNKS.block, 'BlockView');
const NftView = lazyNamed(VIEW_CHUNKS.nft, 'NftView');
const SubnetsView = lazyNamed(VIEW_CHUNKS.subnets, 'SubnetsView');
const SubnetView = lazyNamed(VIEW_CHUNKS.subnet, 'SubnetView');
const ValidatorsView = lazyNamed(VIEW_CHUNKS.validators, 'ValidatorsView');
const RewardsView = lazyNamed(VIEW_CHUNKS.rewards, 'RewardsView');
const VerticesView = lazyNamed(VIEW_CHUNKS.vertices, 'VerticesView');
const NodeView = lazyNamed(VIEW_CHUNKS.node, 'NodeView');
const IndexBrowserView = lazyNamed(VIEW_CHUNKS.index, 'IndexBrowserView');
const MetricsView = lazyNamed(VIEW_CHUNKS.metrics, 'default');
const ExportView = lazyNamed(VIEW_CHUNKS.export, 'ExportView');
const SignaturesView = lazyNamed(VIEW_CHUNKS.signatures, 'SignaturesView');
const SettingsView = lazyNamed(VIEW_CHUNKS.settings, 'SettingsView');
const LabelsView = lazyNamed(VIEW_CHUNKS.labels, 'LabelsView');

/** Compile-time check: a route reaching the default case must be listed in ROUTES_WITHOUT_VIEW. */
function viewlessName<R extends { name: RouteWithoutView }>(route: R): R['name'] {
  return route.name;
}

/**
 * Route → view. While a view's code loads, the route shows the view's outline in skeleton (the metrics
 * view has its own). Routes without their own view get the route panel (parameters + working links);
 * they must be listed in ROUTES_WITHOUT_VIEW (routing/route-views.ts), which links and search consult.
 */
export function ViewRouter({ route }: { route: Route }) {
  const arrivals = useLazyArrivals();
  return (
    <Suspense fallback={route.name === 'metrics' ? <MetricsSkeleton /> : <ViewSkeleton route={route} />}>
      {/* One instance per route name: the three lookups and home/not-found share a component, and a view reads
          only its own route's hash (useLocationHash), so moving between them must mount the other one. */}
      <RoutedView key={route.name} route={route} arrivals={arrivals} />
    </Suspense>
  );
}

/** `arrivals` is not read: a new value re-renders the view, which reveals a view whose code has just arrived. */
function RoutedView({ route }: { route: Route; arrivals: number }) {
  switch (route.name) {
    case 'home':
      return <HomeView />;
    case 'notFound':
      return <HomeView unknownPath={route.path} />;
    case 'address':
      return <AddressView key={`${route.chainId}/${route.address}`} chainId={route.chainId} address={route.address} />;
    case 'addressLookup':
      return <LookupView kind="address" />;
    case 'txLookup':
      return <LookupView kind="tx" />;
    case 'nftLookup':
      return <LookupView kind="nft" />;
    case 'subnets':
      return <SubnetsView key={route.network} network={route.network} />;
    case 'subnet':
      return (
        <SubnetView key={`${route.network}/${route.subnetId}`} network={route.network} subnetId={route.subnetId} />
      );
    case 'settings':
      return <SettingsView />;
    case 'labels':
      return <LabelsView />;
    case 'node':
      return <NodeView />;
    case 'tx':
      return <TxView key={`${route.chainId}/${route.txHash}`} chainId={route.chainId} txHash={route.txHash} />;
    case 'index':
      return <IndexBrowserView key={`${route.chain}/${route.kind}`} chain={route.chain} kind={route.kind} />;
    case 'nft':
      return <NftView key={`${route.chainId}/${route.contract}`} chainId={route.chainId} contract={route.contract} />;
    case 'blocks':
      return <BlocksView key={route.chainId} chainId={route.chainId} />;
    case 'block':
      return <BlockView key={`${route.chainId}/${route.number}`} chainId={route.chainId} number={route.number} />;
    case 'validators':
      return <ValidatorsView key={route.network} network={route.network} />;
    case 'rewards':
      return <RewardsView key={route.network} network={route.network} />;
    case 'vertices':
      return <VerticesView key={route.network} network={route.network} />;
    case 'metrics':
      return <MetricsView key={route.chainId} chainId={route.chainId} />;
    case 'signatures':
      return <SignaturesView />;
    case 'export':
      return <ExportView />;
    default: {
      // Compile-time check: every route not handled above is listed as having no view.
      return <AreaView key={viewlessName(route)} route={route} />;
    }
  }
}
