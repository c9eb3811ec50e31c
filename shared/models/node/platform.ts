import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { ENCODINGS, floatLike, goArray, OutputOwner, stringOrObject, uint64Like } from './common';

/** Results of `/ext/bc/P` methods. */
export const Delegator = loose({
  txID: z.string(),
  startTime: uint64Like,
  endTime: uint64Like,
  weight: uint64Like,
  nodeID: z.string(),
  rewardOwner: OutputOwner.optional(),
  potentialReward: uint64Like.optional(),
});
export type Delegator = z.output<typeof Delegator>;

/** The node spells it `proofOfPosession` in this API; the corrected spelling is accepted too. */
export const Signer = loose({
  publicKey: z.string(),
  proofOfPosession: z.string().optional(),
  proofOfPossession: z.string().optional(),
});

/**
 * A current validator; which fields appear depends on the subnet type (primary network, PoA subnet,
 * L1), so only those every type carries are required.
 */
export const PlatformValidator = loose({
  txID: z.string().optional(),
  startTime: uint64Like,
  endTime: uint64Like.optional(),
  nodeID: z.string(),
  weight: uint64Like,
  stakeAmount: uint64Like.optional(),
  validationID: z.string().optional(),
  publicKey: z.string().optional(),
  remainingBalanceOwner: OutputOwner.optional(),
  deactivationOwner: OutputOwner.optional(),
  minNonce: uint64Like.optional(),
  balance: uint64Like.optional(),
  validationRewardOwner: OutputOwner.optional(),
  delegationRewardOwner: OutputOwner.optional(),
  potentialReward: uint64Like.optional(),
  accruedDelegateeReward: uint64Like.optional(),
  delegationFee: floatLike.optional(),
  uptime: floatLike.optional(),
  connected: z.boolean().optional(),
  signer: Signer.optional(),
  delegatorCount: uint64Like.optional(),
  delegatorWeight: uint64Like.optional(),
  delegators: goArray(Delegator).optional(),
});
export type PlatformValidator = z.output<typeof PlatformValidator>;

export const PlatformValidators = loose({ validators: goArray(PlatformValidator) });
export type PlatformValidators = z.output<typeof PlatformValidators>;

export const BLOCKCHAIN_STATUSES = ['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown'] as const;
export const BlockchainStatus = loose({ status: openEnum(BLOCKCHAIN_STATUSES) });
export type BlockchainStatus = z.output<typeof BlockchainStatus>;

export const CurrentSupply = loose({ supply: uint64Like });
export type CurrentSupply = z.output<typeof CurrentSupply>;

const amounts = z.record(z.string(), uint64Like);
/** Deprecated as of v1.9.12. Per-asset maps are the answer; the singular AVAX totals appear in examples. */
export const PlatformBalance = loose({
  balances: amounts,
  unlockeds: amounts,
  lockedStakeables: amounts,
  lockedNotStakeables: amounts,
  utxoIDs: goArray(loose({ txID: z.string(), outputIndex: z.number().int().nonnegative() })),
  balance: uint64Like.optional(),
  unlocked: uint64Like.optional(),
  lockedStakeable: uint64Like.optional(),
  lockedNotStakeable: uint64Like.optional(),
});
export type PlatformBalance = z.output<typeof PlatformBalance>;

/** Deprecated as of v1.9.12; the P-Chain itself is not listed. */
export const Blockchains = loose({
  blockchains: goArray(loose({ id: z.string(), name: z.string(), subnetID: z.string(), vmID: z.string() })),
});
export type Blockchains = z.output<typeof Blockchains>;

export const PlatformCredential = loose({ signatures: goArray(z.string()) });
export const PlatformTx = loose({
  unsignedTx: loose({}),
  credentials: goArray(PlatformCredential),
  id: z.string().optional(),
});
export type PlatformTx = z.output<typeof PlatformTx>;

/** JSON form of a P-Chain block. Standard blocks carry `txs`, proposal blocks one `tx`, commit/abort none. */
export const PlatformBlockJson = loose({
  parentID: z.string(),
  height: uint64Like,
  id: z.string().optional(),
  time: uint64Like.optional(),
  txs: goArray(PlatformTx).optional(),
  tx: PlatformTx.optional(),
});
export type PlatformBlockJson = z.output<typeof PlatformBlockJson>;

/** `block` is a hex string under encoding hex and an object under encoding json. */
export const PlatformBlock = loose({
  block: stringOrObject(z.string(), PlatformBlockJson),
  encoding: openEnum(ENCODINGS),
});
export type PlatformBlock = z.output<typeof PlatformBlock>;
