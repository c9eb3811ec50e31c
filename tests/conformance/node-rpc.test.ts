import { createAvalancheClient } from '@avalanche-sdk/client';
import { avalanche } from '@avalanche-sdk/client/chains';
import type {
  GetContainerByIDReturnType,
  GetContainerByIndexReturnType,
  GetContainerRangeReturnType,
  GetIndexReturnType,
  GetLastAcceptedReturnType,
  IsAcceptedReturnType,
} from '@avalanche-sdk/client/methods/index';
import type {
  AcpsReturnType,
  GetBlockchainIDReturnType,
  GetNetworkIDReturnType,
  GetNetworkNameReturnType,
  GetNodeIDReturnType,
  GetNodeIPReturnType,
  GetNodeVersionReturnType,
  GetTxFeeReturnType,
  GetVMsReturnType,
  IsBootstrappedReturnType,
  PeersReturnType,
  UpgradesReturnType,
  UptimeReturnType,
} from '@avalanche-sdk/client/methods/info';
import type {
  GetBalanceReturnType,
  GetBlockchainStatusReturnType,
  GetBlockchainsReturnType,
  GetBlockReturnType,
  GetCurrentSupplyReturnType,
  GetCurrentValidatorsReturnType,
} from '@avalanche-sdk/client/methods/pChain';
import type {
  FeeConfigReturnType,
  GetActiveRulesAtReturnType,
  GetChainConfigReturnType,
} from '@avalanche-sdk/client/methods/public';
import type { GetTxReturnType } from '@avalanche-sdk/client/methods/xChain';
import { formatAvaxAddress, isCb58Id, isEvmAddress, isNodeId, parseAvaxAddress } from '@shared/ids';
import { fromHex, idOf } from '@sim/dataset/primary/codec';
import { INDEX_NAMES, PRECOMPILES } from '@sim/dataset/primary/types';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { primarySimulatorForFile } from './primary-sim';

/**
 * Every node method's JSON is parsed by a strict zod schema written to mirror the `@avalanche-sdk/client` return
 * type. A schema either `satisfies z.ZodType<ClientType>` or transforms the wire form into the client type the way
 * the client itself does (bigint for uint64 strings, Map/Set where the client declares them), so a drift of the
 * simulator's shapes fails at runtime and a drift of these schemas from the client's types fails the type-check.
 * Where the spec and the client disagree, the spec wins and the schema is typed against the part they share.
 */

const primary = primarySimulatorForFile();

interface RpcAnswer {
  status: number;
  result?: unknown;
  error?: { code: number; message: string };
}

