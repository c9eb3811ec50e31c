import { deprecatedField, loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { GenesisData } from './genesis';
import { nextPageToken } from './shared';

/** Primary-network resources: subnets and their blockchains, pending rewards, X-Chain vertices. */

export const Blockchain = loose({
  createBlockTimestamp: z.number(),
  createBlockNumber: z.string(),
  blockchainId: z.string(),
  vmId: z.string(),
  subnetId: z.string(),
  blockchainName: z.string(),
  evmChainId: z.number().optional(),
  /** Passed through from the chain's creator; never refused (see genesis.ts). */
  genesisData: GenesisData.optional(),
});
export type Blockchain = z.output<typeof Blockchain>;

export const SubnetOwnershipInfo = loose({
  locktime: z.number(),
  threshold: z.number(),
  addresses: z.array(z.string()),
});
export type SubnetOwnershipInfo = z.output<typeof SubnetOwnershipInfo>;

export const L1ValidatorManagerDetails = loose({ blockchainId: z.string(), contractAddress: z.string() });
export type L1ValidatorManagerDetails = z.output<typeof L1ValidatorManagerDetails>;

/**
 * `ownerAddresses`, `threshold` and `locktime` are deprecated by the Data API ("use
 * subnetOwnershipInfo", "will be removed in a future release"): optional, and views read
 * `subnetOwnershipInfo`.
 */
export const Subnet = loose({
  createBlockTimestamp: z.number(),
  createBlockIndex: z.string(),
  subnetId: z.string(),
  ownerAddresses: deprecatedField(z.array(z.string())),
  threshold: deprecatedField(z.number()),
  locktime: deprecatedField(z.number()),
  subnetOwnershipInfo: SubnetOwnershipInfo,
  isL1: z.boolean(),
  l1ConversionTransactionHash: z.string().optional(),
  l1ValidatorManagerDetails: L1ValidatorManagerDetails.optional(),
  blockchains: z.array(Blockchain),
});
export type Subnet = z.output<typeof Subnet>;

export const ListSubnetsResponse = loose({ nextPageToken, subnets: z.array(Subnet) });
export type ListSubnetsResponse = z.output<typeof ListSubnetsResponse>;

export const REWARD_TYPES = ['VALIDATOR', 'DELEGATOR', 'VALIDATOR_FEE'] as const;
export const ASSET_TYPES = ['secp256k1', 'nft'] as const;

export const AssetAmount = loose({
  assetId: z.string(),
  name: z.string(),
  symbol: z.string(),
  denomination: z.number(),
  type: openEnum(ASSET_TYPES),
  amount: z.string(),
});
export type AssetAmount = z.output<typeof AssetAmount>;

export const PendingReward = loose({
  addresses: z.array(z.string()),
  txHash: z.string(),
  amountStaked: z.string(),
  nodeId: z.string(),
  startTimestamp: z.number(),
  endTimestamp: z.number(),
  rewardType: openEnum(REWARD_TYPES),
  progress: z.number(),
  estimatedReward: AssetAmount,
});
export type PendingReward = z.output<typeof PendingReward>;

export const ListPendingRewardsResponse = loose({ nextPageToken, pendingRewards: z.array(PendingReward) });
export type ListPendingRewardsResponse = z.output<typeof ListPendingRewardsResponse>;

export const Vertex = loose({
  vertexHash: z.string(),
  parentHashes: z.array(z.string()),
  vertexHeight: z.number(),
  vertexIndex: z.number(),
  vertexTimestamp: z.number(),
  txCount: z.number(),
  transactions: z.array(z.string()),
  vertexSizeBytes: z.number(),
});
export type Vertex = z.output<typeof Vertex>;

export const PRIMARY_CHAIN_NAMES = ['p-chain', 'x-chain', 'c-chain'] as const;

export const PrimaryChainInfo = loose({
  chainName: openEnum(PRIMARY_CHAIN_NAMES),
  network: openEnum(['mainnet', 'fuji', 'testnet']),
});
export type PrimaryChainInfo = z.output<typeof PrimaryChainInfo>;

export const ListVerticesResponse = loose({
  nextPageToken,
  vertices: z.array(Vertex),
  chainInfo: PrimaryChainInfo,
});
export type ListVerticesResponse = z.output<typeof ListVerticesResponse>;
