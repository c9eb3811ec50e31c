import type { ChannelName } from '@shared/contract';
import { isCb58Id } from '@shared/ids';
import type { ChainInfo, ListChainsResponse } from '@shared/models/data/chains';
import { type CustomEvmChain, DEFAULT_NATIVE_DECIMALS, hasDataApi, type Profile } from '@shared/models/profile';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { useKeepFailure } from './keep-failure';
import { channelKey } from './keys';
import { staleTimeOf } from './stale-time';

/** The primary network's EVM chain of each profile network: its node serves it at `/ext/bc/C/rpc`. */
export const C_CHAIN_ID_BY_NETWORK: Record<Profile['network'], string> = { mainnet: '43114', fuji: '43113' };

/** What the Data API calls the primary network's C-Chains: the label before the chain list has loaded is the one after. */
export const KNOWN_CHAIN_NAMES: Readonly<Record<string, string>> = {
  '43114': 'Avalanche (C-Chain)',
  '43113': 'Avalanche Fuji (C-Chain)',
};

/** The primary network's C-Chain as the chain list would name it: what a node-only profile lists first. */
function cChainInfo(network: Profile['network']): ChainInfo {
  const chainId = C_CHAIN_ID_BY_NETWORK[network];
  return {
    chainId,
    status: 'OK',
    chainName: KNOWN_CHAIN_NAMES[chainId] ?? `Chain ${chainId}`,
    description: "The primary network's EVM chain, read from this profile's node.",
    vmName: 'EVM',
    rpcUrl: '',
    isTestnet: network === 'fuji',
    networkToken: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  };
}

/**
 * A profile's custom chain in the chain list's shape. A node cannot name its native token: the symbol and
 * decimals are the ones the user gave (no symbol: empty, which amounts show as "native").
 */
export function customChainInfo(chain: CustomEvmChain, network: Profile['network']): ChainInfo {
  return {
    chainId: chain.chainId,
    status: 'OK',
    chainName: chain.name,
    description: `Custom chain of this profile, read at ${chain.rpcUrl}`,
    vmName: 'EVM',
    rpcUrl: chain.rpcUrl,
    isTestnet: network === 'fuji',
    networkToken: { name: '', symbol: chain.symbol ?? '', decimals: chain.decimals ?? DEFAULT_NATIVE_DECIMALS },
  };
}

/** The chains a profile can show: the Data API's list (or, node only, its C-Chain), then its custom chains. */
export function profileChains(listed: readonly ChainInfo[], profile: Profile): ChainInfo[] {
  const base = hasDataApi(profile) ? [...listed] : [cChainInfo(profile.network)];
  const known = new Set(base.map((c) => c.chainId));
  const custom = (profile.customChains ?? []).filter((c) => !known.has(c.chainId));
  return [...base, ...custom.map((c) => customChainInfo(c, profile.network))];
}

/** Whether `chainId` is one of the profile's custom chains (reached at its own RPC URL). */
export const isCustomChain = (profile: Pick<Profile, 'customChains'>, chainId: string) =>
  (profile.customChains ?? []).some((c) => c.chainId === chainId);

/** Where a chain's EVM views read from: the Data API, the node, or not known until the chain list is in. */
export type ChainSource = 'data' | 'node' | 'pending';

/**
 * Node only, every chain is read from the node. With a Data API, a custom chain is read from its own RPC URL
 * unless the Data API lists it after all (then the indexed views are richer); a chain list that fails leaves
 * the node, which is known to answer for it.
 */
export function chainSource(
  profile: Pick<Profile, 'dataApiUrl' | 'customChains'>,
  chainId: string,
  list: { listed: readonly ChainInfo[] | undefined; failed: boolean },
): ChainSource {
  if (!hasDataApi(profile)) return 'node';
  if (!isCustomChain(profile, chainId)) return 'data';
  if (list.listed) return list.listed.some((c) => c.chainId === chainId) ? 'data' : 'node';
  return list.failed ? 'node' : 'pending';
}

const LIST_CHANNEL = 'data.listChains' satisfies ChannelName;

/**
 * Every chain the profile can show: the Data API's list with the profile's custom chains after it. Params
 * `undefined` (not `{}`) so every view shares one cache entry. A node-only profile asks nothing: its list is
 * the C-Chain and its custom chains. `enabled: false` still returns what is cached, which the chain picker
 * relies on to name its chain.
 */
