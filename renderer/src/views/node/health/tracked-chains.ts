/**
 * Which chains this node runs and which L1s it validates. No node method lists them, so the chains the
 * Data API lists are asked about one by one with platform.getBlockchainStatus (Validating: this node
 * validates it; Syncing: it runs it without validating; Created and others: it does not run it).
 */

export interface ListedSubnet {
  subnetId: string;
  isL1: boolean;
  blockchains: readonly { blockchainId: string; blockchainName: string; evmChainId?: number | undefined }[];
  l1ValidatorManagerDetails?: { blockchainId: string } | undefined;
}

export interface CandidateChain {
  blockchainId: string;
  name: string;
  subnetId: string;
  isL1: boolean;
  /** EVM chains serve `/ext/bc/<id>/validators` (subnet-evm's validators API); other VMs do not. */
  evm: boolean;
}

/** How many chains are asked about at most: a node tracks a few, the Data API lists thousands on Fuji. */
export const PROBE_LIMIT = 200;

/** The chains to ask about, in the list's order, at most `limit`; `total` is how many are listed. */
export function probeCandidates(
  subnets: readonly ListedSubnet[],
  limit = PROBE_LIMIT,
): { candidates: CandidateChain[]; total: number } {
  const all = subnets.flatMap((s) =>
    s.blockchains.map((b) => ({
      blockchainId: b.blockchainId,
      name: b.blockchainName,
      subnetId: s.subnetId,
      isL1: s.isL1,
      evm: b.evmChainId !== undefined,
    })),
  );
  return { candidates: all.slice(0, limit), total: all.length };
}

export const TRACKED_STATUSES = ['Validating', 'Syncing'] as const;

export interface TrackedChain extends CandidateChain {
  validating: boolean;
}

/** The candidates this node runs, from their statuses (undefined while unanswered). */
export function trackedChains(
  candidates: readonly CandidateChain[],
  statusOf: (blockchainId: string) => string | undefined,
): TrackedChain[] {
  return candidates.flatMap((c) => {
    const status = statusOf(c.blockchainId);
    return status === 'Validating' || status === 'Syncing' ? [{ ...c, validating: status === 'Validating' }] : [];
  });
}

export interface L1UptimeTarget {
  subnetId: string;
  /**
   * The chain whose validators endpoint is asked: the validator manager's chain when this node runs it,
   * else another EVM chain of the L1 it runs; null when it runs none (no endpoint reports the uptime).
   */
  blockchainId: string | null;
  name: string;
}

/** One target per L1 this node validates, where its validators (and their uptime) can be asked. */
export function l1UptimeTargets(subnets: readonly ListedSubnet[], tracked: readonly TrackedChain[]): L1UptimeTarget[] {
  const targets: L1UptimeTarget[] = [];
  for (const s of subnets) {
    if (!s.isL1) continue;
    const mine = tracked.filter((t) => t.subnetId === s.subnetId);
    if (!mine.some((t) => t.validating)) continue;
    const evm = mine.filter((t) => t.evm);
    const chain = evm.find((t) => t.blockchainId === s.l1ValidatorManagerDetails?.blockchainId) ?? evm[0];
    targets.push({
      subnetId: s.subnetId,
      blockchainId: chain?.blockchainId ?? null,
      name: (chain ?? mine[0])?.name ?? s.subnetId,
    });
  }
  return targets;
}
