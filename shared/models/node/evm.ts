import { loose } from '@shared/schema';
import { z } from 'zod';
import { addressHex, goArray, hash32Hex, hexData, hexQuantity, stringOrObject, uint64Like } from './common';

/** Results of an EVM chain's `/ext/bc/<id>/rpc`: Avalanche extensions and the standard Ethereum reads. */
export const FeeConfig = loose({
  gasLimit: uint64Like,
  targetBlockRate: uint64Like,
  minBaseFee: uint64Like,
  targetGas: uint64Like,
  baseFeeChangeDenominator: uint64Like,
  minBlockGasCost: uint64Like,
  maxBlockGasCost: uint64Like,
  blockGasCostStep: uint64Like,
});
export type FeeConfig = z.output<typeof FeeConfig>;

/**
 * `lastChangedAt` is omitted (a nil *big.Int) for blocks before the chain's Subnet-EVM activation, where
 * the answer is subnet-evm's default fee config; it is 0 when the fee manager never changed it.
 */
export const FeeConfigResult = loose({ feeConfig: FeeConfig, lastChangedAt: uint64Like.optional() });
export type FeeConfigResult = z.output<typeof FeeConfigResult>;

/**
 * A stateful precompile's config; role lists are null once disabled, and some (warp) have none.
 * `blockTimestamp` is always sent (a *uint64 without omitempty) and is null for a genesis precompile
 * written without a time: disabled at genesis (the node's active rules skip it).
 */
export const PrecompileConfig = loose({
  adminAddresses: goArray(z.string()).optional(),
  managerAddresses: goArray(z.string()).optional(),
  enabledAddresses: goArray(z.string()).optional(),
  blockTimestamp: uint64Like.nullable(),
  disable: z.boolean().optional(),
});
export type PrecompileConfig = z.output<typeof PrecompileConfig>;

/** Each entry maps one precompile config name to its scheduled change. */
export const PrecompileUpgrade = z.record(z.string(), PrecompileConfig);

/** One `upgrades.stateUpgrades` entry: account changes applied at a time (code, storage, balance). */
export const StateUpgrade = loose({
  blockTimestamp: uint64Like.optional(),
  accounts: z
    .record(
      z.string(),
      loose({
        code: z.string().optional(),
        storage: z.record(z.string(), z.string()).nullable().optional(),
        /** math.HexOrDecimal256: hex on the wire, decimal accepted. */
        balanceChange: z.union([z.string(), z.number()]).optional(),
      }),
    )
    .nullable(),
});
export type StateUpgrade = z.output<typeof StateUpgrade>;

/**
 * subnet-evm's upgrade config (upgrade bytes): network upgrade times overridden for this chain, state
 * upgrades and precompile upgrades. Each list is omitted when empty.
 */
export const UpgradeConfig = loose({
  networkUpgradeOverrides: z.record(z.string(), uint64Like.nullable()).optional(),
  stateUpgrades: goArray(StateUpgrade).optional(),
  precompileUpgrades: goArray(PrecompileUpgrade).optional(),
});
export type UpgradeConfig = z.output<typeof UpgradeConfig>;

/**
 * Activation fields are omitted by the node once unset (newer ones such as graniteTimestamp are kept
 * by name); the C-Chain has no fee config or precompiles.
 */
export const ChainConfig = loose({
  chainId: uint64Like,
  feeConfig: FeeConfig.optional(),
  allowFeeRecipients: z.boolean().optional(),
  homesteadBlock: uint64Like.optional(),
  eip150Block: uint64Like.optional(),
  eip150Hash: z.string().optional(),
  eip155Block: uint64Like.optional(),
  eip158Block: uint64Like.optional(),
  byzantiumBlock: uint64Like.optional(),
  constantinopleBlock: uint64Like.optional(),
  petersburgBlock: uint64Like.optional(),
  istanbulBlock: uint64Like.optional(),
  muirGlacierBlock: uint64Like.optional(),
  subnetEVMTimestamp: uint64Like.optional(),
  durangoTimestamp: uint64Like.optional(),
  etnaTimestamp: uint64Like.optional(),
  contractDeployerAllowListConfig: PrecompileConfig.optional(),
  contractNativeMinterConfig: PrecompileConfig.optional(),
  feeManagerConfig: PrecompileConfig.optional(),
  txAllowListConfig: PrecompileConfig.optional(),
  rewardManagerConfig: PrecompileConfig.optional(),
  warpConfig: PrecompileConfig.optional(),
  upgrades: UpgradeConfig.optional(),
});
export type ChainConfig = z.output<typeof ChainConfig>;

/** Deprecated (use active rules): precompile config name → config. */
export const ActivePrecompiles = z.record(z.string(), PrecompileConfig);
export type ActivePrecompiles = z.output<typeof ActivePrecompiles>;

