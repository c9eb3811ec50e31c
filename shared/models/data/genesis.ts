import { loose } from '@shared/schema';
import { z } from 'zod';

/**
 * The EVM genesis of a blockchain (`genesisData`). It is the document whoever created the chain wrote,
 * passed through by the Data API: quantities arrive as hex strings, decimal strings or JSON numbers,
 * precompile timestamps may be null, and nothing stops a creator from writing something odder still.
 * So the answer never fails on it (one unusual chain must not refuse a page of subnets): `GenesisData`
 * keeps whatever was sent, and `genesisProblems` names the parts that do not have the expected form so
 * the viewer can show those parts raw, with a note.
 */

/** A quantity as creators write it: `0x` hex, a decimal string or a number; null where unset. */
const QUANTITY = 'expected a number, or a hex or decimal string';
const quantity = z
  .union(
    [z.string().regex(/^(0x[0-9a-fA-F]*|\d+)$/, { error: QUANTITY }), z.number().nonnegative({ error: QUANTITY })],
    {
      error: QUANTITY,
    },
  )
  .nullable();
/** A list of addresses; Go writes an empty list as null. */
const addresses = z.array(z.string()).nullable();

/** Precompile allow-list configs; a null blockTimestamp means the precompile is disabled at genesis. */
export const GenesisPrecompileShape = loose({
  blockTimestamp: quantity.optional(),
  adminAddresses: addresses.optional(),
  managerAddresses: addresses.optional(),
  enabledAddresses: addresses.optional(),
  disable: z.boolean().optional(),
});

const GenesisFeeConfigShape = loose({
  baseFeeChangeDenominator: quantity.optional(),
  blockGasCostStep: quantity.optional(),
  gasLimit: quantity.optional(),
  maxBlockGasCost: quantity.optional(),
  minBaseFee: quantity.optional(),
  minBlockGasCost: quantity.optional(),
  targetBlockRate: quantity.optional(),
  targetGas: quantity.optional(),
});

const GenesisWarpConfigShape = loose({
  blockTimestamp: quantity.optional(),
  quorumNumerator: quantity.optional(),
  requirePrimaryNetworkSigners: z.boolean().optional(),
});

const activation = quantity.optional();

/** `genesisData.config`: fork activations (blocks or timestamps), fees, warp, flags and precompiles. */
export const GenesisConfigShape = loose({
  chainId: quantity.optional(),
  berlinBlock: activation,
  byzantiumBlock: activation,
  constantinopleBlock: activation,
  eip150Block: activation,
  eip150Hash: z.string().nullable().optional(),
  eip155Block: activation,
  eip158Block: activation,
  homesteadBlock: activation,
  istanbulBlock: activation,
  londonBlock: activation,
  muirGlacierBlock: activation,
  petersburgBlock: activation,
  subnetEVMTimestamp: activation,
  allowFeeRecipients: z.boolean().optional(),
  feeConfig: GenesisFeeConfigShape.optional(),
  warpConfig: GenesisWarpConfigShape.optional(),
  txAllowListConfig: GenesisPrecompileShape.nullable().optional(),
  contractDeployerAllowListConfig: GenesisPrecompileShape.nullable().optional(),
  contractNativeMinterConfig: GenesisPrecompileShape.nullable().optional(),
  feeManagerConfig: GenesisPrecompileShape.nullable().optional(),
  rewardManagerConfig: GenesisPrecompileShape.nullable().optional(),
});

const GenesisAllocShape = loose({
  balance: quantity.optional(),
  code: z.string().nullable().optional(),
  storage: z.record(z.string(), z.string()).nullable().optional(),
  nonce: quantity.optional(),
});

/** The expected form of an EVM genesis, as lenient as real geneses are (see `genesisProblems`). */
export const EvmGenesisShape = loose({
  airdropAmount: quantity.optional(),
  airdropHash: z.string().nullable().optional(),
  alloc: z.record(z.string(), GenesisAllocShape).nullable().optional(),
  baseFeePerGas: quantity.optional(),
  blobGasUsed: quantity.optional(),
  coinbase: z.string().nullable().optional(),
  config: GenesisConfigShape.nullable().optional(),
  difficulty: quantity.optional(),
  excessBlobGas: quantity.optional(),
  extraData: z.string().nullable().optional(),
  gasLimit: quantity.optional(),
  gasUsed: quantity.optional(),
  mixHash: z.string().nullable().optional(),
  nonce: quantity.optional(),
  number: quantity.optional(),
  parentHash: z.string().nullable().optional(),
  timestamp: quantity.optional(),
});

/** An EVM genesis object as sent; every part is read with tolerant helpers, never trusted to be typed. */
export type EvmGenesis = Readonly<Record<string, unknown>>;
/** `genesisData.config` when it is an object. */
export type GenesisConfig = Readonly<Record<string, unknown>>;

/**
 * `genesisData` as sent: a string (non-EVM VMs), an object (EVM), or, from an unusual creator, anything
 * else. Never refused; the viewer decides how to show it.
 */
export const GenesisData = z.unknown();
export type GenesisData = unknown;

export const isEvmGenesis = (value: unknown): value is EvmGenesis =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface GenesisProblem {
  /** Dotted path inside the genesis (`config.feeConfig.minBaseFee`); empty for the whole value. */
  path: string;
  message: string;
  /** The value found there, to show raw. */
  raw: unknown;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The parts of an EVM genesis that do not have the expected form, each with the raw value found. */
export function genesisProblems(genesis: unknown): GenesisProblem[] {
  const parsed = EvmGenesisShape.safeParse(genesis);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    raw: valueAt(genesis, issue.path),
  }));
}
