import { buildHash, parseHash, type Route } from '@shared/routing/routes';

/** Routes whose `chainId` names an EVM chain: choosing another chain re-opens the same view there. */
export const EVM_CHAIN_ROUTES = ['address', 'tx', 'blocks', 'block', 'nft', 'metrics'] as const;
type EvmChainRoute = Extract<Route, { name: (typeof EVM_CHAIN_ROUTES)[number] }>;

function isEvmChainRoute(route: Route): route is EvmChainRoute {
  return (EVM_CHAIN_ROUTES as readonly string[]).includes(route.name);
}

/** The chain a route is about, when it is an EVM route. */
export function routeChainId(route: Route): string | undefined {
  return isEvmChainRoute(route) ? route.chainId : undefined;
}

/**
 * The same view on `chainId` (`#/blocks/43114?tab=transactions` → `#/blocks/4337?tab=transactions`);
 * null when the hash is not an EVM route, so choosing a chain only changes the default there.
 */
export function hashOnChain(hash: string, chainId: string): string | null {
  const route = parseHash(hash);
  if (!isEvmChainRoute(route)) return null;
  const at = hash.indexOf('?');
  const query = at === -1 ? '' : hash.slice(at);
  return `${buildHash({ ...route, chainId })}${query}`;
}
