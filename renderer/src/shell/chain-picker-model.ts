import type { ChainInfo } from '@shared/models/data/chains';

/** The chain picker's list: chains grouped by mainnet/testnet and filtered by what was typed. */
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
