import type { Route } from '../routing/routes';
import { AddressView } from './address/AddressView';
import { AreaView } from './area/AreaView';
import { HomeView } from './home/HomeView';
import { LookupView } from './lookup/LookupView';
import { SettingsView } from './settings/SettingsView';

/** Route → view. Areas without their own view yet get the route panel (parameters + working links). */
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
    case 'settings':
      return <SettingsView />;
    default:
      return <AreaView route={route} />;
  }
}
