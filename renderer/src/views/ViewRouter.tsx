import type { RouteWithoutView } from '../routing/route-views';
import type { Route } from '../routing/routes';
import { AddressView } from './address/AddressView';
import { AreaView } from './area/AreaView';
import { BlockView } from './block/BlockView';
import { BlocksView } from './blocks/BlocksView';
import { ExportView } from './export/ExportView';
import { HomeView } from './home/HomeView';
import { IndexBrowserView } from './index-browser/IndexBrowserView';
import { LabelsView } from './labels/LabelsView';
import { LookupView } from './lookup/LookupView';
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

/**
 * Route → view. Routes without their own view yet get the route panel (parameters + working links); they
 * must be listed in ROUTES_WITHOUT_VIEW (routing/route-views.ts), which links and search consult.
 */
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
    case 'signatures':
      return <SignaturesView />;
    case 'export':
      return <ExportView />;
    default: {
      // Compile-time check: every route not handled above is listed as having no view.
      const viewless: RouteWithoutView = route.name;
      return <AreaView key={viewless} route={route} />;
    }
  }
}
