import { isCb58Id } from '@shared/ids';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Profile } from '@shared/models/profile';
import { useActiveProfile } from './active-profile';
import { useChannelQuery } from './use-channel-query';

/** The primary network's EVM chain of each profile network: its node serves it at `/ext/bc/C/rpc`. */
export const C_CHAIN_ID_BY_NETWORK: Record<Profile['network'], string> = { mainnet: '43114', fuji: '43113' };

/** What the Data API calls the primary network's C-Chains: the label before the chain list has loaded is the one after. */
export const KNOWN_CHAIN_NAMES: Readonly<Record<string, string>> = {
  '43114': 'Avalanche (C-Chain)',
  '43113': 'Avalanche Fuji (C-Chain)',
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
