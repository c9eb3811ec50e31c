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
import { isCb58Id, isEvmAddress, isNodeId, parseAvaxAddress } from '@shared/ids';
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
const vmsSchema = z.strictObject({ vms: z.record(cb58, z.array(z.string())) }) satisfies z.ZodType<GetVMsReturnType>;
/** Spec extras beyond the client's peer type: trackedSubnets, and the ACP votes real nodes print. */
const peerSchema = z.strictObject({
  ip: z.string().regex(/^[\d.]+:\d+$/),
  publicIP: z.string().regex(/^[\d.]+:\d+$/),
  nodeID: nodeId,
  version: z.string().regex(/^avalanchego\/\d+\.\d+\.\d+$/),
  lastSent: rfc3339,
  lastReceived: rfc3339,
  benched: z.array(cb58),
  observedUptime: z.number().int().min(0).max(100),
  trackedSubnets: z.array(cb58),
  supportedACPs: z.array(int),
  objectedACPs: z.array(int),
});
const peersSchema = z.strictObject({ numPeers: int, peers: z.array(peerSchema) }) satisfies z.ZodType<PeersReturnType>;
const uptimeSchema = z.strictObject({
  rewardingStakePercentage: z.number().min(0).max(100),
  weightedAveragePercentage: z.number().min(0).max(100),
}) satisfies z.ZodType<UptimeReturnType>;
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
    utxoIDs: z.array(z.strictObject({ txID: cb58, outputIndex: int })),
  })
  .transform(
    (w): GetBalanceReturnType => ({
      ...w,
      balance: BigInt(w.balance),
      unlocked: BigInt(w.unlocked),
      lockedStakeable: BigInt(w.lockedStakeable),
      lockedNotStakeable: BigInt(w.lockedNotStakeable),
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
const anyJsonBlockSchema = z.strictObject({
  block: z.strictObject({ ...blockFields, txs: z.array(anyPTx).min(1) }),
  encoding: z.literal('json'),
}) satisfies z.ZodType<Pick<JsonBlock, 'encoding'>>;
const hexBlockSchema = z.strictObject({ block: hex, encoding: z.literal('hex') }) satisfies z.ZodType<HexBlock>;
const blockchainsSchema = z.strictObject({
  blockchains: z.array(z.strictObject({ id: cb58, name: z.string().min(1), subnetID: cb58, vmID: cb58 })),
}) satisfies z.ZodType<GetBlockchainsReturnType>;
const statusSchema = z.strictObject({
  status: z.enum(['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown']),
}) satisfies z.ZodType<GetBlockchainStatusReturnType>;
const supplySchema = z
  .strictObject({ supply: u64 })
  .transform((w): GetCurrentSupplyReturnType => ({ supply: BigInt(w.supply) }));

type ClientValidator = GetCurrentValidatorsReturnType['validators'][number];
const owner = z.strictObject({ locktime: u64, threshold: u64, addresses: z.array(avaxAddress('P')) });
/** Spec adds `weight` to the client's delegator shape. */
const delegatorSchema = z.strictObject({
  txID: cb58,
  startTime: u64,
  endTime: u64,
  stakeAmount: u64,
  nodeID: nodeId,
  weight: u64,
  rewardOwner: owner,
  potentialReward: u64,
});
const primaryValidatorSchema = z.strictObject({
  txID: cb58,
  startTime: u64,
  endTime: u64,
  stakeAmount: u64,
  nodeID: nodeId,
  weight: u64,
  validationRewardOwner: owner,
  delegationRewardOwner: owner,
  potentialReward: u64,
  accruedDelegateeReward: u64,
  delegationFee: percent4,
  uptime: percent4,
  connected: z.boolean(),
  signer: z.strictObject({ publicKey: hex.length(98), proofOfPosession: hex.length(194) }).optional(),
  delegatorCount: u64,
  delegatorWeight: u64,
  delegators: z.array(delegatorSchema).optional(),
}) satisfies z.ZodType<ClientValidator>;
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
/** Permissioned (PoA) subnet validators. */
const poaValidatorSchema = z.strictObject({
  txID: cb58,
  startTime: u64,
  endTime: u64,
  weight: u64,
  nodeID: nodeId,
  connected: z.boolean(),
  uptime: percent4,
}) satisfies z.ZodType<
  Pick<ClientValidator, 'txID' | 'startTime' | 'endTime' | 'weight' | 'nodeID' | 'connected' | 'uptime'>
>;
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
/** The spec answers a bare array (null for numToFetch 0); the client wraps it in {containers}. */
const rangeSchema = z.array(containerSchema).nullable() satisfies z.ZodType<
  GetContainerRangeReturnType['containers'] | null
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
/** The spec gives integers where the client guesses strings; the keys are the client's. */
const feeConfigSchema = z.strictObject({ feeConfig: feeConfigFields, lastChangedAt: int });
expectTypeOf<keyof z.output<typeof feeConfigSchema>>().toEqualTypeOf<keyof FeeConfigReturnType>();
const adminConfig = z.strictObject({
  adminAddresses: z.array(evmAddress),
  managerAddresses: z.array(evmAddress).optional(),
  enabledAddresses: z.array(evmAddress).optional(),
  blockTimestamp: int,
});
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
  txAllowListConfig: adminConfig.optional(),
  contractDeployerAllowListConfig: adminConfig.optional(),
  contractNativeMinterConfig: adminConfig.optional(),
  feeManagerConfig: adminConfig.optional(),
  rewardManagerConfig: adminConfig.optional(),
  warpConfig: z
    .strictObject({ blockTimestamp: int, quorumNumerator: int, requirePrimaryNetworkSigners: z.boolean() })
    .optional(),
  upgrades: z.strictObject({
    precompileUpgrades: z.array(
      z.partialRecord(
        precompileName,
        z.union([
          z.strictObject({ adminAddresses: z.array(evmAddress), blockTimestamp: int }),
          z.strictObject({ adminAddresses: z.null(), blockTimestamp: int, disable: z.literal(true) }),
        ]),
      ),
    ),
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
    avalancheRules: z.strictObject({ IsSubnetEVM: z.boolean(), IsDurango: z.boolean(), IsEtna: z.boolean() }),
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
    const peers = await call(peersSchema, path, 'info.peers');
    expect(peers.numPeers).toBe(peers.peers.length);
    expect(peers.peers.some((p) => p.benched.length > 0)).toBe(true);
    expect(new Set(peers.peers.map((p) => p.version)).size).toBeGreaterThan(1);
    expect(peers.peers.some((p) => p.trackedSubnets.length > 0)).toBe(true);
    await call(uptimeSchema, path, 'info.uptime');
    const upgrades = await call(upgradesSchema, path, 'info.upgrades');
    expect(upgrades.graniteTime.startsWith('9999-')).toBe(true);
  });

  it('filters peers by node id and measures uptime per subnet', async () => {
    const data = primary.ds[network];
    const some = data.peers.slice(0, 2).map((p) => p.nodeID);
    const absent = data.primaryValidators.find((v) => !v.connected)?.nodeID as string;
    const peers = await call(peersSchema, path, 'info.peers', { nodeIDs: [...some, absent] });
    expect(peers.peers.map((p) => p.nodeID)).toEqual(some);
    const tracked = data.subnets.find((s) => s.tracked) as (typeof data.subnets)[number];
    await call(uptimeSchema, path, 'info.uptime', { subnetID: tracked.subnetId });
    const untracked = data.subnets.find((s) => !s.tracked) as (typeof data.subnets)[number];
    expect((await callError(path, 'info.uptime', { subnetID: untracked.subnetId })).code).toBe(-32000);
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
    expect((await call(supplySchema, path, 'platform.getCurrentSupply')).supply).toBe(data.primarySupply);
    const subnet = data.subnets[0] as (typeof data.subnets)[number];
    expect((await call(supplySchema, path, 'platform.getCurrentSupply', { subnetID: subnet.subnetId })).supply).toBe(
      subnet.supply,
    );
  });

  it('getBlock and getBlockByHeight in hex and json', async () => {
    const data = primary.ds[network];
    const delegatorBlock = data.pBlocks.find((b) =>
      b.txs.every((t) => /"rewardsOwner"/.test(JSON.stringify(t.json()))),
    );
    expect(delegatorBlock).toBeDefined();
    const typed = await call(delegatorBlockSchema, path, 'platform.getBlock', {
      blockID: delegatorBlock?.id,
      encoding: 'json',
    });
    expect(typed.block.id).toBe(delegatorBlock?.id);
    for (const block of data.pBlocks.filter((_, i) => i % 97 === 0)) {
      const json = await call(anyJsonBlockSchema, path, 'platform.getBlockByHeight', {
        height: block.height,
        encoding: 'json',
      });
      expect(json.block.height).toBe(block.height);
      expect(json.block.parentID).toBe(block.parentID);
      const hexed = await call(hexBlockSchema, path, 'platform.getBlock', { blockID: block.id });
      // avalanchego's hex carries a 4-byte checksum after the bytes; the id is the sha256 of the bytes.
      expect(idOf(fromHex(hexed.block).subarray(0, -4))).toBe(block.id);
    }
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
    const withDelegators = data.primaryValidators.find(
      (v) => v.delegators.length > 0,
    ) as (typeof data.primaryValidators)[number];
    const one = await call(validatorsOf(primaryValidatorSchema), path, 'platform.getCurrentValidators', {
      nodeIDs: [withDelegators.nodeID],
    });
    expect(one.validators).toHaveLength(1);
    expect(one.validators[0]?.delegators).toHaveLength(withDelegators.delegators.length);
    const l1 = data.subnets.find((s) => s.isL1) as (typeof data.subnets)[number];
    const l1Validators = await call(validatorsOf(l1ValidatorSchema), path, 'platform.getCurrentValidators', {
      subnetID: l1.subnetId,
    });
    expect(l1Validators.validators.map((v) => v.validationID)).toEqual(l1.l1Validators.map((v) => v.validationID));
    const poa = data.subnets.find((s) => !s.isL1) as (typeof data.subnets)[number];
    const poaValidators = await call(validatorsOf(poaValidatorSchema), path, 'platform.getCurrentValidators', {
      subnetID: poa.subnetId,
    });
    expect(poaValidators.validators).toHaveLength(poa.poaValidators.length);
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
    expect(range?.map((c) => c.index)).toEqual(['1', '2', '3']);
    expect(
      await call(rangeSchema, path, 'index.getContainerRange', { startIndex: 0, numToFetch: 0, encoding: 'hex' }),
    ).toBeNull();
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
    let withoutRules = 0;
    let withUpgrades = 0;
    for (const { b } of evmChains()) {
      const path = `${prefix}/ext/bc/${b.blockchainId}/rpc`;
      const evm = b.evm as NonNullable<typeof b.evm>;
      expect(await call(z.string(), path, 'eth_chainId', [])).toBe(`0x${evm.evmChainId.toString(16)}`);
      expect(Number(await call(z.string(), path, 'eth_blockNumber', []))).toBe(evm.latestBlock);
      const fee = await call(feeConfigSchema, path, 'eth_feeConfig', ['latest']);
      expect(fee.lastChangedAt).toBe(evm.feeLastChangedAt);
      const config = await call(chainConfigSchema, path, 'eth_getChainConfig', []);
      expect(config.chainId).toBe(evm.evmChainId);
      if (config.upgrades.precompileUpgrades.length > 0) withUpgrades++;
      await call(activePrecompilesSchema, path, 'eth_getActivePrecompilesAt', []);
      const rules = await rpc(path, 'eth_getActiveRulesAt', []);
      if (rules.error) {
        expect(rules.error.code).toBe(-32601);
        withoutRules++;
      } else {
        const parsed = activeRulesSchema.parse(rules.result);
        expect(parsed.avalancheRules.get('IsDurango')).toBe(true);
      }
    }
    expect(withoutRules).toBeGreaterThan(0);
    expect(withUpgrades).toBeGreaterThan(0);
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
