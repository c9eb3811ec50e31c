import type { ApiError } from '@renderer/api';
import { isUnavailable } from '@renderer/components/feedback/errors';
import { useNow } from '@renderer/components/value/use-now';
import { useActiveProfile } from '@renderer/queries/active-profile';
import {
  useBlockchainIdOf,
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
} from '@renderer/queries/node';
import { useChannelQueries } from '@renderer/queries/use-channel-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PRIMARY_NETWORK_ID } from '../../examples';
import type { ChainBootstrapState } from './bootstrap-check';
import { type HealthReport, healthReport } from './health-report';
import {
  type L1UptimeTarget,
  type ListedSubnet,
  l1UptimeTargets,
  probeCandidates,
  type TrackedChain,
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
  /** Chains asked about, of `listed` chains the Data API lists. */
  asked: number;
  listed: number;
  /** Still waiting for a status (the probe starts once the view's own reads have landed). */
  waiting: number;
  started: boolean;
  /** The subnet list could not be read: only P, X and C are checked. */
  listError: ApiError | null;
  tracked: TrackedChain[];
}

export interface L1UptimeState {
  targets: L1UptimeTarget[];
  /** Targets whose chain did not answer (or no chain of theirs reports uptime). */
  unread: { target: L1UptimeTarget; reason: string }[];
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
  const uptime = useUptime(undefined);
  const upgrades = useUpgrades();
  const primaryBoot = [useIsBootstrapped('P'), useIsBootstrapped('X'), useIsBootstrapped('C')];
  const xId = useBlockchainIdOf('X');
  const cId = useBlockchainIdOf('C');

  // The chain-by-chain probe starts once the view's own node reads have landed.
  const settled = useNodeSettled() && allowed;
  const subnets = useSubnetChoices(profile.network);
  const listed: readonly ListedSubnet[] = subnets.data?.subnets ?? [];
  const { candidates, total } = useMemo(() => probeCandidates(listed), [listed]);
  const statuses = useChannelQueries(
    'node.platform.getBlockchainStatus',
    candidates.map((c) => ({ blockchainID: c.blockchainId })),
    { staleTime: PROBE_STALE_MS, background: true, enabled: settled },
  );
  const statusOf = new Map(candidates.map((c, i) => [c.blockchainId, statuses[i]?.data?.status]));
  const tracked = trackedChains(candidates, (id) => statusOf.get(id));
  // A bootstrapped chain stays bootstrapped: only the others are asked again.
  const trackedBoot = useChannelQueries(
    'node.info.isBootstrapped',
    tracked.map((t) => ({ chain: t.blockchainId })),
    { refetchInterval: (data) => (data?.isBootstrapped ? false : interval), background: true, enabled: allowed },
  );

  const nodeId = identity.data?.nodeID ?? null;
  const targets = l1UptimeTargets(listed, tracked);
  const readable = targets.filter((t): t is L1UptimeTarget & { blockchainId: string } => t.blockchainId !== null);
  const l1Answers = useChannelQueries(
    'node.validators.getCurrentValidators',
    readable.map((t) => ({ blockchainId: t.blockchainId, nodeIDs: nodeId ? [nodeId] : [] })),
    { enabled: nodeId !== null && allowed, refetchInterval: interval, background: true },
  );

  const chains: ChainBootstrapState[] = [
    ...PRIMARY.map((chain, i) => ({
      chain,
      name: `${chain}-Chain`,
      primary: true,
      bootstrapped: primaryBoot[i]?.data?.isBootstrapped ?? null,
    })),
    ...tracked.map((t, i) => ({
      chain: t.blockchainId,
      name: t.name,
      primary: false,
      bootstrapped: trackedBoot[i]?.data?.isBootstrapped ?? null,
    })),
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
  for (const c of candidates) chainNames.set(c.blockchainId, c.name);

  const l1Uptimes = readable.flatMap((t, i) => {
    const mine = l1Answers[i]?.data?.validators?.find((v) => v.nodeID === nodeId);
    return mine ? [{ subnetId: t.subnetId, name: t.name, uptimePercentage: mine.uptimePercentage }] : [];
  });
  const unread = [
    ...targets
      .filter((t) => t.blockchainId === null)
      .map((target) => ({ target, reason: 'none of its chains that this node runs has a validators endpoint' })),
    ...readable.flatMap((target, i) => {
      const q = l1Answers[i];
      if (q?.isError) return [{ target, reason: q.error.message }];
      if (q?.data && !q.data.validators?.some((v) => v.nodeID === nodeId)) {
        return [{ target, reason: 'its chain does not list this node among its validators' }];
      }
      return [];
    }),
  ];

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
    l1Uptimes: nodeId ? l1Uptimes : undefined,
  });

  return {
    report,
    nodeId,
    nodeIdUnavailable: identity.isError && isUnavailable(identity.error),
    network: profile.network,
    now,
    chainNames,
    probe: {
      asked: candidates.length,
      listed: total,
      waiting: statuses.filter((q) => q.isPending).length,
      started: settled,
      listError: subnets.isError ? subnets.error : null,
      tracked,
    },
    l1: { targets, unread, waiting: l1Answers.filter((q) => q.isPending && q.fetchStatus !== 'idle').length },
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
