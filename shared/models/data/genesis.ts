import { loose } from '@shared/schema';
import { z } from 'zod';
import { chosen } from './shared';

/** The EVM genesis of a blockchain (`genesisData`), every part optional as in the SDK. */

/** Precompile allow-list configs (tx allow list, deployer allow list, native minter, fee and reward managers). */
export const PrecompileConfig = loose({
  blockTimestamp: z.number().optional(),
  adminAddresses: z.array(z.string()).optional(),
  managerAddresses: z.array(z.string()).optional(),
  enabledAddresses: z.array(z.string()).optional(),
});
export type PrecompileConfig = z.output<typeof PrecompileConfig>;

export const FeeConfig = loose({
  baseFeeChangeDenominator: z.number().optional(),
  blockGasCostStep: z.number().optional(),
  gasLimit: z.number().optional(),
  maxBlockGasCost: z.number().optional(),
  minBaseFee: z.number().optional(),
  minBlockGasCost: z.number().optional(),
  targetBlockRate: z.number().optional(),
  targetGas: z.number().optional(),
});
export type FeeConfig = z.output<typeof FeeConfig>;

export const WarpConfig = loose({
  blockTimestamp: z.number().optional(),
  quorumNumerator: z.number().optional(),
  requirePrimaryNetworkSigners: z.boolean().optional(),
});
export type WarpConfig = z.output<typeof WarpConfig>;

export const GenesisConfig = loose({
  chainId: z.number().optional(),
  berlinBlock: z.number().optional(),
  byzantiumBlock: z.number().optional(),
  constantinopleBlock: z.number().optional(),
  eip150Block: z.number().optional(),
  eip150Hash: z.string().optional(),
  eip155Block: z.number().optional(),
  eip158Block: z.number().optional(),
  homesteadBlock: z.number().optional(),
  istanbulBlock: z.number().optional(),
  londonBlock: z.number().optional(),
  muirGlacierBlock: z.number().optional(),
  petersburgBlock: z.number().optional(),
  subnetEVMTimestamp: z.number().optional(),
  allowFeeRecipients: z.boolean().optional(),
  feeConfig: FeeConfig.optional(),
  warpConfig: WarpConfig.optional(),
  txAllowListConfig: PrecompileConfig.optional(),
  contractDeployerAllowListConfig: PrecompileConfig.optional(),
  contractNativeMinterConfig: PrecompileConfig.optional(),
  feeManagerConfig: PrecompileConfig.optional(),
  rewardManagerConfig: PrecompileConfig.optional(),
});
export type GenesisConfig = z.output<typeof GenesisConfig>;

export const GenesisAlloc = loose({
  balance: z.string().optional(),
  code: z.string().optional(),
  storage: z.record(z.string(), z.string()).optional(),
});
export type GenesisAlloc = z.output<typeof GenesisAlloc>;

/** The spec calls these hex strings while the SDK types them numbers: either is kept. */
const quantity = z.union([z.string(), z.number()]).nullable().optional();

export const EvmGenesis = loose({
  airdropAmount: quantity,
  airdropHash: z.string().optional(),
  alloc: z.record(z.string(), GenesisAlloc).optional(),
  baseFeePerGas: quantity,
  blobGasUsed: z.string().nullable().optional(),
  coinbase: z.string().optional(),
  config: GenesisConfig.optional(),
  difficulty: z.string().optional(),
  excessBlobGas: z.string().nullable().optional(),
  extraData: z.string().optional(),
  gasLimit: z.string().optional(),
  gasUsed: z.string().optional(),
  mixHash: z.string().optional(),
  nonce: z.string().optional(),
  number: z.string().optional(),
  parentHash: z.string().optional(),
  timestamp: z.string().optional(),
});
export type EvmGenesis = z.output<typeof EvmGenesis>;

/** Non-EVM chains carry their genesis as an opaque string. */
export const GenesisData = chosen((value) => (typeof value === 'string' ? z.string() : EvmGenesis));
export type GenesisData = z.output<typeof GenesisData>;
