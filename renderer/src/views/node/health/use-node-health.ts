import type { ApiError } from '@renderer/api';
import { isUnavailable } from '@renderer/components/feedback/errors';
import { useNow } from '@renderer/components/value/use-now';
import { useActiveProfile } from '@renderer/queries/active-profile';
import {
  nodeRefetchInterval,
  useBlockchainIdOf,
  useChainProbe,
  useIsBootstrapped,
  useNodeBackgroundAllowed,
  useNodeIdentity,
  useNodeRefreshInterval,
  useNodeSettled,
  useNodeVersion,
  usePeers,
  usePrimaryValidators,
  useSubnetChoices,
  useUpgrades,
  useUptime,
  useVms,
} from '@renderer/queries/node';
import { useChannelQueries } from '@renderer/queries/use-channel-query';
import { PRIMARY_NETWORK_ID } from '@renderer/views/examples';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChainBootstrapState } from './bootstrap-check';
import { type HealthReport, healthReport } from './health-report';
import {
  type CandidateChain,
  type L1UptimeTarget,
  type ListedSubnet,
  l1UptimeTargets,
  probeCandidates,
  trackedChains,
} from './tracked-chains';

/** Whether a check can be judged yet: its queries' first answers, or the error that stopped one. */
export interface CheckState {
  pending: boolean;
  /** The first failure among the check's queries (not "unavailable": that is reported on its own). */
  error: ApiError | null;
}

type AnyQuery = UseQueryResult<unknown, ApiError>;

function stateOf(...queries: AnyQuery[]): CheckState {
  const failed = queries.find((q) => q.isError && q.data === undefined && !isUnavailable(q.error));
  return { pending: queries.some((q) => q.isPending && q.fetchStatus !== 'idle'), error: failed?.error ?? null };
}

export interface TrackedProbe {
  /** Chains asked about; `runnable` of the `listed` chains have a VM this node has installed. */
  asked: number;
  runnable: number;
  listed: number;
  /** Still waiting for an answer (the probe starts once the view's own reads have landed). */
  waiting: number;
  /** The subnet list could not be read: only P, X and C are checked. */
  listError: ApiError | null;
  tracked: CandidateChain[];
}

export interface L1UptimeState {
  targets: L1UptimeTarget[];
  /** L1s this node runs only through chains without a validators endpoint. */
  unreadable: number;
  /** Targets whose chain did not answer. */
  failed: { target: L1UptimeTarget; reason: string }[];
  waiting: number;
}

export interface NodeHealth {
  report: HealthReport;
  nodeId: string | null;
  /** info.getNodeID is not offered (public server): own validation cannot be looked up. */
  nodeIdUnavailable: boolean;
  network: string;
  now: number;
  /** Readable names of chains by alias or id (P/X/C and every chain checked). */
  chainNames: ReadonlyMap<string, string>;
  probe: TrackedProbe;
  l1: L1UptimeState;
  states: {
    bootstrap: CheckState;
    version: CheckState;
    upgrade: CheckState;
    uptime: CheckState;
    peers: CheckState;
    validator: CheckState;
  };
}

const PROBE_STALE_MS = 5 * 60_000;
const PRIMARY = ['P', 'X', 'C'] as const;