/** go-ethereum's Rules struct, serialised with its Go field names (it also carries ChainID). */
export const EthRules = loose({
  IsHomestead: z.boolean(),
  IsEIP150: z.boolean(),
  IsEIP155: z.boolean(),
  IsEIP158: z.boolean(),
  IsByzantium: z.boolean(),
  IsConstantinople: z.boolean(),
  IsPetersburg: z.boolean(),
  IsIstanbul: z.boolean(),
  IsCancun: z.boolean().optional(),
});
/** Differs per VM (subnet-evm vs. the C-Chain's), so every flag is optional. */
export const AvalancheRules = loose({
  IsSubnetEVM: z.boolean().optional(),
  IsDurango: z.boolean().optional(),
  IsEtna: z.boolean().optional(),
});
/** `precompiles` is `{}` when none is active; genesis precompiles without a time are not listed. */
export const ActiveRules = loose({
  ethRules: EthRules,
  avalancheRules: AvalancheRules,
  precompiles: z.record(z.string(), loose({ timestamp: uint64Like })),
});
export type ActiveRules = z.output<typeof ActiveRules>;

export const EvmTransaction = loose({
  hash: hash32Hex,
  nonce: hexQuantity,
  blockHash: hash32Hex.nullable(),
  blockNumber: hexQuantity.nullable(),
  transactionIndex: hexQuantity.nullable(),
  from: addressHex,
  to: addressHex.nullable(),
  value: hexQuantity,
  gas: hexQuantity,
  input: hexData,
  type: hexQuantity.optional(),
  gasPrice: hexQuantity.optional(),
  maxFeePerGas: hexQuantity.optional(),
  maxPriorityFeePerGas: hexQuantity.optional(),
  chainId: hexQuantity.optional(),
  v: hexQuantity.optional(),
  r: hexQuantity.optional(),
  s: hexQuantity.optional(),
  yParity: hexQuantity.optional(),
  accessList: z.array(loose({ address: addressHex, storageKeys: z.array(hash32Hex) })).optional(),
});
export type EvmTransaction = z.output<typeof EvmTransaction>;

/**
 * A block; `transactions` holds hashes when fetched with fullTx false and objects when true.
 * `number`, `hash` and `logsBloom` are null for a pending block.
 */
export const EvmBlock = loose({
  number: hexQuantity.nullable(),
  hash: hash32Hex.nullable(),
  parentHash: hash32Hex,
  timestamp: hexQuantity,
  miner: addressHex,
  gasLimit: hexQuantity,
  gasUsed: hexQuantity,
  stateRoot: hash32Hex,
  transactionsRoot: hash32Hex,
  receiptsRoot: hash32Hex,
  logsBloom: hexData.nullable(),
  extraData: hexData,
  transactions: z.array(stringOrObject(hash32Hex, EvmTransaction)),
  nonce: hexData.nullable().optional(),
  mixHash: hash32Hex.optional(),
  sha3Uncles: hash32Hex.optional(),
  uncles: z.array(hash32Hex).optional(),
  difficulty: hexQuantity.optional(),
  totalDifficulty: hexQuantity.nullable().optional(),
  size: hexQuantity.optional(),
  baseFeePerGas: hexQuantity.optional(),
  blockGasCost: hexQuantity.optional(),
  extDataHash: hash32Hex.optional(),
  extDataGasUsed: hexQuantity.optional(),
});
export type EvmBlock = z.output<typeof EvmBlock>;

export const EvmLog = loose({
  address: addressHex,
  topics: z.array(hash32Hex),
  data: hexData,
  blockNumber: hexQuantity.nullable().optional(),
  blockHash: hash32Hex.nullable().optional(),
  transactionHash: hash32Hex.nullable().optional(),
  transactionIndex: hexQuantity.nullable().optional(),
  logIndex: hexQuantity.nullable().optional(),
  removed: z.boolean().optional(),
});
export type EvmLog = z.output<typeof EvmLog>;

/** `status` is absent before Byzantium (a `root` is sent instead). */
export const EvmReceipt = loose({
  transactionHash: hash32Hex,
  transactionIndex: hexQuantity,
  blockHash: hash32Hex,
  blockNumber: hexQuantity,
  from: addressHex,
  to: addressHex.nullable(),
  cumulativeGasUsed: hexQuantity,
  gasUsed: hexQuantity,
  contractAddress: addressHex.nullable().optional(),
  logs: z.array(EvmLog),
  logsBloom: hexData,
  status: hexQuantity.optional(),
  type: hexQuantity.optional(),
  effectiveGasPrice: hexQuantity.optional(),
});
export type EvmReceipt = z.output<typeof EvmReceipt>;

/** A token's own answers to name(), symbol() and decimals(); null where the contract does not answer one. */
export const TokenFacts = z.object({
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().min(0).max(255).nullable(),
});
export type TokenFacts = z.output<typeof TokenFacts>;
