import { isCb58Id } from '@shared/ids';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Profile } from '@shared/models/profile';
import { buildHash, parseHash, type Route } from '../routing/routes';
import { useActiveProfile } from './active-profile';
import { useChannelQuery } from './use-channel-query';

/** The primary network's EVM chain of each profile network: its node serves it at `/ext/bc/C/rpc`. */
export const C_CHAIN_ID_BY_NETWORK: Record<Profile['network'], string> = { mainnet: '43114', fuji: '43113' };

/** What the primary network's C-Chains are called, for labels shown before the chain list has loaded. */
export const KNOWN_CHAIN_NAMES: Readonly<Record<string, string>> = {
  '43114': 'Avalanche C-Chain',
  '43113': 'Avalanche Fuji C-Chain',
};

/**
 * Every chain the Data API indexes. Params `undefined` (not `{}`) so every view shares one cache entry.
 * `enabled: false` still returns what is cached, which the chain picker relies on to name its chain.
 */
export function useChains(enabled = true) {
  return useChannelQuery('data.listChains', undefined, { enabled });
}

/** A chain by EVM chain id, or by its cb58 blockchain id (both are valid in routes). */
export function findChain(chains: readonly ChainInfo[] | undefined, chainId: string): ChainInfo | undefined {
  return chains?.find((c) => c.chainId === chainId || c.platformChainId === chainId);
}

/** The native token amounts of a chain are in; EVM chains use 18 decimals unless the list says otherwise. */
export function nativeTokenOf(chain: ChainInfo | undefined): { symbol: string | undefined; decimals: number } {
  return { symbol: chain?.networkToken.symbol, decimals: chain?.networkToken.decimals ?? 18 };
}

export type ChainGroupId = 'mainnet' | 'testnet';
export interface ChainGroup {
  id: ChainGroupId;
  label: string;
  chains: ChainInfo[];
}

/** Whether every whitespace-separated term of `query` occurs in the chain's name, ids or token symbol. */
export function chainMatches(chain: ChainInfo, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = [chain.chainName, chain.chainId, chain.networkToken.symbol, chain.platformChainId ?? '']
    .join('\u0000')
    .toLowerCase();
  return terms.every((t) => haystack.includes(t));
}

/** Mainnet chains, then testnet chains, each in the service's order; groups left empty by the filter are dropped. */
export function groupChains(chains: readonly ChainInfo[], query = ''): ChainGroup[] {
  const shown = chains.filter((c) => chainMatches(c, query));
  const groups: ChainGroup[] = [
    { id: 'mainnet', label: 'Mainnet', chains: shown.filter((c) => !c.isTestnet) },
    { id: 'testnet', label: 'Testnet', chains: shown.filter((c) => c.isTestnet) },
  ];
  return groups.filter((g) => g.chains.length > 0);
}

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

/** How the node RPC addresses an EVM chain: `C`, or the chain's cb58 blockchain id. */
export type NodeChainRef =
  | { kind: 'ready'; blockchainId: string }
  /** The chain list is needed to map the EVM chain id to its blockchain id. */
  | { kind: 'needsList' }
  | { kind: 'unknown'; reason: string };

/**
 * The profile's own C-Chain is `C`; a cb58 id is used as given; any other EVM chain id is looked up in
 * the Data API's chain list (`platformChainId`).
 */
export function nodeChainRef(
  chainId: string,
  network: Profile['network'],
  chains: readonly ChainInfo[] | undefined,
): NodeChainRef {
  if (chainId === C_CHAIN_ID_BY_NETWORK[network]) return { kind: 'ready', blockchainId: 'C' };
  if (isCb58Id(chainId)) return { kind: 'ready', blockchainId: chainId };
  if (!chains) return { kind: 'needsList' };
  const chain = chains.find((c) => c.chainId === chainId);
  if (!chain) {
    return {
      kind: 'unknown',
      reason: `Chain ${chainId} is not among the chains the Data API lists, so the blockchain id the node needs is unknown.`,
    };
  }
  if (!chain.platformChainId || !isCb58Id(chain.platformChainId)) {
    return {
      kind: 'unknown',
      reason: `The Data API lists ${chain.chainName} (${chainId}) without a blockchain id, so the node cannot be asked about it.`,
    };
  }
  return { kind: 'ready', blockchainId: chain.platformChainId };
}

/**
 * `nodeChainRef` for the active profile. The list is always asked for (it names the chain and its token)
 * but only a chain that needs the mapping waits for it.
 */
export function useNodeChainRef(chainId: string) {
  const profile = useActiveProfile();
  const list = useChains();
  const ref = nodeChainRef(chainId, profile.network, list.data?.chains);
  return { ref, list, chain: findChain(list.data?.chains, chainId), network: profile.network };
}
