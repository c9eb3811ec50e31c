import { loose } from '@shared/schema';
import { z } from 'zod';
import { floatLike, goArray, uint64Like } from './common';

/** Results of `/ext/info` methods. */
export const NodeVersion = loose({
  version: z.string(),
  databaseVersion: z.string(),
  gitCommit: z.string(),
  vmVersions: z.record(z.string(), z.string()),
  rpcProtocolVersion: z.union([z.string(), z.number()]),
});
export type NodeVersion = z.output<typeof NodeVersion>;

export const AcpVotes = loose({
  supportWeight: uint64Like,
  supporters: goArray(z.string()),
  objectWeight: uint64Like,
  objectors: goArray(z.string()),
  abstainWeight: uint64Like,
});
/** Keyed by ACP number (JSON object keys are strings). */
export const Acps = loose({ acps: z.record(z.string(), AcpVotes) });
export type Acps = z.output<typeof Acps>;

export const IsBootstrapped = loose({ isBootstrapped: z.boolean() });
export const BlockchainIdResult = loose({ blockchainID: z.string() });
export const NetworkId = loose({ networkID: uint64Like });
export const NetworkName = loose({ networkName: z.string() });

export const NodeIdentity = loose({
  nodeID: z.string(),
  nodePOP: loose({ publicKey: z.string(), proofOfPossession: z.string() }),
});
export type NodeIdentity = z.output<typeof NodeIdentity>;

export const NodeIp = loose({ ip: z.string() });

/** Deprecated as of v1.12.2; only txFee and createAssetTxFee are still in use, the rest may disappear. */
export const TxFee = loose({
  txFee: uint64Like,
  createAssetTxFee: uint64Like,
  createSubnetTxFee: uint64Like.optional(),
  transformSubnetTxFee: uint64Like.optional(),
  createBlockchainTxFee: uint64Like.optional(),
  addPrimaryNetworkValidatorFee: uint64Like.optional(),
  addPrimaryNetworkDelegatorFee: uint64Like.optional(),
  addSubnetValidatorFee: uint64Like.optional(),
  addSubnetDelegatorFee: uint64Like.optional(),
});
export type TxFee = z.output<typeof TxFee>;

/** VM id → aliases; current nodes add `fxs` (feature extension id → name), older ones do not. */
export const Vms = loose({
  vms: z.record(z.string(), z.array(z.string())),
  fxs: z.record(z.string(), z.string()).optional(),
});
export type Vms = z.output<typeof Vms>;

/**
 * One connection. `publicIP` is `""` when the peer advertised none (Go's zero netip.AddrPort);
 * `observedUptime` arrives as a string (json.Uint32); the ACP lists are JSON numbers.
 */
export const Peer = loose({
  ip: z.string(),
  publicIP: z.string().optional(),
  nodeID: z.string(),
  version: z.string(),
  lastSent: z.string(),
  lastReceived: z.string(),
  benched: goArray(z.string()).optional(),
  observedUptime: uint64Like.optional(),
  trackedSubnets: goArray(z.string()).optional(),
  supportedACPs: goArray(z.number()).optional(),
  objectedACPs: goArray(z.number()).optional(),
  /** Unix seconds of the most recent upgrade the peer's release schedules (its handshake; v1.14.2+). */
  upgradeTime: uint64Like.optional(),
});
export type Peer = z.output<typeof Peer>;

/** `numPeers` is a json.Uint64: a decimal string on current nodes. */
export const Peers = loose({ numPeers: uint64Like, peers: goArray(Peer) });
export type Peers = z.output<typeof Peers>;

/**
 * Primary-network uptime of this node as its peers observe it. Since AvalancheGo v1.11.12 info.uptime
 * takes no parameters: a `subnetID` is ignored and the primary-network figures come back.
 */
export const Uptime = loose({ rewardingStakePercentage: floatLike, weightedAveragePercentage: floatLike });
export type Uptime = z.output<typeof Uptime>;

/**
 * Activation times (ISO 8601); a year-9999 time means "not yet scheduled". Newer upgrades are optional,
 * and upgrades Snowscope does not know yet are kept (loose) and listed by field name.
 */
export const Upgrades = loose({
  apricotPhase1Time: z.string(),
  apricotPhase2Time: z.string(),
  apricotPhase3Time: z.string(),
  apricotPhase4Time: z.string(),
  apricotPhase4MinPChainHeight: uint64Like,
  apricotPhase5Time: z.string(),
  apricotPhasePre6Time: z.string(),
  apricotPhase6Time: z.string(),
  apricotPhasePost6Time: z.string(),
  banffTime: z.string(),
  cortinaTime: z.string(),
  cortinaXChainStopVertexID: z.string(),
  durangoTime: z.string(),
  etnaTime: z.string(),
  fortunaTime: z.string().optional(),
  graniteTime: z.string().optional(),
  /** A Go time.Duration: nanoseconds. */
  graniteEpochDuration: uint64Like.optional(),
  heliconTime: z.string().optional(),
});
export type Upgrades = z.output<typeof Upgrades>;
