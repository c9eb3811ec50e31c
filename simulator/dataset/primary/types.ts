import type { SimNetwork } from '../constants';
import type { BuiltTx } from './txs';

/** Records of one network's primary-network dataset. Amounts are bigint; the routes format them. */

/** P-Chain owner as platform.getCurrentValidators prints it (addresses `P-avax1…`). */
export interface OwnerRecord {
  locktime: number;
  threshold: number;
  addresses: string[];
}

export interface SignerRecord {
  publicKey: string;
  proofOfPossession: string;
}

export interface DelegatorRecord {
  txID: string;
  nodeID: string;
  startTime: number;
  endTime: number;
  weight: bigint;
  rewardOwner: OwnerRecord;
  potentialReward: bigint;
  /** The validator's delegation-fee cut of this delegation's reward. */
  validatorFeeReward: bigint;
}

export interface PrimaryValidatorRecord {
  txID: string;
  nodeID: string;
  startTime: number;
  endTime: number;
  weight: bigint;
  potentialReward: bigint;
  accruedDelegateeReward: bigint;
  /** Percent, e.g. 2 for 2 %. */
  delegationFee: number;
  /** Percent observed by this node. */
  uptime: number;
  connected: boolean;
  signer?: SignerRecord;
  validationRewardOwner: OwnerRecord;
  delegationRewardOwner: OwnerRecord;
  delegators: DelegatorRecord[];
  /** Auto-renewed validators (AddAutoRenewedValidatorTx, Helicon): restarted for `nextPeriod` at each end. */
  autoRenewed?: {
    validatorAuthority: OwnerRecord;
    /** Seconds. */
    nextPeriod: number;
    /** Millionths of the reward restaked. */
    autoCompoundRewardShares: number;
  };
}

export interface L1ValidatorRecord {
  validationID: string;
  nodeID: string;
  publicKey: string;
  weight: bigint;
  startTime: number;
  /** 0 when the continuous fee ran out (inactive). */
  balance: bigint;
  minNonce: bigint;
  remainingBalanceOwner: OwnerRecord;
  deactivationOwner: OwnerRecord;
  connected: boolean;
  uptimeSeconds: number;
  /** RegisterL1ValidatorTx id for validators added after the conversion. */
  registrationTxID?: string;
}

/** A permissioned validator: of a PoA subnet, or left in an L1 from before its conversion. */
export interface PoaValidatorRecord {
  txID: string;
  nodeID: string;
  startTime: number;
  endTime: number;
  weight: bigint;
  connected: boolean;
  uptime: number;
}

export interface FeeConfig {
  gasLimit: number;
  targetBlockRate: number;
  minBaseFee: number;
  targetGas: number;
  baseFeeChangeDenominator: number;
  minBlockGasCost: number;
  maxBlockGasCost: number;
  blockGasCostStep: number;
}

export const PRECOMPILES = [
  'txAllowListConfig',
  'contractDeployerAllowListConfig',
  'contractNativeMinterConfig',
  'feeManagerConfig',
  'rewardManagerConfig',
] as const;
export type PrecompileName = (typeof PRECOMPILES)[number];

export interface AllowListConfig {
  /** Null for a genesis precompile written without a time: configured, disabled at genesis. */
  blockTimestamp: number | null;
  adminAddresses: string[];
  managerAddresses: string[];
  enabledAddresses: string[];
}

export interface WarpConfig {
  blockTimestamp: number;
  quorumNumerator: number;
  requirePrimaryNetworkSigners: boolean;
}

/** One entry of `upgrades.precompileUpgrades`: enables (with admins) or disables one precompile. */
export interface PrecompileUpgrade {
  name: PrecompileName;
  blockTimestamp: number;
  disable: boolean;
  adminAddresses: string[];
}

/** One `upgrades.stateUpgrades` entry: account state written at a time. */
export interface StateUpgradeRecord {
  blockTimestamp: number;
  accounts: Record<string, { code?: string; storage?: Record<string, string>; balanceChange?: string }>;
}

export interface EvmChainRecord {
  evmChainId: number;
  genesisTimestamp: number;
  /**
   * When Subnet-EVM activates: 0 (from genesis) unless the chain's upgrade config overrides it later,
   * in which case blocks before it answer eth_feeConfig with the default fee config and no lastChangedAt.
   */
  subnetEVMTimestamp: number;
  /** `upgrades.networkUpgradeOverrides`, when the chain sets any. */
  networkUpgradeOverrides?: Record<string, number>;
  stateUpgrades: StateUpgradeRecord[];
  graniteTimestamp: number;
  heliconTimestamp: number;
  /** Data API `genesisData` object. */
  genesis: Record<string, unknown>;
  feeConfig: FeeConfig;
  allowFeeRecipients: boolean;
  precompiles: Partial<Record<PrecompileName, AllowListConfig>>;
  warp?: WarpConfig;
  upgrades: PrecompileUpgrade[];
  durangoTimestamp: number;
  etnaTimestamp: number;
  currentFeeConfig: FeeConfig;
  feeLastChangedAt: number;
  latestBlock: number;
  latestBlockTimestamp: number;
  /** Older subnet-evm releases lack eth_getActiveRulesAt. */
  offersActiveRulesAt: boolean;
}

export interface BlockchainRecord {
  blockchainId: string;
  blockchainName: string;
  vmId: string;
  subnetId: string;
  createBlockTimestamp: number;
  createBlockNumber: number;
  evm?: EvmChainRecord;
  /** Genesis of a non-EVM chain, as the Data API gives it (a string). */
  genesisString?: string;
}

