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
 * refuse asks nothing. Settles when every answer is in the cache (or failed), at once when nothing was asked.
 */
export function prefetchDeepLinkData(
  client: QueryClient,
  profile: Profile,
  route: Route,
  hash: string,
): Promise<unknown> {
  if (!hasDataApi(profile) || hash.includes('?') || routeIssues(route).length > 0) return Promise.resolve();
  if (route.name === 'address') return prefetchAddressDeepLink(client, profile.id, route.chainId, route.address);
  if (route.name === 'tx') return prefetchTxDeepLink(client, profile.id, route.chainId, route.txHash);
  return Promise.resolve();
}
