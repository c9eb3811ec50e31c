import { Rng } from '../rng';
import { SIM_NOW } from './params';
import { isoSeconds } from './time';
import type { L1ValidatorRecord, NetworkDataset, PeerRecord, PrimaryValidatorRecord, SubnetRecord } from './types';

/**
 * Variants of one network's dataset in which the answering node's health reads green, amber or red,
 * served under `/scenario/<name>/ext/*` (see routes/index.ts). Only what the node answers changes: its
 * version and upgrade schedule, its peers (versions, handshake upgrade times, benched chains), the stake
 * it is connected to, its uptime as peers see it, its own validation and L1 uptimes, and which chains are
 * still bootstrapping. Node IDs stay the same, so the Data API (served from the default dataset) agrees.
 *
 * - healthy: runs the network's newest release, which schedules the next upgrade; peers on the same or
 *   an older release; uptime well above 80 %; no benched peer; everything bootstrapped.
 * - attention: a newer release schedules an upgrade this node does not (a minority of stake runs it);
 *   uptime a few points above 80 %; a few benched peers; one tracked chain bootstrapping; stake ending soon.
 * - failing: most of the connected stake runs a release that schedules an upgrade this node does not;
 *   uptime under 80 % (and an L1 under 80 %); peers holding more stake than the benchlist cap benched on
 *   the C-Chain; under 80 % of stake connected; the X-Chain still bootstrapping.
 */
export const NODE_SCENARIOS = ['healthy', 'attention', 'failing'] as const;
export type NodeScenario = (typeof NODE_SCENARIOS)[number];

const DAY = 86_400;
/** When the scenarios' next upgrade activates (the one this node lists as not scheduled). */
export const SCENARIO_UPGRADE_AT = SIM_NOW + 75 * DAY;

interface ScenarioSpec {
  /** Share of the peers' stake on the newer release that schedules the upgrade. */
  newerStake: number;
  /** Chance that another peer runs a later patch of the node's own line. */
  newerPatch: number;
  /** The node itself runs that release (and schedules the upgrade). */
  nodeUpgraded: boolean;
  uptime: { weighted: number; rewarding: number };
  /** Share of the primary network's stake this node is connected to. */
  connectedStake: number;
  /** Share of stake benched on the C-Chain, and how many small peers are benched on a subnet chain. */
  benchedCStake: number;
  benchedSubnetPeers: number;
  /** Uptime percentages of this node on the L1s it validates, first ones first; the rest at 99.9 %. */
  l1Uptimes: number[];
  stakeEndsIn: number;
  bootstrapping: 'none' | 'subnet-chain' | 'x-chain';
}

const SPECS: Record<NodeScenario, ScenarioSpec> = {
  healthy: {
    newerStake: 0,
    newerPatch: 0,
    nodeUpgraded: true,
    uptime: { weighted: 99.2451, rewarding: 99.8713 },
    connectedStake: 0.97,
    benchedCStake: 0,
    benchedSubnetPeers: 0,
    l1Uptimes: [],
    stakeEndsIn: 120 * DAY,
    bootstrapping: 'none',
  },
  attention: {
    newerStake: 0.22,
    newerPatch: 0.06,
    nodeUpgraded: false,
    uptime: { weighted: 83.4172, rewarding: 91.2034 },
    connectedStake: 0.86,
    benchedCStake: 0.02,
    benchedSubnetPeers: 2,
    l1Uptimes: [83.5],
    stakeEndsIn: 4 * DAY + 3 * 3600,
    bootstrapping: 'subnet-chain',
  },
  failing: {
    newerStake: 0.71,
    newerPatch: 0,
    nodeUpgraded: false,
    uptime: { weighted: 71.8305, rewarding: 34.5512 },
    connectedStake: 0.72,
    benchedCStake: 0.095,
    benchedSubnetPeers: 3,
    l1Uptimes: [62.25, 83.5],
    stakeEndsIn: 60 * DAY,
    bootstrapping: 'x-chain',
  },
};

/**
 * The scenarios' node is a v1.14.2 mainnet node (Granite activated, Helicon not scheduled), whatever the
 * default dataset runs; the "newer release" is a hypothetical next line that schedules Helicon. Peers on
 * releases before v1.14.2 send no upgrade time in their handshake (0), as AvalancheGo prints them.
 */
