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

/**
 * The validator's BLS key. Nodes send `proofOfPossession` (signer.ProofOfPossession's JSON); only old
 * API docs spell it `proofOfPosession`, which is accepted as well.
 */
export const Signer = loose({
  publicKey: z.string(),
  proofOfPossession: z.string().optional(),
  proofOfPosession: z.string().optional(),
});

/**
 * A current validator; which fields appear depends on the subnet type, so only those every type
 * carries are required:
 * - primary network: the staker fields, owners, reward, fee, uptime, signer, delegator totals (and
 *   `delegators` when one node id was asked for; `null` from nodes before v1.9.9);
 * - auto-renewed primary validators (Helicon) add `validatorAuthority`, `nextPeriod` (seconds) and
 *   `autoCompoundRewardShares` (millionths);
 * - PoA subnet validators: only `{txID, startTime, endTime, weight, nodeID}`, no stake;
 * - L1 validators: `validationID`, `publicKey`, the two owners (possibly with no addresses), `minNonce`,
 *   `balance`; no txID and no endTime.
 * `stakeAmount` is only in old docs; current nodes do not send it.
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
  /** The fee in millionths (reward.PercentDenominator), exact. */
  exactDelegationFee: uint64Like.optional(),
  uptime: floatLike.optional(),
  connected: z.boolean().optional(),
  signer: Signer.optional(),
  delegatorCount: uint64Like.optional(),
  delegatorWeight: uint64Like.optional(),
  validatorAuthority: OutputOwner.nullable().optional(),
  nextPeriod: uint64Like.optional(),
  autoCompoundRewardShares: uint64Like.optional(),
  delegators: goArray(Delegator).optional(),
});
export type PlatformValidator = z.output<typeof PlatformValidator>;

export const PlatformValidators = loose({ validators: goArray(PlatformValidator) });
export type PlatformValidators = z.output<typeof PlatformValidators>;

export const BLOCKCHAIN_STATUSES = ['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown'] as const;
export const BlockchainStatus = loose({ status: openEnum(BLOCKCHAIN_STATUSES) });
export type BlockchainStatus = z.output<typeof BlockchainStatus>;

/** `height` (the P-Chain height the supply was read at) is sent by current nodes only. */
export const CurrentSupply = loose({ supply: uint64Like, height: uint64Like.optional() });
export type CurrentSupply = z.output<typeof CurrentSupply>;

const amounts = z.record(z.string(), uint64Like);
/**
 * Deprecated as of v1.9.12. Per-asset maps are the answer; the singular AVAX totals are still sent for
 * compatibility. `utxoIDs` is null when the addresses hold no UTXO (a nil Go slice).
 */
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

/**
 * JSON form of a P-Chain block. Standard blocks carry `txs`; proposal blocks carry the proposal `tx`
 * and (Banff) decision `txs`, `null` when there are none; commit and abort blocks carry neither.
 */
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
