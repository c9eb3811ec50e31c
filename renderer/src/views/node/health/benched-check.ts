import { type StakeMap, sharePercent } from './stake';
import { BENCH_MAX_PORTION } from './thresholds';
import type { Verdict } from './verdict';

export interface BenchedPeer {
  nodeID: string;
  benched?: readonly string[] | null | undefined;
}

export interface BenchedChain {
  /** As info.peers names it: an alias (`C`) or a blockchain id. */
  chain: string;
  primary: boolean;
  nodeIDs: string[];
  /** Benched stake as a share of the primary network's stake; null for other chains or without stake. */
  stakePercent: number | null;
  verdict: Verdict;
}

export interface BenchedCheck {
  benchedPeers: number;
  chains: BenchedChain[];
  verdict: Verdict;
}

/**
 * Peers this node benched (they stopped answering its queries on a chain), by chain. Red when the
 * benched stake on a primary chain reaches the benchlist's cap (it cannot bench more), amber while any
 * peer is benched. Subnet chains are weighed by their own validators, which are not loaded here: amber.
 */
export function benchedCheck(
  peers: readonly BenchedPeer[],
  primaryChains: ReadonlySet<string>,
  stake?: StakeMap | null,
): BenchedCheck {
  const byChain = new Map<string, string[]>();
  let benchedPeers = 0;
  for (const p of peers) {
    const chains = p.benched ?? [];
    if (chains.length > 0) benchedPeers += 1;
    for (const chain of chains) byChain.set(chain, [...(byChain.get(chain) ?? []), p.nodeID]);
  }
  const chains: BenchedChain[] = [...byChain].map(([chain, nodeIDs]) => {
    const primary = primaryChains.has(chain);
    const stakePercent =
      primary && stake
        ? sharePercent(
            nodeIDs.reduce((sum, id) => sum + (stake.byNode.get(id) ?? 0n), 0n),
            stake.total,
          )
        : null;
    const verdict: Verdict = stakePercent !== null && stakePercent >= BENCH_MAX_PORTION ? 'fail' : 'warn';
    return { chain, primary, nodeIDs, stakePercent, verdict };
  });
  chains.sort((a, b) => (b.stakePercent ?? -1) - (a.stakePercent ?? -1) || b.nodeIDs.length - a.nodeIDs.length);
  const verdict: Verdict = chains.some((c) => c.verdict === 'fail') ? 'fail' : chains.length > 0 ? 'warn' : 'ok';
  return { benchedPeers, chains, verdict };
}