const NODE_RELEASE = 'avalanchego/1.14.2';
const NEWER_RELEASE = 'avalanchego/1.15.1';
const OLDER_RELEASES = ['avalanchego/1.14.1', 'avalanchego/1.14.0'];
/** A later patch of the node's line: newer by semver, though "1.14.10" sorts before "1.14.2" as text. */
const NEWER_PATCH = 'avalanchego/1.14.10';
const GRANITE = '2025-11-19T16:00:00Z';
const UNSCHEDULED = '9999-12-01T00:00:00Z';

const byWeightDesc = (a: PrimaryValidatorRecord, b: PrimaryValidatorRecord) =>
  b.weight > a.weight ? 1 : b.weight < a.weight ? -1 : 0;
const totalStake = (vs: readonly PrimaryValidatorRecord[]) => vs.reduce((s, v) => s + v.weight, 0n);

/**
 * Validators whose stake adds up to about `share` of `total`: the heaviest that still fit under the
 * target, then the lightest left if short, so the share lands just over the target, never far past it.
 */
function pickStake(vs: readonly PrimaryValidatorRecord[], share: number, total: bigint): Set<string> {
  const picked = new Set<string>();
  const target = (total * BigInt(Math.round(share * 10_000))) / 10_000n;
  if (target <= 0n) return picked;
  let sum = 0n;
  const sorted = [...vs].sort(byWeightDesc);
  for (const v of sorted) {
    if (sum + v.weight > target) continue;
    picked.add(v.nodeID);
    sum += v.weight;
  }
  const lightestLeft = sorted.findLast((v) => !picked.has(v.nodeID));
  if (sum < target && lightestLeft) picked.add(lightestLeft.nodeID);
  return picked;
}

/** The `count` lightest validators. */
function lightest(vs: readonly PrimaryValidatorRecord[], count: number): PrimaryValidatorRecord[] {
  return [...vs].sort(byWeightDesc).reverse().slice(0, count);
}

/**
 * Connection flags leaving just under `share` of the stake connected: the heaviest validators that fit
 * are disconnected, so most validators (and peers) stay connected. This node always is.
 */
function connectValidators(vs: PrimaryValidatorRecord[], self: string, share: number): PrimaryValidatorRecord[] {
  const others = vs.filter((v) => v.nodeID !== self);
  const disconnected = pickStake(others, 1 - share, totalStake(vs));
  return vs.map((v) => ({ ...v, connected: !disconnected.has(v.nodeID) }));
}