export interface SubnetRecord {
  subnetId: string;
  createBlockTimestamp: number;
  createBlockIndex: number;
  /** Data API addresses: `avax1…` without chain prefix. */
  owner: { locktime: number; threshold: number; addresses: string[] };
  /**
   * Whether the Data API still repeats the owner in the deprecated top-level ownerAddresses/threshold/
   * locktime. The service announced their removal; the dataset has records with and without them.
   */
  withDeprecatedOwnerFields: boolean;
  isL1: boolean;
  conversion?: { txHash: string; managerBlockchainId: string; managerAddress: string; timestamp: number };
  blockchains: BlockchainRecord[];
  /** This node runs the subnet's chains. */
  tracked: boolean;
  /** This node is one of the subnet's validators. */
  nodeValidates: boolean;
  supply: bigint;
  l1Validators: L1ValidatorRecord[];
  /** PoA validators; for an L1, those it kept from before its conversion (listed before the L1 validators). */
  poaValidators: PoaValidatorRecord[];
}

/**
 * A P-Chain block. Standard blocks carry `txs`; a proposal block carries decision `txs` (none here) and
 * the proposal `tx` (a RewardValidatorTx); the commit or abort block after it decides the proposal.
 */
export interface PBlockRecord {
  id: string;
  parentID: string;
  height: number;
  time: number;
  kind: 'standard' | 'proposal' | 'commit' | 'abort';
  txs: BuiltTx[];
  proposal?: BuiltTx;
  bytes: Uint8Array;
}

export interface XBlockRecord {
  id: string;
  parentID: string;
  height: number;
  time: number;
  txs: BuiltTx[];
}

export interface VertexRecord {
  vertexHash: string;
  parentHashes: string[];
  vertexHeight: number;
  vertexIndex: number;
  vertexTimestamp: number;
  transactions: string[];
  vertexSizeBytes: number;
}

export interface ContainerRecord {
  id: string;
  bytes: Uint8Array;
  /** RFC 3339 time this node accepted (or, while bootstrapping, indexed) the container. */
  timestamp: string;
}

export const INDEX_NAMES = ['C/block', 'P/block', 'X/tx', 'X/block', 'X/vtx'] as const;
export type IndexName = (typeof INDEX_NAMES)[number];

export interface IndexRecord {
  containers: ContainerRecord[];
  positionById: Map<string, number>;
}

export interface PendingRewardRecord {
  addresses: string[];
  txHash: string;
  amountStaked: bigint;
  nodeId: string;
  startTimestamp: number;
  endTimestamp: number;
  rewardType: 'VALIDATOR' | 'DELEGATOR' | 'VALIDATOR_FEE';
  estimatedReward: bigint;
}

export interface PeerRecord {
  ip: string;
  /** "" when the peer advertised no public IP. */
  publicIP: string;
  nodeID: string;
  version: string;
  /** Unix seconds of the upgrade the peer's release advertises in its handshake (peer.Info.UpgradeTime). */
  upgradeTime: number;
  lastSent: string;
  lastReceived: string;
  benched: string[];
  observedUptime: number;
  trackedSubnets: string[];
  supportedACPs: number[];
  objectedACPs: number[];
}

export interface AcpRecord {
  acp: number;
  supporters: string[];
  supportWeight: bigint;
  objectors: string[];
  objectWeight: bigint;
  abstainWeight: bigint;
}

export interface NodeRecord {
  nodeID: string;
  publicKey: string;
  proofOfPossession: string;
  ip: string;
  version: string;
  databaseVersion: string;
  gitCommit: string;
  rpcProtocolVersion: string;
  vmVersions: Record<string, string>;
  vms: Record<string, string[]>;
  bootstrapTime: number;
  /** ISO 8601 per upgrade; apricotPhase4MinPChainHeight and cortinaXChainStopVertexID beside them. */
  upgrades: Record<string, string | number>;
  txFee: Record<string, bigint>;
  rewardingStakePercentage: number;
  weightedAveragePercentage: number;
  /** Chain ids still bootstrapping; when set it replaces the "created in the last two days" rule. */
  bootstrapping?: string[];
}

export interface NetworkDataset {
  network: SimNetwork;
  networkId: number;
  hrp: 'avax' | 'fuji';
  avaxAssetId: string;
  pChainId: string;
  xChainId: string;
  cChainId: string;
  node: NodeRecord;
  subnets: SubnetRecord[];
  subnetById: Map<string, SubnetRecord>;
  blockchainById: Map<string, BlockchainRecord>;
  /** Proposed blockchains whose creating tx is not yet accepted. */
  preferredBlockchainIds: string[];
  primaryValidators: PrimaryValidatorRecord[];
  primarySupply: bigint;
  pendingRewards: PendingRewardRecord[];
  peers: PeerRecord[];
  acps: AcpRecord[];
  pBlocks: PBlockRecord[];
  /**
   * A proposal block this node built on its last accepted block, still processing: reachable by id only,
   * and printed from memory, so its `txs` and credentials are null (nil slices) rather than [].
   */
  processingPBlock: PBlockRecord;
  pBlockById: Map<string, PBlockRecord>;
  xTxById: Map<string, BuiltTx>;
  xBlocks: XBlockRecord[];
  vertices: VertexRecord[];
  indexes: Record<IndexName, IndexRecord>;
  /** Aggregated Warp messages for P-Chain L1 transactions, by tx hash. */
  l1SignedMessages: Map<string, string>;
}
