import type { RouteWithoutView } from '@renderer/routing/route-views';
import type { Route } from '@shared/routing/routes';
import { lazy, Suspense } from 'react';
import { AddressView } from './address/AddressView';
import { AreaView } from './area/AreaView';
import { BlockView } from './block/BlockView';
import { BlocksView } from './blocks/BlocksView';
import { ExportView } from './export/ExportView';
import { HomeView } from './home/HomeView';
import { IndexBrowserView } from './index-browser/IndexBrowserView';
import { LabelsView } from './labels/LabelsView';
import { LookupView } from './lookup/LookupView';
import { MetricsSkeleton } from './metrics/MetricsSkeleton';
import { NftView } from './nft/NftView';
import { NodeView } from './node/NodeView';
import { RewardsView } from './rewards/RewardsView';
import { SettingsView } from './settings/SettingsView';
import { SignaturesView } from './signatures/SignaturesView';
import { SubnetView } from './subnet/SubnetView';
import { SubnetsView } from './subnets/SubnetsView';
import { TxView } from './tx/TxView';
import { ValidatorsView } from './validators/ValidatorsView';
import { VerticesView } from './vertices/VerticesView';

/** The metrics view and its chart library load on first use, not with the app (see README, "Metrics"). */
const MetricsView = lazy(() => import('./metrics/MetricsView'));

/**
 * Route → view. Routes without their own view yet get the route panel (parameters + working links); they
 * must be listed in ROUTES_WITHOUT_VIEW (routing/route-views.ts), which links and search consult.
 */
/** Compile-time check: a route reaching the default case must be listed in ROUTES_WITHOUT_VIEW. */
function viewlessName<R extends { name: RouteWithoutView }>(route: R): R['name'] {
  return route.name;
}

export function ViewRouter({ route }: { route: Route }) {
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
      return (
        <Suspense fallback={<MetricsSkeleton />}>
          <MetricsView key={route.chainId} chainId={route.chainId} />
        </Suspense>
      );
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