/** The peers of the connected validators (existing peer records kept) plus the non-validator peers. */
function peersOf(data: NetworkDataset, validators: PrimaryValidatorRecord[], rng: Rng): PeerRecord[] {
  const byId = new Map(data.peers.map((p) => [p.nodeID, p]));
  const validatorIds = new Set(data.primaryValidators.map((v) => v.nodeID));
  const template = data.peers[0] as PeerRecord;
  const fresh = (nodeID: string): PeerRecord => {
    const ip = `${rng.int(11, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    return { ...template, nodeID, ip: `${ip}:${rng.int(30_000, 65_000)}`, publicIP: `${ip}:9651`, benched: [] };
  };
  const connected = validators.filter((v) => v.connected && v.nodeID !== data.node.nodeID);
  const nonValidators = data.peers.filter((p) => !validatorIds.has(p.nodeID));
  return [...connected.map((v) => byId.get(v.nodeID) ?? fresh(v.nodeID)), ...nonValidators];
}

/**
 * This node's uptime on the L1s it validates: `uptimes` go to the first ones with an EVM chain (whose
 * validators endpoint reports uptime), every other one gets 99.9 %.
 */
function withL1Uptimes(subnets: SubnetRecord[], self: string, uptimes: number[]): SubnetRecord[] {
  const validated = subnets.filter((s) => s.isL1 && s.l1Validators.some((v) => v.nodeID === self));
  const readable = validated.filter((s) => s.blockchains.some((b) => b.evm !== undefined));
  const uptimeOf = new Map(readable.slice(0, uptimes.length).map((s, i) => [s.subnetId, uptimes[i] as number]));
  return subnets.map((s) => {
    if (!validated.includes(s)) return s;
    const uptime = uptimeOf.get(s.subnetId) ?? 99.9;
    const l1Validators = s.l1Validators.map((v): L1ValidatorRecord => {
      if (v.nodeID !== self) return v;
      const since = Math.max(1, SIM_NOW - v.startTime);
      return { ...v, connected: true, uptimeSeconds: Math.round((since * uptime) / 100) };
    });
    return { ...s, l1Validators };
  });
}

export function scenarioDataset(data: NetworkDataset, scenario: NodeScenario): NetworkDataset {
  const spec = SPECS[scenario];
  const rng = new Rng(0x5ce7a210 + NODE_SCENARIOS.indexOf(scenario));
  const self = data.node.nodeID;

  const validators = connectValidators(
    data.primaryValidators.map((v) => (v.nodeID === self ? { ...v, endTime: SIM_NOW + spec.stakeEndsIn } : v)),
    self,
    spec.connectedStake,
  );
  const total = totalStake(validators);
  const connectedOthers = validators.filter((v) => v.connected && v.nodeID !== self);
  const onNewer = pickStake(connectedOthers, spec.newerStake, totalStake(connectedOthers));
  const benchedOnC = pickStake(
    connectedOthers.filter((v) => !onNewer.has(v.nodeID)),
    spec.benchedCStake,
    total,
  );
  const subnetChain = data.subnets.find((s) => s.tracked && s.blockchains.length > 0)?.blockchains[0]?.blockchainId;
  const benchedOnSubnet = new Set(
    lightest(
      connectedOthers.filter((v) => !benchedOnC.has(v.nodeID)),
      spec.benchedSubnetPeers,
    ).map((v) => v.nodeID),
  );

  const graniteSeconds = Date.parse(GRANITE) / 1000;
  const releaseRng = rng.fork('releases');
  const peers = peersOf(data, validators, rng.fork('peers')).map((p): PeerRecord => {
    const upgraded = onNewer.has(p.nodeID) || (spec.nodeUpgraded && releaseRng.chance(0.7));
    const roll = releaseRng.next();
    const version = upgraded
      ? NEWER_RELEASE
      : roll < spec.newerPatch
        ? NEWER_PATCH
        : roll < 0.7
          ? NODE_RELEASE
          : (releaseRng.pick(OLDER_RELEASES) as string);
    const benched = [
      ...(benchedOnC.has(p.nodeID) ? [data.cChainId] : []),
      ...(benchedOnSubnet.has(p.nodeID) && subnetChain ? [subnetChain] : []),
    ];
    const upgradeTime =
      version === NEWER_RELEASE
        ? SCENARIO_UPGRADE_AT
        : version === NODE_RELEASE || version === NEWER_PATCH
          ? graniteSeconds
          : 0;
    return { ...p, version, upgradeTime, benched };
  });

  const ownRelease = spec.nodeUpgraded ? NEWER_RELEASE : NODE_RELEASE;
  const bare = ownRelease.replace(/^.*\//, '');
  const bootstrapping =
    spec.bootstrapping === 'x-chain'
      ? [data.xChainId]
      : spec.bootstrapping === 'subnet-chain' && subnetChain
        ? [subnetChain]
        : [];
  const subnets = withL1Uptimes(data.subnets, self, spec.l1Uptimes);
  return {
    ...data,
    node: {
      ...data.node,
      version: ownRelease,
      // The RPCChainVM protocol of v1.14.2 (45) and of the v1.15 line (46, as v1.15.0-fuji).
      rpcProtocolVersion: spec.nodeUpgraded ? '46' : '45',
      vmVersions: { ...data.node.vmVersions, avm: `v${bare}`, platform: `v${bare}` },
      upgrades: {
        ...data.node.upgrades,
        graniteTime: GRANITE,
        heliconTime: spec.nodeUpgraded ? isoSeconds(SCENARIO_UPGRADE_AT) : UNSCHEDULED,
      },
      rewardingStakePercentage: spec.uptime.rewarding,
      weightedAveragePercentage: spec.uptime.weighted,
      bootstrapping,
    },
    primaryValidators: validators,
    peers,
    subnets,
    subnetById: new Map(subnets.map((s) => [s.subnetId, s])),
  };
}