/** Every answer the health card needs, and the verdicts computed from them. */
export function useNodeHealth(): NodeHealth {
  const profile = useActiveProfile();
  const now = useNow(30_000);
  const interval = useNodeRefreshInterval();
  const allowed = useNodeBackgroundAllowed();

  const identity = useNodeIdentity();
  const version = useNodeVersion();
  const peers = usePeers([]);
  const validators = usePrimaryValidators();
  const uptime = useUptime();
  const upgrades = useUpgrades();
  const vms = useVms();
  const primaryBoot = [useIsBootstrapped('P'), useIsBootstrapped('X'), useIsBootstrapped('C')];
  const xId = useBlockchainIdOf('X');
  const cId = useBlockchainIdOf('C');

  // The chain-by-chain probe starts once the view's own node reads have landed, and stops while paused.
  const settled = useNodeSettled() && allowed;
  const subnets = useSubnetChoices(profile.network);
  const listed: readonly ListedSubnet[] = subnets.data?.subnets ?? [];
  const vmIds = useMemo(() => (vms.data ? new Set(Object.keys(vms.data.vms)) : null), [vms.data]);
  const vmsKnown = vms.data !== undefined || vms.isError;
  const probe = useMemo(() => probeCandidates(listed, vmIds), [listed, vmIds]);
  const answers = useChainProbe(
    probe.candidates.map((c) => c.blockchainId),
    { enabled: settled && vmsKnown, staleTime: PROBE_STALE_MS, interval },
  );
  const answerOf = new Map(probe.candidates.map((c, i) => [c.blockchainId, answers[i]?.data ?? null]));
  const tracked = trackedChains(probe.candidates, (id) => answerOf.get(id) ?? null);

  const nodeId = identity.data?.nodeID ?? null;
  const { targets, unreadable } = l1UptimeTargets(listed, tracked);
  const l1Answers = useChannelQueries(
    'node.validators.getCurrentValidators',
    targets.map((t) => ({ blockchainId: t.blockchainId, nodeIDs: nodeId ? [nodeId] : [] })),
    { enabled: nodeId !== null && allowed, refetchInterval: nodeRefetchInterval(interval), background: true },
  );
  const validated = targets.flatMap((t, i) => {
    const mine = l1Answers[i]?.data?.validators?.find((v) => v.nodeID === nodeId);
    return mine ? [{ target: t, uptimePercentage: mine.uptimePercentage }] : [];
  });
  const failed = targets.flatMap((target, i) => {
    const q = l1Answers[i];
    return q?.isError ? [{ target, reason: q.error.message }] : [];
  });

  const chains: ChainBootstrapState[] = [
    ...PRIMARY.map((chain, i) => ({
      chain,
      name: `${chain}-Chain`,
      primary: true,
      bootstrapped: primaryBoot[i]?.data?.isBootstrapped ?? null,
    })),
    ...tracked.map((t) => ({ chain: t.blockchainId, name: t.name, primary: false, bootstrapped: t.bootstrapped })),
  ];
  const primaryChains = new Set<string>([...PRIMARY, PRIMARY_NETWORK_ID]);
  const chainNames = new Map<string, string>([
    ['P', 'P-Chain'],
    [PRIMARY_NETWORK_ID, 'P-Chain'],
    ['X', 'X-Chain'],
    ['C', 'C-Chain'],
  ]);
  for (const [alias, id] of [
    ['X', xId.data?.blockchainID],
    ['C', cId.data?.blockchainID],
  ] as const) {
    if (!id) continue;
    primaryChains.add(id);
    chainNames.set(id, `${alias}-Chain`);
  }
  for (const s of listed) for (const b of s.blockchains) chainNames.set(b.blockchainId, b.blockchainName);

  const report = healthReport({
    now,
    network: profile.network,
    nodeId: identity.isError ? null : identity.data?.nodeID,
    version: version.data?.version,
    peers: peers.data ? (peers.data.peers ?? []) : undefined,
    validators: validators.data ? (validators.data.validators ?? []) : undefined,
    uptime: uptime.data,
    upgrades: upgrades.data,
    chains,
    primaryChains,
    l1Uptimes: nodeId
      ? validated.map((v) => ({
          subnetId: v.target.subnetId,
          name: v.target.name,
          uptimePercentage: v.uptimePercentage,
        }))
      : undefined,
  });

  return {
    report,
    nodeId,
    nodeIdUnavailable: identity.isError && isUnavailable(identity.error),
    network: profile.network,
    now,
    chainNames,
    probe: {
      asked: probe.candidates.length,
      runnable: probe.runnable,
      listed: probe.listed,
      waiting: subnets.isPending
        ? 1
        : answers.filter((q, i) => answerOf.get(probe.candidates[i]?.blockchainId ?? '') === null && !q.isError).length,
      listError: subnets.isError ? subnets.error : null,
      tracked,
    },
    l1: {
      targets,
      unreadable,
      failed,
      waiting: l1Answers.filter((q) => q.isPending && (q.fetchStatus !== 'idle' || nodeId !== null)).length,
    },
    states: {
      bootstrap: stateOf(...primaryBoot),
      version: stateOf(version, peers),
      upgrade: stateOf(upgrades, peers),
      uptime: stateOf(uptime, validators, identity),
      peers: stateOf(peers),
      validator: stateOf(validators, identity),
    },
  };
}
