import { hasDataApi, type Profile } from '@shared/models/profile';
import { routeIssues } from '@shared/routing/route-issues';
import type { Route } from '@shared/routing/routes';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchAddressDeepLink } from './address';
import { prefetchTxDeepLink } from './tx';

/**
 * Starts the first requests of the view a deep link opens (an address, a transaction) as soon as the
 * active profile is known, so they travel while React renders the shell and the view's code loads (README,
 * "Performance"). Only a link without view state in its hash (`?tab=…`, a range, a block) is prefetched:
 * what the view then asks depends on parsing that state, which the view does itself. A route the view would
 * refuse asks nothing.
 */
export function prefetchDeepLinkData(client: QueryClient, profile: Profile, route: Route, hash: string): void {
  if (!hasDataApi(profile) || hash.includes('?') || routeIssues(route).length > 0) return;
  if (route.name === 'address') prefetchAddressDeepLink(client, profile.id, route.chainId, route.address);
  else if (route.name === 'tx') prefetchTxDeepLink(client, profile.id, route.chainId, route.txHash);
}