async function rpc(path: string, method: string, params: unknown = {}): Promise<RpcAnswer> {
  const res = await fetch(`${primary.sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  });
  if (res.status !== 200) return { status: res.status };
  const body = (await res.json()) as { jsonrpc: string; id: number; result?: unknown; error?: RpcAnswer['error'] };
  expect(body.jsonrpc).toBe('2.0');
  expect(body.id).toBe(7);
  return { status: res.status, result: body.result, error: body.error };
}

/** The result of a call that must succeed, parsed by `schema` into the client's type. */
async function call<T>(schema: z.ZodType<T>, path: string, method: string, params: unknown = {}): Promise<T> {
  const answer = await rpc(path, method, params);
  expect(answer.error, `${method} failed`).toBeUndefined();
  return schema.parse(answer.result);
}

async function callError(path: string, method: string, params: unknown = {}) {
  const answer = await rpc(path, method, params);
  expect(answer.result).toBeUndefined();
  return answer.error as NonNullable<RpcAnswer['error']>;
}

// ── wire primitives ────────────────────────────────────────────────────────────────────────────────────────────
const u64 = z.string().regex(/^\d+$/, 'uint64 as a decimal string');
const cb58 = z.string().refine(isCb58Id, 'cb58 id');
const nodeId = z.string().refine(isNodeId, 'NodeID-…');
const hex = z.string().regex(/^0x([0-9a-f]{2})*$/, '0x hex');
const evmAddress = z.string().refine(isEvmAddress, 'EVM address');
const int = z.number().int().nonnegative();
const percent4 = z.string().regex(/^\d{1,3}\.\d{4}$/, 'percentage with 4 decimals');
const rfc3339 = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/, 'RFC 3339')
  .refine((v) => !Number.isNaN(Date.parse(v)));
const iso = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, 'ISO 8601');
const avaxAddress = (chain: 'P' | 'X') =>
  z.string().refine((v) => parseAvaxAddress(v)?.chain === chain, `${chain}- bech32 address`);

// ── /ext/info ──────────────────────────────────────────────────────────────────────────────────────────────────
const acpsSchema = z
  .strictObject({
    acps: z.record(
      z.string().regex(/^\d+$/),
      z.strictObject({
        supportWeight: u64,
        supporters: z.array(nodeId),
        objectWeight: u64,
        objectors: z.array(nodeId),
        abstainWeight: u64,
      }),
    ),
  })
  .transform(
    (w): AcpsReturnType => ({
      acps: new Map(
        Object.entries(w.acps).map(([k, v]) => [
          Number(k),
          {
            supportWeight: BigInt(v.supportWeight),
            supporters: new Set(v.supporters),
            objectWeight: BigInt(v.objectWeight),
            objectors: new Set(v.objectors),
            abstainWeight: BigInt(v.abstainWeight),
          },
        ]),
      ),
    }),
  );
const isBootstrappedSchema = z.strictObject({
  isBootstrapped: z.boolean(),
}) satisfies z.ZodType<IsBootstrappedReturnType>;
const blockchainIdSchema = z.strictObject({ blockchainID: cb58 }) satisfies z.ZodType<GetBlockchainIDReturnType>;
const networkIdSchema = z.strictObject({ networkID: u64 }) satisfies z.ZodType<GetNetworkIDReturnType>;
const networkNameSchema = z.strictObject({
  networkName: z.enum(['mainnet', 'fuji']),
}) satisfies z.ZodType<GetNetworkNameReturnType>;
const nodeIdSchema = z.strictObject({
  nodeID: nodeId,
  nodePOP: z.strictObject({ publicKey: hex.length(2 + 96), proofOfPossession: hex.length(2 + 192) }),
}) satisfies z.ZodType<GetNodeIDReturnType>;
const nodeIpSchema = z.strictObject({ ip: z.string().regex(/^[\d.]+:\d+$/) }) satisfies z.ZodType<GetNodeIPReturnType>;
const nodeVersionSchema = z
  .strictObject({
    version: z.string().regex(/^avalanchego\/\d+\.\d+\.\d+$/),
    databaseVersion: z.string(),
    gitCommit: z.string().regex(/^[0-9a-f]{40}$/),
    vmVersions: z.record(z.string(), z.string()),
    rpcProtocolVersion: u64,
  })
  // The client declares a Map for what arrives as a JSON object.
  .transform((w): GetNodeVersionReturnType => ({ ...w, vmVersions: new Map(Object.entries(w.vmVersions)) }));
const txFeeSchema = z
  .strictObject({
    txFee: u64,
    createAssetTxFee: u64,
    createSubnetTxFee: u64,
    transformSubnetTxFee: u64,
    createBlockchainTxFee: u64,
    addPrimaryNetworkValidatorFee: u64,
    addPrimaryNetworkDelegatorFee: u64,
    addSubnetValidatorFee: u64,
    addSubnetDelegatorFee: u64,
  })
  .transform(
    (w): GetTxFeeReturnType => ({
      txFee: BigInt(w.txFee),
      createAssetTxFee: BigInt(w.createAssetTxFee),
      createSubnetTxFee: BigInt(w.createSubnetTxFee),
      transformSubnetTxFee: BigInt(w.transformSubnetTxFee),
      createBlockchainTxFee: BigInt(w.createBlockchainTxFee),
      addPrimaryNetworkValidatorFee: BigInt(w.addPrimaryNetworkValidatorFee),
      addPrimaryNetworkDelegatorFee: BigInt(w.addPrimaryNetworkDelegatorFee),
      addSubnetValidatorFee: BigInt(w.addSubnetValidatorFee),
      addSubnetDelegatorFee: BigInt(w.addSubnetDelegatorFee),
    }),
  );
/** Current nodes add `fxs` (GetVMsReply), which the client does not model. */
const vmsSchema = z.strictObject({
  vms: z.record(cb58, z.array(z.string())),
  fxs: z.record(cb58, z.enum(['secp256k1fx', 'nftfx', 'propertyfx'])),
}) satisfies z.ZodType<GetVMsReturnType>;
/**
 * peer.Info as current nodes print it, beyond the client's peer type: trackedSubnets, upgradeTime, the ACP
 * votes; observedUptime is a json.Uint32 (a string) and publicIP "" when the peer advertised none.
 */
const peerWire = z.strictObject({
  ip: z.string().regex(/^[\d.]+:\d+$/),
  publicIP: z.string().regex(/^([\d.]+:\d+)?$/),
  nodeID: nodeId,
  version: z.string().regex(/^avalanchego\/\d+\.\d+\.\d+$/),
  upgradeTime: int,
  lastSent: rfc3339,
  lastReceived: rfc3339,
  benched: z.array(cb58),
  observedUptime: z.string().regex(/^(\d|[1-9]\d|100)$/),
  trackedSubnets: z.array(cb58),
  supportedACPs: z.array(int),
  objectedACPs: z.array(int),
});
/** numPeers is a json.Uint64 (a string); the client reads both counts as numbers. */
const peersSchema = z.strictObject({ numPeers: u64, peers: z.array(peerWire) }).transform((w) => ({
  numPeers: Number(w.numPeers),
  peers: w.peers.map((p) => ({ ...p, observedUptime: Number(p.observedUptime) })),
})) satisfies z.ZodType<PeersReturnType>;
/** json.Float64: four-decimal strings, read as numbers by the client. */
const uptimeSchema = z
  .strictObject({ rewardingStakePercentage: percent4, weightedAveragePercentage: percent4 })
  .transform(
    (w): UptimeReturnType => ({
      rewardingStakePercentage: Number(w.rewardingStakePercentage),
      weightedAveragePercentage: Number(w.weightedAveragePercentage),
    }),
  );
const upgradesSchema = z.strictObject({
  apricotPhase1Time: iso,
  apricotPhase2Time: iso,
  apricotPhase3Time: iso,
  apricotPhase4Time: iso,
  apricotPhase4MinPChainHeight: int,
  apricotPhase5Time: iso,
  apricotPhasePre6Time: iso,
  apricotPhase6Time: iso,
  apricotPhasePost6Time: iso,
  banffTime: iso,
  cortinaTime: iso,
  cortinaXChainStopVertexID: cb58,
  durangoTime: iso,
  etnaTime: iso,
  fortunaTime: iso,
  graniteTime: iso,
  /** A Go time.Duration: nanoseconds (newer than the client). */
  graniteEpochDuration: int,
  heliconTime: iso,
}) satisfies z.ZodType<UpgradesReturnType>;

// ── /ext/bc/P ──────────────────────────────────────────────────────────────────────────────────────────────────
const balanceSchema = z
  .strictObject({
    balance: u64,
    unlocked: u64,
    lockedStakeable: u64,
    lockedNotStakeable: u64,
    balances: z.record(cb58, u64),
    unlockeds: z.record(cb58, u64),
    lockedStakeables: z.record(cb58, u64),
    lockedNotStakeables: z.record(cb58, u64),
    /** A nil slice (null) when the addresses hold no UTXO. */
    utxoIDs: z.array(z.strictObject({ txID: cb58, outputIndex: int })).nullable(),
  })
  .transform(
    (w): GetBalanceReturnType => ({
      ...w,
      balance: BigInt(w.balance),
      unlocked: BigInt(w.unlocked),
      lockedStakeable: BigInt(w.lockedStakeable),
      lockedNotStakeable: BigInt(w.lockedNotStakeable),
      utxoIDs: w.utxoIDs ?? [],
    }),
  );

const transferOutput = (chain: 'P' | 'X') =>
  z.strictObject({
    assetID: cb58,
    fxID: cb58,
    output: z.strictObject({ addresses: z.array(avaxAddress(chain)), amount: int, locktime: int, threshold: int }),
  });
const transferInput = z.strictObject({
  txID: cb58,
  outputIndex: int,
  assetID: cb58,
  fxID: cb58,
  input: z.strictObject({ amount: int, signatureIndices: z.array(int) }),
});
const baseTxFields = (chain: 'P' | 'X') => ({
  networkID: int,
  blockchainID: cb58,
  outputs: z.array(transferOutput(chain)),
  inputs: z.array(transferInput),
  memo: hex,
});
/** The P-Chain tx the client models (AddPermissionlessDelegatorTx); the spec adds the tx id. */
const delegatorTx = z.strictObject({
  unsignedTx: z.strictObject({
    ...baseTxFields('P'),
    validator: z.strictObject({ nodeID: nodeId, start: int, end: int, weight: int }),
    subnetID: cb58,
    stake: z.array(transferOutput('P')),
    rewardsOwner: z.strictObject({ addresses: z.array(avaxAddress('P')), locktime: int, threshold: int }),
  }),
  credentials: z.array(z.strictObject({ signatures: z.array(hex.length(132)) })),
  id: cb58,
});
/** Any other P-Chain tx: the spec's {unsignedTx, credentials} with the base fields. */
const anyPTx = z.strictObject({
  unsignedTx: z.looseObject(baseTxFields('P')),
  credentials: z.array(z.strictObject({ signatures: z.array(hex.length(132)) })),
  id: cb58,
});
const blockFields = { parentID: cb58, height: int, time: int, id: cb58 };
type JsonBlock = Extract<GetBlockReturnType, { encoding: 'json' }>;
type HexBlock = Extract<GetBlockReturnType, { encoding: 'hex' }>;
const delegatorBlockSchema = z.strictObject({
  block: z.strictObject({ ...blockFields, txs: z.array(delegatorTx) }),
  encoding: z.literal('json'),
}) satisfies z.ZodType<JsonBlock>;
/** RewardValidatorTx: no inputs; credentials [] as stored, null from memory. */
const rewardTx = (credentials: z.ZodTypeAny) =>
  z.strictObject({ unsignedTx: z.strictObject({ txID: cb58 }), credentials, id: cb58 });
/** Banff standard, proposal (decision txs + the proposal tx) and commit/abort blocks. */
const anyJsonBlock = z.union([
  z.strictObject({ ...blockFields, txs: z.array(anyPTx).min(1) }),
  z.strictObject({ ...blockFields, txs: z.array(anyPTx).length(0), tx: rewardTx(z.array(z.never()).length(0)) }),
  z.strictObject(blockFields),
]);
const anyJsonBlockSchema = z.strictObject({ block: anyJsonBlock, encoding: z.literal('json') }) satisfies z.ZodType<
  Pick<JsonBlock, 'encoding'>
>;
/** The proposal this node built and still processes, printed from memory: nil slices as null. */
const processingBlockSchema = z.strictObject({
  block: z.strictObject({ ...blockFields, txs: z.null(), tx: rewardTx(z.null()) }),
  encoding: z.literal('json'),
});
const hexBlockSchema = z.strictObject({ block: hex, encoding: z.literal('hex') }) satisfies z.ZodType<HexBlock>;
const blockchainsSchema = z.strictObject({
  blockchains: z.array(z.strictObject({ id: cb58, name: z.string().min(1), subnetID: cb58, vmID: cb58 })),
}) satisfies z.ZodType<GetBlockchainsReturnType>;
const statusSchema = z.strictObject({
  status: z.enum(['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown']),
}) satisfies z.ZodType<GetBlockchainStatusReturnType>;
/** Current nodes add the height the supply was read at. */
const supplySchema = z
  .strictObject({ supply: u64, height: u64 })
  .transform((w): GetCurrentSupplyReturnType & { height: bigint } => ({
    supply: BigInt(w.supply),
    height: BigInt(w.height),
  }));

type ClientValidator = GetCurrentValidatorsReturnType['validators'][number];
const owner = z.strictObject({ locktime: u64, threshold: u64, addresses: z.array(avaxAddress('P')) });
/** api.PrimaryDelegator: the client's shape without its stakeAmount (only in old docs), with `weight`. */
const delegatorSchema = z.strictObject({
  txID: cb58,
  startTime: u64,
  endTime: u64,
  nodeID: nodeId,
  weight: u64,
  rewardOwner: owner,
  potentialReward: u64,
});
/**
 * api.PermissionlessValidator: no stakeAmount (the client's, from old docs); the signer spelled
 * proofOfPossession; auto-renewed validators (Helicon) add validatorAuthority, nextPeriod and
 * autoCompoundRewardShares.
 */
const primaryValidatorSchema = z.strictObject({
  txID: cb58,
  startTime: u64,
  endTime: u64,
  nodeID: nodeId,
  weight: u64,
  validationRewardOwner: owner,
  delegationRewardOwner: owner,
  potentialReward: u64,
  accruedDelegateeReward: u64,
  delegationFee: percent4,
  uptime: percent4,
  connected: z.boolean(),
  signer: z.strictObject({ publicKey: hex.length(98), proofOfPossession: hex.length(194) }).optional(),
  validatorAuthority: owner.optional(),
  nextPeriod: u64.optional(),
  autoCompoundRewardShares: z
    .string()
    .regex(/^(\d{1,6}|1000000)$/)
    .optional(),
  delegatorCount: u64,
  delegatorWeight: u64,
  delegators: z.array(delegatorSchema).optional(),
}) satisfies z.ZodType<Omit<ClientValidator, 'stakeAmount' | 'signer' | 'delegators'>>;
/** L1 validators (ACP-77): the client models only primary-network validators; shared fields keep its types. */
const l1ValidatorSchema = z.strictObject({
  validationID: cb58,
  nodeID: nodeId,
  publicKey: hex.length(98),
  remainingBalanceOwner: owner,
  deactivationOwner: owner,
  startTime: u64,
  weight: u64,
  minNonce: u64,
  balance: u64,
}) satisfies z.ZodType<Pick<ClientValidator, 'nodeID' | 'weight' | 'startTime'>>;
/** Permissioned (PoA) validators are printed as a bare api.Staker: no stake, no uptime, no owners. */
const poaValidatorSchema = z.strictObject({
  txID: cb58,
  startTime: u64,
  endTime: u64,
  weight: u64,
  nodeID: nodeId,
}) satisfies z.ZodType<Pick<ClientValidator, 'txID' | 'startTime' | 'endTime' | 'weight' | 'nodeID'>>;
const validatorsOf = <T extends z.ZodType>(v: T) => z.strictObject({ validators: z.array(v) });

// ── /ext/bc/X ──────────────────────────────────────────────────────────────────────────────────────────────────
type JsonXTx = Extract<GetTxReturnType, { encoding: 'json' }>;
const xCredentials = z.array(
  z.strictObject({ fxID: cb58, credential: z.strictObject({ signatures: z.array(hex.length(132)) }) }),
);
const exportTxSchema = z.strictObject({
  tx: z.strictObject({
    unsignedTx: z.strictObject({
      ...baseTxFields('X'),
      destinationChain: cb58,
      exportedOutputs: z.array(transferOutput('X')),
    }),
    credentials: xCredentials,
    id: cb58,
  }),
  encoding: z.literal('json'),
}) satisfies z.ZodType<JsonXTx>;
/** A plain BaseTx has no export fields; everything else is the client's shape. */
const baseXTxSchema = z.strictObject({
  tx: z.strictObject({ unsignedTx: z.strictObject(baseTxFields('X')), credentials: xCredentials, id: cb58 }),
  encoding: z.literal('json'),
}) satisfies z.ZodType<{
  tx: Omit<JsonXTx['tx'], 'unsignedTx'> & {
    unsignedTx: Omit<JsonXTx['tx']['unsignedTx'], 'destinationChain' | 'exportedOutputs'>;
  };
  encoding: 'json';
}>;
const hexTxSchema = z.strictObject({ tx: hex, encoding: z.literal('hex') }) satisfies z.ZodType<
  Extract<GetTxReturnType, { encoding: 'hex' }>
>;

// ── /ext/index ─────────────────────────────────────────────────────────────────────────────────────────────────
const containerSchema = z.strictObject({
  id: cb58,
  bytes: hex,
  timestamp: rfc3339,
  encoding: z.literal('hex'),
  index: u64,
}) satisfies z.ZodType<GetContainerByIDReturnType & GetContainerByIndexReturnType & GetLastAcceptedReturnType>;
/** Current nodes wrap the range in {containers}, as the client expects (the spec shows a bare array). */
const rangeSchema = z.strictObject({ containers: z.array(containerSchema) }) satisfies z.ZodType<
  Pick<GetContainerRangeReturnType, 'containers'>
>;
const indexSchema = z.strictObject({ index: u64 }) satisfies z.ZodType<GetIndexReturnType>;
const isAcceptedSchema = z.strictObject({ isAccepted: z.boolean() }) satisfies z.ZodType<IsAcceptedReturnType>;

// ── /ext/bc/{id}/validators and /rpc of L1 EVM chains ──────────────────────────────────────────────────────────
const subnetValidatorsSchema = z.strictObject({
  validators: z.array(
    z.strictObject({
      validationID: cb58,
      nodeID: nodeId,
      weight: int,
      startTimestamp: int,
      isActive: z.boolean(),
      isL1Validator: z.boolean(),
      isConnected: z.boolean(),
      uptimeSeconds: int,
      uptimePercentage: z.number().min(0).max(100),
    }),
  ),
});
const feeConfigFields = z.strictObject({
  gasLimit: int,
  targetBlockRate: int,
  minBaseFee: int,
  targetGas: int,
  baseFeeChangeDenominator: int,
  minBlockGasCost: int,
  maxBlockGasCost: int,
  blockGasCostStep: int,
});
/**
 * The spec gives integers where the client guesses strings; the keys are the client's. lastChangedAt is
 * omitted (a nil *big.Int) for blocks before the chain activates Subnet-EVM.
 */
const feeConfigSchema = z.strictObject({ feeConfig: feeConfigFields, lastChangedAt: int.optional() });
expectTypeOf<keyof z.output<typeof feeConfigSchema>>().toEqualTypeOf<keyof FeeConfigReturnType>();
const adminConfig = z.strictObject({
  adminAddresses: z.array(evmAddress),
  managerAddresses: z.array(evmAddress).optional(),
  enabledAddresses: z.array(evmAddress).optional(),
  blockTimestamp: int,
});
/** A genesis precompile config; written without a time it is printed with `blockTimestamp: null`. */
const genesisPrecompile = adminConfig.extend({ blockTimestamp: int.nullable() });
const precompileName = z.enum(PRECOMPILES);
const chainConfigSchema = z.strictObject({
  chainId: int,
  feeConfig: feeConfigFields,
  allowFeeRecipients: z.boolean(),
  homesteadBlock: int,
  eip150Block: int,
  eip150Hash: hex.length(66),
  eip155Block: int,
  eip158Block: int,
  byzantiumBlock: int,
  constantinopleBlock: int,
  petersburgBlock: int,
  istanbulBlock: int,
  muirGlacierBlock: int,
  subnetEVMTimestamp: int,
  durangoTimestamp: int,
  etnaTimestamp: int,
  graniteTimestamp: int,
  heliconTimestamp: int,
  txAllowListConfig: genesisPrecompile.optional(),
  contractDeployerAllowListConfig: genesisPrecompile.optional(),
  contractNativeMinterConfig: genesisPrecompile.optional(),
  feeManagerConfig: genesisPrecompile.optional(),
  rewardManagerConfig: genesisPrecompile.optional(),
  warpConfig: z
    .strictObject({ blockTimestamp: int, quorumNumerator: int, requirePrimaryNetworkSigners: z.boolean() })
    .optional(),
  /** extras.UpgradeConfig: always printed, each part omitted when empty. */
  upgrades: z.strictObject({
    networkUpgradeOverrides: z.strictObject({ subnetEVMTimestamp: int }).optional(),
    stateUpgrades: z
      .array(
        z.strictObject({
          blockTimestamp: int,
          accounts: z.record(
            evmAddress,
            z.strictObject({
              code: hex.optional(),
              storage: z.record(hex.length(66), hex.length(66)).optional(),
              balanceChange: z
                .string()
                .regex(/^0x[0-9a-f]+$/)
                .optional(),
            }),
          ),
        }),
      )
      .min(1)
      .optional(),
    precompileUpgrades: z
      .array(
        z.partialRecord(
          precompileName,
          z.union([
            z.strictObject({ adminAddresses: z.array(evmAddress), blockTimestamp: int }),
            z.strictObject({ adminAddresses: z.null(), blockTimestamp: int, disable: z.literal(true) }),
          ]),
        ),
      )
      .min(1)
      .optional(),
  }),
}) satisfies z.ZodType<
  // Subnet-EVM configs carry the Ethereum activation fields the client types; the Apricot/DAO ones are C-Chain only.
  Pick<
    GetChainConfigReturnType,
    | 'chainId'
    | 'homesteadBlock'
    | 'eip150Block'
    | 'eip150Hash'
    | 'eip155Block'
    | 'eip158Block'
    | 'byzantiumBlock'
    | 'constantinopleBlock'
    | 'petersburgBlock'
    | 'istanbulBlock'
    | 'muirGlacierBlock'
  >
>;
const activePrecompilesSchema = z.partialRecord(precompileName, adminConfig);
const activeRulesSchema = z
  .strictObject({
    ethRules: z.strictObject({
      IsHomestead: z.boolean(),
      IsEIP150: z.boolean(),
      IsEIP155: z.boolean(),
      IsEIP158: z.boolean(),
      IsByzantium: z.boolean(),
      IsConstantinople: z.boolean(),
      IsPetersburg: z.boolean(),
      IsIstanbul: z.boolean(),
      IsCancun: z.boolean(),
    }),
    avalancheRules: z.strictObject({
      IsSubnetEVM: z.boolean(),
      IsDurango: z.boolean(),
      IsEtna: z.boolean(),
      IsFortuna: z.boolean(),
      IsGranite: z.boolean(),
      IsHelicon: z.boolean(),
    }),
    precompiles: z.record(z.string(), z.strictObject({ timestamp: int })),
  })
  // The client types the flags as Map<string, true> (the rules in force) and precompiles as a Map.
  .transform((w): GetActiveRulesAtReturnType => {
    const active = (flags: Record<string, boolean>) =>
      new Map(Object.entries(flags).flatMap(([k, v]) => (v ? [[k, true] as [string, true]] : [])));
    return {
      ethRules: active(w.ethRules),
      avalancheRules: active(w.avalancheRules),
      precompiles: new Map(Object.entries(w.precompiles)),
    };
  });

// ── tests ──────────────────────────────────────────────────────────────────────────────────────────────────────
const NODES = [
  { prefix: '', network: 'mainnet' as const },
  { prefix: '/fuji', network: 'fuji' as const },
];

describe.each(NODES)('/ext/info on $network', ({ prefix, network }) => {
  const path = `${prefix}/ext/info`;

  it('answers all 13 methods in the client shapes', async () => {
    const data = primary.ds[network];
    const acps = await call(acpsSchema, path, 'info.acps');
    expect(acps.acps.size).toBeGreaterThan(3);
    for (const [, a] of acps.acps) expect(a.supportWeight + a.objectWeight + a.abstainWeight).toBeGreaterThan(0n);
    expect((await call(isBootstrappedSchema, path, 'info.isBootstrapped', { chain: 'X' })).isBootstrapped).toBe(true);
    expect((await call(blockchainIdSchema, path, 'info.getBlockchainID', { alias: 'C' })).blockchainID).toBe(
      data.cChainId,
    );
    expect((await call(blockchainIdSchema, path, 'info.getBlockchainID', { alias: 'X' })).blockchainID).toBe(
      data.xChainId,
    );
    expect((await call(networkIdSchema, path, 'info.getNetworkID')).networkID).toBe(network === 'mainnet' ? '1' : '5');
    expect((await call(networkNameSchema, path, 'info.getNetworkName')).networkName).toBe(network);
    const self = await call(nodeIdSchema, path, 'info.getNodeID');
    expect(data.primaryValidators.some((v) => v.nodeID === self.nodeID && v.connected)).toBe(true);
    await call(nodeIpSchema, path, 'info.getNodeIP');
    const version = await call(nodeVersionSchema, path, 'info.getNodeVersion');
    expect(version.vmVersions.get('platform')).toMatch(/^v\d/);
    const fees = await call(txFeeSchema, path, 'info.getTxFee');
    expect(fees.txFee).toBeGreaterThan(0n);
    const vms = await call(vmsSchema, path, 'info.getVMs');
    expect(Object.values(vms.vms).flat()).toEqual(expect.arrayContaining(['avm', 'evm', 'platform', 'subnet-evm']));
    expect(Object.values(vms.fxs).sort()).toEqual(['nftfx', 'propertyfx', 'secp256k1fx']);
    const peers = await call(peersSchema, path, 'info.peers');
    expect(peers.numPeers).toBe(peers.peers.length);
    expect(peers.peers.some((p) => p.benched.length > 0)).toBe(true);
    expect(peers.peers.some((p) => p.publicIP === '')).toBe(true);
    if (network === 'mainnet') expect(new Set(peers.peers.map((p) => p.version)).size).toBeGreaterThan(1);
    expect(peers.peers.some((p) => p.trackedSubnets.length > 0)).toBe(true);
    // Every peer advertises the upgrade its release knows last: Granite for v1.14, Helicon for v1.15.
    const upgrades = await call(upgradesSchema, path, 'info.upgrades');
    const advertised = (v: string) =>
      Date.parse(v.includes('/1.15') ? upgrades.heliconTime : upgrades.graniteTime) / 1000;
    for (const p of peers.peers) expect(p.upgradeTime).toBe(advertised(p.version));
    await call(uptimeSchema, path, 'info.uptime');
    expect(upgrades.heliconTime.startsWith('9999-')).toBe(network === 'mainnet');
    expect(upgrades.graniteEpochDuration).toBe(300_000_000_000);
  });

  it('filters peers by node id; info.uptime ignores a subnetID, as current AvalancheGo does', async () => {
    const data = primary.ds[network];
    const some = data.peers.slice(0, 2).map((p) => p.nodeID);
    const absent = data.primaryValidators.find((v) => !v.connected)?.nodeID as string;
    const peers = await call(peersSchema, path, 'info.peers', { nodeIDs: [...some, absent] });
    expect(peers.peers.map((p) => p.nodeID)).toEqual(some);
    const primaryUptime = await call(uptimeSchema, path, 'info.uptime');
    for (const s of [data.subnets.find((x) => x.tracked), data.subnets.find((x) => !x.tracked)]) {
      expect(await call(uptimeSchema, path, 'info.uptime', { subnetID: s?.subnetId })).toEqual(primaryUptime);
    }
  });

  it('answers JSON-RPC errors for bad or unknown params', async () => {
    expect((await callError(path, 'info.isBootstrapped', {})).code).toBe(-32602);
    expect((await callError(path, 'info.isBootstrapped', { chain: 'nope' })).message).toMatch(/there is no chain/);
    expect((await callError(path, 'info.getBlockchainID', { alias: 'nope' })).code).toBe(-32000);
    expect((await callError(path, 'info.peers', { nodeIDs: ['NodeID-bad'] })).code).toBe(-32602);
    expect((await callError(path, 'info.peers', { nodeIDs: 'x' })).code).toBe(-32602);
    expect((await callError(path, 'info.nope')).code).toBe(-32601);
  });
});

describe.each(NODES)('/ext/bc/P on $network', ({ prefix, network }) => {
  const path = `${prefix}/ext/bc/P`;

  it('getBalance, getBlockchains, getCurrentSupply', async () => {
    const data = primary.ds[network];
    const address = data.primaryValidators[0]?.validationRewardOwner.addresses[0] as string;
    const balance = await call(balanceSchema, path, 'platform.getBalance', { addresses: [address] });
    expect(balance.balance).toBe(balance.unlocked + balance.lockedStakeable + balance.lockedNotStakeable);
    const chains = await call(blockchainsSchema, path, 'platform.getBlockchains');
    const total = data.subnets.reduce((n, s) => n + s.blockchains.length, 0);
    expect(chains.blockchains).toHaveLength(total + 2);
    expect(chains.blockchains.some((b) => b.id === data.pChainId)).toBe(false);
    const supply = await call(supplySchema, path, 'platform.getCurrentSupply');
    expect(supply.supply).toBe(data.primarySupply);
    expect(supply.height).toBe(BigInt(data.pBlocks.length - 1));
    const subnet = data.subnets[0] as (typeof data.subnets)[number];
    expect((await call(supplySchema, path, 'platform.getCurrentSupply', { subnetID: subnet.subnetId })).supply).toBe(
      subnet.supply,
    );
    // An address without UTXOs: empty maps and a nil (null) utxoIDs slice.
    let empty: unknown;
    for (let fill = 0; fill < 32 && empty === undefined; fill++) {
      const address = formatAvaxAddress(data.hrp, new Uint8Array(20).fill(fill), 'P');
      const answer = await rpc(path, 'platform.getBalance', { addresses: [address] });
      if ((answer.result as { utxoIDs: unknown }).utxoIDs === null) empty = answer.result;
    }
    expect(empty).toMatchObject({ balance: '0', balances: {}, unlockeds: {}, utxoIDs: null });
    balanceSchema.parse(empty);
  });

  it('getBlock and getBlockByHeight in hex and json', async () => {
    const data = primary.ds[network];
    const delegatorBlock = data.pBlocks.find(
      (b) => b.kind === 'standard' && b.txs.every((t) => /"rewardsOwner"/.test(JSON.stringify(t.json()))),
    );
    expect(delegatorBlock).toBeDefined();
    const typed = await call(delegatorBlockSchema, path, 'platform.getBlock', {
      blockID: delegatorBlock?.id,
      encoding: 'json',
    });
    expect(typed.block.id).toBe(delegatorBlock?.id);
    // Every 97th block, and the first proposal, commit and abort block.
    const kinds = ['proposal', 'commit', 'abort'] as const;
    const sample = [
      ...data.pBlocks.filter((_, i) => i % 97 === 0),
      ...kinds.map((k) => data.pBlocks.find((b) => b.kind === k) as (typeof data.pBlocks)[number]),
    ];
    for (const block of sample) {
      const json = await call(anyJsonBlockSchema, path, 'platform.getBlockByHeight', {
        height: block.height,
        encoding: 'json',
      });
      expect(json.block.height).toBe(block.height);
      expect(json.block.parentID).toBe(block.parentID);
      expect('tx' in json.block).toBe(block.kind === 'proposal');
      expect('txs' in json.block).toBe(block.kind === 'proposal' || block.kind === 'standard');
      const hexed = await call(hexBlockSchema, path, 'platform.getBlock', { blockID: block.id });
      // avalanchego's hex carries a 4-byte checksum after the bytes; the id is the sha256 of the bytes.
      expect(idOf(fromHex(hexed.block).subarray(0, -4))).toBe(block.id);
    }
    // The proposal this node is still processing: reachable by id, printed from memory with nulls.
    const processing = data.processingPBlock;
    const inMemory = await call(processingBlockSchema, path, 'platform.getBlock', {
      blockID: processing.id,
      encoding: 'json',
    });
    expect(inMemory.block.parentID).toBe(data.pBlocks.at(-1)?.id);
    expect((await callError(path, 'platform.getBlockByHeight', { height: processing.height })).code).toBe(-32000);
  });

  it('reaches every blockchain status', async () => {
    const data = primary.ds[network];
    const chainWith = (pick: (s: (typeof data.subnets)[number]) => boolean) =>
      data.subnets.find(pick)?.blockchains[0]?.blockchainId as string;
    const cases: [string, string][] = [
      [data.xChainId, 'Validating'],
      [chainWith((s) => s.tracked && s.nodeValidates), 'Validating'],
      [chainWith((s) => s.tracked && !s.nodeValidates), 'Syncing'],
      [chainWith((s) => !s.tracked), 'Created'],
      [data.preferredBlockchainIds[0] as string, 'Preferred'],
      // The other network's X-Chain: a well-formed id this network never saw.
      [network === 'mainnet' ? primary.ds.fuji.xChainId : primary.ds.mainnet.xChainId, 'Unknown'],
    ];
    for (const [blockchainID, status] of cases) {
      expect((await call(statusSchema, path, 'platform.getBlockchainStatus', { blockchainID })).status).toBe(status);
    }
  });

  it('getCurrentValidators: primary network, L1 and PoA shapes, filtered by node ids', async () => {
    const data = primary.ds[network];
    const all = await call(validatorsOf(primaryValidatorSchema), path, 'platform.getCurrentValidators');
    expect(all.validators).toHaveLength(data.primaryValidators.length);
    expect(all.validators.every((v) => v.delegators === undefined)).toBe(true);
    // Auto-renewed validators exist where Helicon is active (Fuji), nowhere else.
    const renewed = all.validators.filter((v) => v.nextPeriod !== undefined);
    expect(renewed.length > 0).toBe(network === 'fuji');
    for (const v of renewed) expect(v.validatorAuthority?.addresses.length).toBeGreaterThan(0);
    // Two node ids: counts only, no delegator lists; one without delegators: an empty list.
    const two = await call(validatorsOf(primaryValidatorSchema), path, 'platform.getCurrentValidators', {
      nodeIDs: data.primaryValidators.slice(0, 2).map((v) => v.nodeID),
    });
    expect(two.validators.every((v) => v.delegators === undefined)).toBe(true);
    const lonely = data.primaryValidators.find(
      (v) => v.delegators.length === 0,
    ) as (typeof data.primaryValidators)[number];
    const alone = await call(validatorsOf(primaryValidatorSchema), path, 'platform.getCurrentValidators', {
      nodeIDs: [lonely.nodeID],
    });
    expect(alone.validators[0]?.delegators).toEqual([]);
    const withDelegators = data.primaryValidators.find(
      (v) => v.delegators.length > 0,
    ) as (typeof data.primaryValidators)[number];
    const one = await call(validatorsOf(primaryValidatorSchema), path, 'platform.getCurrentValidators', {
      nodeIDs: [withDelegators.nodeID],
    });
    expect(one.validators).toHaveLength(1);
    expect(one.validators[0]?.delegators).toHaveLength(withDelegators.delegators.length);
    // An L1 lists the PoA validators it kept first, then its L1 validators (some owners without addresses).
    const l1 = data.subnets.find((s) => s.isL1 && s.poaValidators.length > 0) as (typeof data.subnets)[number];
    const l1Validators = await call(
      validatorsOf(z.union([l1ValidatorSchema, poaValidatorSchema])),
      path,
      'platform.getCurrentValidators',
      { subnetID: l1.subnetId },
    );
    expect(l1Validators.validators.map((v) => ('validationID' in v ? v.validationID : v.txID))).toEqual([
      ...l1.poaValidators.map((v) => v.txID),
      ...l1.l1Validators.map((v) => v.validationID),
    ]);
    const ownerless = data.subnets
      .flatMap((s) => s.l1Validators)
      .find((v) => v.deactivationOwner.addresses.length === 0);
    expect(ownerless?.deactivationOwner.threshold).toBe(0);
    const poa = data.subnets.find((s) => !s.isL1 && s.poaValidators.length > 0) as (typeof data.subnets)[number];
    const poaValidators = await call(validatorsOf(poaValidatorSchema), path, 'platform.getCurrentValidators', {
      subnetID: poa.subnetId,
    });
    expect(poaValidators.validators).toHaveLength(poa.poaValidators.length);
    const bare = data.subnets.find((s) => !s.isL1 && s.poaValidators.length === 0) as (typeof data.subnets)[number];
    const none = await call(validatorsOf(poaValidatorSchema), path, 'platform.getCurrentValidators', {
      subnetID: bare.subnetId,
    });
    expect(none.validators).toEqual([]);
  });

  it('answers JSON-RPC errors for bad params and unknown blocks', async () => {
    const data = primary.ds[network];
    expect((await callError(path, 'platform.getBlock', { blockID: 'bad' })).code).toBe(-32602);
    expect((await callError(path, 'platform.getBlock', { blockID: data.xChainId })).code).toBe(-32000);
    expect((await callError(path, 'platform.getBlock', { blockID: data.pBlocks[0]?.id, encoding: 'cbor' })).code).toBe(
      -32602,
    );
    expect((await callError(path, 'platform.getBlockByHeight', { height: data.pBlocks.length })).code).toBe(-32000);
    expect((await callError(path, 'platform.getBlockByHeight', { height: -1 })).code).toBe(-32602);
    expect((await callError(path, 'platform.getBalance', { addresses: ['avax1nope'] })).code).toBe(-32000);
    expect((await callError(path, 'platform.getCurrentValidators', { nodeIDs: ['nope'] })).code).toBe(-32602);
    expect((await callError(path, 'platform.getBlockchainStatus', {})).code).toBe(-32602);
  });
});

describe.each(NODES)('/ext/bc/X on $network', ({ prefix, network }) => {
  it('avm.getTx reads every kind of X/tx container in json and hex', async () => {
    const data = primary.ds[network];
    const containers = data.indexes['X/tx'].containers;
    const isExport = (id: string) => 'destinationChain' in ((data.xTxById.get(id)?.json().unsignedTx ?? {}) as object);
    const exportTx = containers.find((c) => isExport(c.id));
    const baseTx = containers.find((c) => !isExport(c.id));
    const exported = await call(exportTxSchema, `${prefix}/ext/bc/X`, 'avm.getTx', {
      txID: exportTx?.id,
      encoding: 'json',
    });
    expect(exported.tx.id).toBe(exportTx?.id);
    const plain = await call(baseXTxSchema, `${prefix}/ext/bc/X`, 'avm.getTx', { txID: baseTx?.id, encoding: 'json' });
    expect(plain.tx.id).toBe(baseTx?.id);
    const hexed = await call(hexTxSchema, `${prefix}/ext/bc/${data.xChainId}`, 'avm.getTx', { txID: baseTx?.id });
    expect(idOf(fromHex(hexed.tx).subarray(0, -4))).toBe(baseTx?.id);
    expect((await callError(`${prefix}/ext/bc/X`, 'avm.getTx', { txID: data.pBlocks[0]?.id })).code).toBe(-32000);
  });
});

describe.each(NODES)('/ext/index on $network', ({ prefix, network }) => {
  it.each(INDEX_NAMES)('%s answers every index method', async (name) => {
    const path = `${prefix}/ext/index/${name}`;
    const index = primary.ds[network].indexes[name];
    const last = await call(containerSchema, path, 'index.getLastAccepted', { encoding: 'hex' });
    expect(last.index).toBe(String(index.containers.length - 1));
    const first = await call(containerSchema, path, 'index.getContainerByIndex', { index: 0, encoding: 'hex' });
    const byId = await call(containerSchema, path, 'index.getContainerByID', { id: first.id, encoding: 'hex' });
    expect(byId).toEqual(first);
    expect((await call(indexSchema, path, 'index.getIndex', { id: last.id, encoding: 'hex' })).index).toBe(last.index);
    expect((await call(isAcceptedSchema, path, 'index.isAccepted', { id: last.id, encoding: 'hex' })).isAccepted).toBe(
      true,
    );
    const other =
      primary.ds[network].pBlocks[0]?.id === first.id
        ? primary.ds[network].xChainId
        : primary.ds[network].pBlocks[0]?.id;
    expect((await call(isAcceptedSchema, path, 'index.isAccepted', { id: other, encoding: 'hex' })).isAccepted).toBe(
      false,
    );
    const range = await call(rangeSchema, path, 'index.getContainerRange', {
      startIndex: 1,
      numToFetch: 3,
      encoding: 'hex',
    });
    expect(range.containers.map((c) => c.index)).toEqual(['1', '2', '3']);
    const zero = await callError(path, 'index.getContainerRange', { startIndex: 0, numToFetch: 0, encoding: 'hex' });
    expect(zero).toMatchObject({ code: -32000, message: 'numToFetch must be in [1,1024] but is 0' });
    expect(idOf(fromHex(first.bytes).subarray(0, -4))).toBe(first.id);
    expect((await callError(path, 'index.getContainerByID', { id: other, encoding: 'hex' })).code).toBe(-32000);
    expect((await callError(path, 'index.getLastAccepted', { encoding: 'json' })).code).toBe(-32602);
  });

  it('404s unknown index paths', async () => {
    expect((await rpc(`${prefix}/ext/index/C/tx`, 'index.getLastAccepted', { encoding: 'hex' })).status).toBe(404);
    expect((await rpc(`${prefix}/ext/index/P/vtx`, 'index.getLastAccepted', { encoding: 'hex' })).status).toBe(404);
  });
});

describe.each(NODES)('subnet and L1 chains on $network', ({ prefix, network }) => {
  const evmChains = () =>
    primary.ds[network].subnets
      .filter((s) => s.tracked)
      .flatMap((s) => s.blockchains.filter((b) => b.evm).map((b) => ({ s, b })));

  it('validators.getCurrentValidators for L1s and PoA subnets', async () => {
    const l1 = evmChains().find(({ s }) => s.isL1);
    const poa = evmChains().find(({ s }) => !s.isL1);
    const l1Answer = await call(
      subnetValidatorsSchema,
      `${prefix}/ext/bc/${l1?.b.blockchainId}/validators`,
      'validators.getCurrentValidators',
    );
    expect(l1Answer.validators.every((v) => v.isL1Validator)).toBe(true);
    expect(l1Answer.validators).toHaveLength(l1?.s.l1Validators.length ?? -1);
    const poaAnswer = await call(
      subnetValidatorsSchema,
      `${prefix}/ext/bc/${poa?.b.blockchainId}/validators`,
      'validators.getCurrentValidators',
      {
        nodeIDs: [poa?.s.poaValidators[0]?.nodeID],
      },
    );
    expect(poaAnswer.validators).toHaveLength(1);
    expect(poaAnswer.validators[0]).toMatchObject({ isActive: true, isL1Validator: false });
    const untracked = primary.ds[network].subnets.find((s) => !s.tracked)?.blockchains[0]?.blockchainId;
    expect((await rpc(`${prefix}/ext/bc/${untracked}/validators`, 'validators.getCurrentValidators')).status).toBe(404);
  });

  it('EVM RPC of every running subnet-EVM chain: chain id, height, fee config, chain config, precompiles, rules', async () => {
    const seen = { withoutRules: 0, withUpgrades: 0, nullPrecompile: 0, overrides: 0, stateUpgrades: 0, noneActive: 0 };
    for (const { b } of evmChains()) {
      const path = `${prefix}/ext/bc/${b.blockchainId}/rpc`;
      const evm = b.evm as NonNullable<typeof b.evm>;
      expect(await call(z.string(), path, 'eth_chainId', [])).toBe(`0x${evm.evmChainId.toString(16)}`);
      expect(Number(await call(z.string(), path, 'eth_blockNumber', []))).toBe(evm.latestBlock);
      const fee = await call(feeConfigSchema, path, 'eth_feeConfig', ['latest']);
      expect(fee.lastChangedAt).toBe(evm.feeLastChangedAt);
      const config = await call(chainConfigSchema, path, 'eth_getChainConfig', []);
      expect(config.chainId).toBe(evm.evmChainId);
      if (config.upgrades.precompileUpgrades) seen.withUpgrades++;
      if (config.upgrades.stateUpgrades) seen.stateUpgrades++;
      if (config.upgrades.networkUpgradeOverrides) {
        seen.overrides++;
        // Blocks before the overridden activation answer the default fee config without lastChangedAt.
        expect(config.subnetEVMTimestamp).toBe(config.upgrades.networkUpgradeOverrides.subnetEVMTimestamp);
        const early = await call(feeConfigSchema, path, 'eth_feeConfig', ['0x0']);
        expect(early.lastChangedAt).toBeUndefined();
        expect(early.feeConfig.gasLimit).toBe(8_000_000);
      }
      const nulls = PRECOMPILES.filter((n) => config[n]?.blockTimestamp === null);
      seen.nullPrecompile += nulls.length;
      const active = await call(activePrecompilesSchema, path, 'eth_getActivePrecompilesAt', []);
      for (const n of nulls) if (!evm.upgrades.some((u) => u.name === n)) expect(active[n]).toBeUndefined();
      const rules = await rpc(path, 'eth_getActiveRulesAt', []);
      if (rules.error) {
        expect(rules.error.code).toBe(-32601);
        seen.withoutRules++;
      } else {
        const parsed = activeRulesSchema.parse(rules.result);
        expect(parsed.avalancheRules.get('IsDurango')).toBe(true);
        expect(parsed.avalancheRules.get('IsGranite')).toBe(true);
        for (const n of nulls)
          if (!evm.upgrades.some((u) => u.name === n)) expect(parsed.precompiles.has(n)).toBe(false);
        if (parsed.precompiles.size === 0) seen.noneActive++;
      }
    }
    for (const [shape, count] of Object.entries(seen)) expect(count, shape).toBeGreaterThan(0);
  });

  it('applies precompile upgrades by timestamp and rejects bad arguments', async () => {
    const chain = evmChains().find(({ b }) => b.evm?.upgrades.some((u) => !u.disable));
    const evm = chain?.b.evm as NonNullable<NonNullable<typeof chain>['b']['evm']>;
    const path = `${prefix}/ext/bc/${chain?.b.blockchainId}/rpc`;
    const upgrade = evm.upgrades.find((u) => !u.disable) as (typeof evm.upgrades)[number];
    const before = await call(activePrecompilesSchema, path, 'eth_getActivePrecompilesAt', [
      upgrade.blockTimestamp - 1,
    ]);
    const after = await call(activePrecompilesSchema, path, 'eth_getActivePrecompilesAt', [upgrade.blockTimestamp]);
    expect(before[upgrade.name]).toBeUndefined();
    expect(after[upgrade.name]?.adminAddresses).toEqual(upgrade.adminAddresses);
    expect((await callError(path, 'eth_getActivePrecompilesAt', ['soon'])).code).toBe(-32602);
    expect((await callError(path, 'eth_feeConfig', [`0x${(evm.latestBlock + 10).toString(16)}`])).code).toBe(-32000);
    const untracked = primary.ds[network].subnets.find((s) => !s.tracked)?.blockchains[0]?.blockchainId;
    expect((await rpc(`${prefix}/ext/bc/${untracked}/rpc`, 'eth_chainId', [])).status).toBe(404);
  });
});

describe('the official client against the simulator', () => {
  it('reads info, P-Chain and index results through @avalanche-sdk/client', async () => {
    const client = createAvalancheClient({
      chain: avalanche,
      transport: { type: 'http', url: `${primary.sim.url}/ext/bc/C/rpc` },
    });
    expect(await client.info.getNetworkID()).toEqual({ networkID: '1' });
    const acps = await client.info.acps();
    expect(acps.acps.size).toBe(primary.ds.mainnet.acps.length);
    const fees = await client.info.getTxFee();
    expect(fees.createAssetTxFee).toBe(primary.ds.mainnet.node.txFee.createAssetTxFee);
    const block = await client.pChain.getBlock({
      blockId: primary.ds.mainnet.pBlocks[10]?.id as string,
      encoding: 'json',
    });
    expect(block.encoding).toBe('json');
    const status = await client.pChain.getBlockchainStatus({ blockchainId: primary.ds.mainnet.cChainId });
    expect(status.status).toBe('Validating');
    const supply = await client.pChain.getCurrentSupply({});
    expect(supply.supply).toBe(primary.ds.mainnet.primarySupply);
    const last = await client.indexBlock.pChain.getLastAccepted({ encoding: 'hex' });
    expect(last.id).toBe(primary.ds.mainnet.pBlocks.at(-1)?.id);
  });
});