export function useChains(enabled = true) {
  const profile = useActiveProfile();
  const remote = hasDataApi(profile);
  const select = useCallback(
    (data: ListChainsResponse) => ({ ...data, chains: profileChains(data.chains, profile) }),
    [profile],
  );
  return useKeepFailure(
    useQuery({
      queryKey: channelKey(profile.id, LIST_CHANNEL, undefined),
      queryFn: (): Promise<ListChainsResponse> =>
        remote ? api.invokeAs(profile.id, LIST_CHANNEL, undefined) : Promise.resolve({ chains: [] }),
      staleTime: staleTimeOf(LIST_CHANNEL),
      enabled: enabled || !remote,
      select,
    }),
  );
}

/** A chain by EVM chain id, or by its cb58 blockchain id (both are valid in routes). */
export function findChain(chains: readonly ChainInfo[] | undefined, chainId: string): ChainInfo | undefined {
  return chains?.find((c) => c.chainId === chainId || c.platformChainId === chainId);
}

/** The unit of a known chain whose native token has no symbol (a custom chain the user left unnamed). */
export const UNNAMED_NATIVE_UNIT = 'native';

/**
 * The native token amounts of a chain are in; EVM chains use 18 decimals unless the list says otherwise. A
 * known chain without a symbol still gives its amounts a unit: "native" (never a bare number that reads as
 * any token). Before the chain is known there is no unit yet.
 */
export function nativeTokenOf(chain: ChainInfo | undefined): { symbol: string | undefined; decimals: number } {
  if (!chain) return { symbol: undefined, decimals: DEFAULT_NATIVE_DECIMALS };
  return { symbol: chain.networkToken.symbol || UNNAMED_NATIVE_UNIT, decimals: chain.networkToken.decimals };
}

/** How the node RPC addresses an EVM chain: `C`, or the chain's cb58 blockchain id. */
export type NodeChainRef =
  | { kind: 'ready'; blockchainId: string }
  /** The chain list is needed to map the EVM chain id to its blockchain id. */
  | { kind: 'needsList' }
  | { kind: 'unknown'; reason: string };

/**
 * The profile's own C-Chain is `C`; a cb58 id is used as given; a custom chain by its chain id; any other
 * EVM chain id is looked up in the Data API's chain list (`platformChainId`).
 */
export function nodeChainRef(
  chainId: string,
  profile: Pick<Profile, 'network' | 'dataApiUrl' | 'customChains'>,
  chains: readonly ChainInfo[] | undefined,
): NodeChainRef {
  if (chainId === C_CHAIN_ID_BY_NETWORK[profile.network]) return { kind: 'ready', blockchainId: 'C' };
  if (isCb58Id(chainId)) return { kind: 'ready', blockchainId: chainId };
  // A custom chain is named by its chain id; main sends its calls to the chain's own RPC URL.
  if ((profile.customChains ?? []).some((c) => c.chainId === chainId)) return { kind: 'ready', blockchainId: chainId };
  if (!hasDataApi(profile)) {
    return {
      kind: 'unknown',
      reason: `Chain ${chainId} is not one of this profile's chains. Without a Data API its blockchain id is unknown: add the chain by its RPC URL under Settings → Custom EVM chains, or open it by its blockchain id.`,
    };
  }
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
  const ref = nodeChainRef(chainId, profile, list.data?.chains);
  return { ref, list, chain: findChain(list.data?.chains, chainId), network: profile.network };
}

/** The Data API's own chain list (no custom chains added), in the cache entry `useChains` shares. */
function useListedChains(enabled: boolean) {
  const profile = useActiveProfile();
  return useKeepFailure(
    useQuery({
      queryKey: channelKey(profile.id, LIST_CHANNEL, undefined),
      queryFn: (): Promise<ListChainsResponse> => api.invokeAs(profile.id, LIST_CHANNEL, undefined),
      staleTime: staleTimeOf(LIST_CHANNEL),
      enabled: enabled && hasDataApi(profile),
    }),
  );
}

/** `chainSource` for the active profile; the chain list is asked for only when a custom chain needs it. */
export function useChainSource(chainId: string): ChainSource {
  const profile = useActiveProfile();
  const list = useListedChains(isCustomChain(profile, chainId));
  return chainSource(profile, chainId, { listed: list.data?.chains, failed: list.isError });
}

/** The chains the Data API indexes: its own list, without the profile's custom chains it does not list. */
export function useIndexedChains() {
  return useListedChains(true);
}
