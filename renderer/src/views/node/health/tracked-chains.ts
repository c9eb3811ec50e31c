/**
 * Which chains this node runs and which L1s it validates. No node method lists them, so the chains the
 * Data API lists are asked about one by one with info.isBootstrapped: a node answers for a chain it runs
 * and refuses (a JSON-RPC error, "there is no chain with alias/ID …") one it does not. Chains whose VM the
 * node does not have installed (info.getVMs) cannot run there and are not asked.
 */

export interface ListedSubnet {
  subnetId: string;
  isL1: boolean;
  blockchains: readonly {
    blockchainId: string;
    blockchainName: string;
    vmId?: string | undefined;
    evmChainId?: number | undefined;
  }[];
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

/**
 * The chains to ask about, in the list's order, at most `limit`: those whose VM is installed when the
 * node lists its VMs (`vmIds`), every listed one otherwise. `listed` counts every chain the list has.
 */
export function probeCandidates(
  subnets: readonly ListedSubnet[],
  vmIds: ReadonlySet<string> | null = null,
  limit = PROBE_LIMIT,
): { candidates: CandidateChain[]; listed: number; runnable: number } {
  const all = subnets.flatMap((s) =>
    s.blockchains.map((b) => ({
      blockchainId: b.blockchainId,
      name: b.blockchainName,
      subnetId: s.subnetId,
      isL1: s.isL1,
      evm: b.evmChainId !== undefined,
      vmId: b.vmId,
    })),
  );
  const runnable = vmIds ? all.filter((c) => c.vmId === undefined || vmIds.has(c.vmId)) : all;
  return {
    candidates: runnable.slice(0, limit).map(({ vmId: _vm, ...c }) => c),
    listed: all.length,
    runnable: runnable.length,
  };
}

/** A candidate's answer: it runs it (bootstrapped or not), it refused it, or no answer yet / a failure. */
export type ProbeAnswer = { runs: true; bootstrapped: boolean } | { runs: false } | null;

/** The candidates this node runs. */
export function trackedChains(
  candidates: readonly CandidateChain[],
  answerOf: (blockchainId: string) => ProbeAnswer,
): (CandidateChain & { bootstrapped: boolean })[] {
  return candidates.flatMap((c) => {
    const answer = answerOf(c.blockchainId);
    return answer?.runs ? [{ ...c, bootstrapped: answer.bootstrapped }] : [];
  });
}

export interface L1UptimeTarget {
  subnetId: string;
  /** The chain whose validators endpoint is asked: the validator manager's chain when this node runs it. */
  blockchainId: string;
  name: string;
}

/**
 * One EVM chain per L1 this node runs, whose validators endpoint tells whether this node validates the
 * L1 and its uptime there; `unreadable` counts the L1s it runs only through chains without that endpoint.
 */
export function l1UptimeTargets(
  subnets: readonly ListedSubnet[],
  tracked: readonly CandidateChain[],
): { targets: L1UptimeTarget[]; unreadable: number } {
  const targets: L1UptimeTarget[] = [];
  let unreadable = 0;
  for (const s of subnets) {
    if (!s.isL1) continue;
    const mine = tracked.filter((t) => t.subnetId === s.subnetId);
    if (mine.length === 0) continue;
    const evm = mine.filter((t) => t.evm);
    const chain = evm.find((t) => t.blockchainId === s.l1ValidatorManagerDetails?.blockchainId) ?? evm[0];
    if (chain) targets.push({ subnetId: s.subnetId, blockchainId: chain.blockchainId, name: chain.name });
    else unreadable += 1;
  }
  return { targets, unreadable };
}
