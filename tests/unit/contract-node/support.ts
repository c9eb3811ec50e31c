import { nodeHandlers } from '@main/handlers/node';
import type { HandlerContext } from '@main/ipc/types';
import { nodeChannels } from '@shared/contract/node';
import { cb58Encode, formatAvaxAddress, toChecksumAddress } from '@shared/ids';
import { zodIssueToAppError } from '@shared/schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * What every contract-node test file shares: valid ids, the params/result helpers, one valid params
 * example per channel, realistic answer fixtures, a recording node client for the handlers, and the
 * tests each domain runs over its own tables.
 */

export type NodeChannel = keyof typeof nodeChannels;

export const P_CHAIN = '11111111111111111111111111111111LpoYY';
export const C_CHAIN = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
export const X_CHAIN = '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM';
export const TX_ID = cb58Encode(new Uint8Array(32).fill(7));
/** Same shape as an id, last character changed so the checksum no longer matches. */
export const BAD_ID = `${C_CHAIN.slice(0, -1)}${C_CHAIN.endsWith('6') ? '7' : '6'}`;
export const NODE_ID = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
export const P_ADDRESS = formatAvaxAddress('avax', new Uint8Array(20).fill(3), 'P');
export const X_ADDRESS = formatAvaxAddress('avax', new Uint8Array(20).fill(3), 'X');
export const EVM_ADDRESS = toChecksumAddress(`0x${'ab'.repeat(20)}`);
export const HASH = `0x${'1f'.repeat(32)}`;
export const HASH2 = `0x${'2e'.repeat(32)}`;

export const paramsOf = <C extends NodeChannel>(name: C) => nodeChannels[name].params as z.ZodType;
export const resultOf = <C extends NodeChannel>(name: C) => nodeChannels[name].result as z.ZodType;

export function parsedParams(name: NodeChannel, value: unknown): unknown {
  const parsed = paramsOf(name).safeParse(value);
  if (!parsed.success) throw new Error(`${name}: ${zodIssueToAppError(parsed.error, 'validation').message}`);
  return parsed.data;
}

/** The refusal the user sees: which field and why. */
export function refusal(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error(`expected a refusal for ${JSON.stringify(value)}`);
  return zodIssueToAppError(parsed.error, 'validation');
}

export function parsedResult(name: NodeChannel, value: unknown): unknown {
  const parsed = resultOf(name).safeParse(value);
  if (!parsed.success) throw new Error(`${name}: ${zodIssueToAppError(parsed.error, 'parse').message}`);
  return parsed.data;
}

export const VALID_PARAMS = {
  'node.info.acps': {},
  'node.info.isBootstrapped': { chain: 'X' },
  'node.info.getBlockchainID': { alias: 'C' },
  'node.info.getNetworkID': undefined,
  'node.info.getNetworkName': {},
  'node.info.getNodeID': {},
  'node.info.getNodeIP': {},
  'node.info.getNodeVersion': {},
  'node.info.getTxFee': {},
  'node.info.getVMs': {},
  'node.info.peers': { nodeIDs: [NODE_ID] },
  'node.info.uptime': { subnetID: P_CHAIN },
  'node.info.upgrades': {},
  'node.platform.getBalance': { addresses: [P_ADDRESS] },
  'node.platform.getBlock': { blockID: TX_ID, encoding: 'json' },
  'node.platform.getBlockByHeight': { height: '42', encoding: 'hex' },
  'node.platform.getBlockchains': {},
  'node.platform.getBlockchainStatus': { blockchainID: C_CHAIN },
  'node.platform.getCurrentSupply': { subnetID: P_CHAIN },
  'node.platform.getCurrentValidators': { subnetID: P_CHAIN, nodeIDs: [NODE_ID] },
  'node.evm.feeConfig': { blockchainId: C_CHAIN, block: 12 },
  'node.evm.getChainConfig': { blockchainId: 'C' },
  'node.evm.getActivePrecompilesAt': { blockchainId: C_CHAIN, timestamp: 1_700_000_000 },
  'node.evm.getActiveRulesAt': { blockchainId: C_CHAIN, timestamp: '1700000000' },
  'node.evm.chainId': { blockchainId: 'C' },
  'node.evm.blockNumber': { blockchainId: 'C' },
  'node.evm.getBlockByNumber': { blockchainId: 'C', block: 255, fullTx: true },
  'node.evm.getTransactionByHash': { blockchainId: 'C', hash: HASH },
  'node.evm.getTransactionReceipt': { blockchainId: 'C', hash: HASH },
  'node.evm.getBalance': { blockchainId: 'C', address: EVM_ADDRESS, block: 'pending' },
  'node.evm.getBlocksByNumber': { blockchainId: C_CHAIN, numbers: [12, '13', 14] },
  'node.evm.getTransactionCount': { blockchainId: 'C', address: EVM_ADDRESS, block: 100 },
  'node.evm.getCode': { blockchainId: 'C', address: EVM_ADDRESS },
  'node.evm.getLogs': {
    blockchainId: 'C',
    fromBlock: 1,
    toBlock: '2048',
    address: EVM_ADDRESS,
    topics: [HASH, null, HASH2],
  },
  'node.evm.tokenFacts': { blockchainId: '4337', token: EVM_ADDRESS },
  'node.validators.getCurrentValidators': { blockchainId: C_CHAIN, nodeIDs: [NODE_ID] },
  'node.index.getContainerByID': { index: 'C/block', id: TX_ID },
  'node.index.getContainerByIndex': { index: 'P/block', containerIndex: '5', encoding: 'hex' },
  'node.index.getContainerRange': { index: 'X/tx', startIndex: 0, numToFetch: 1024 },
  'node.index.getIndex': { index: 'X/block', id: TX_ID },
  'node.index.getLastAccepted': { index: 'X/vtx' },
  'node.index.isAccepted': { index: 'C/block', id: TX_ID, encoding: 'hex' },
  'node.avm.getTx': { txID: TX_ID, encoding: 'json' },
} satisfies Record<NodeChannel, unknown>;

// ---------- realistic answer fixtures ----------
export const container = (index: string | number, id = TX_ID) => ({
  id,
  bytes: '0x00000000000100000001',
  timestamp: '2024-05-01T12:00:00.123456789Z',
  encoding: 'hex',
  index,
});

export const owner = { locktime: '0', threshold: '1', addresses: [P_ADDRESS] };

export const primaryValidator = {
  txID: TX_ID,
  startTime: '1700000000',
  endTime: '1731536000',
  weight: '2000000000000',
  nodeID: NODE_ID,
  potentialReward: '54000000000',
  accruedDelegateeReward: '0',
  delegationFee: '2.0000',
  uptime: '99.9853',
  connected: true,
  signer: { publicKey: `0x${'aa'.repeat(48)}`, proofOfPosession: `0x${'bb'.repeat(96)}` },
  validationRewardOwner: owner,
  delegationRewardOwner: owner,
  delegatorCount: '1',
  delegatorWeight: '25000000000',
  delegators: [
    {
      txID: TX_ID,
      startTime: '1700001000',
      endTime: '1701001000',
      weight: '25000000000',
      nodeID: NODE_ID,
      rewardOwner: owner,
      potentialReward: '120000000',
    },
  ],
};

export const l1Validator = {
  nodeID: NODE_ID,
  weight: 20,
  startTime: 1_732_025_492,
  validationID: TX_ID,
  publicKey: `0x${'cc'.repeat(48)}`,
  remainingBalanceOwner: { locktime: 0, threshold: 1, addresses: [P_ADDRESS] },
  deactivationOwner: { locktime: '0', threshold: '1', addresses: [P_ADDRESS] },
  minNonce: 0,
  balance: '996000000',
};

export const evmTx = {
  hash: HASH,
  nonce: '0x1',
  blockHash: HASH2,
  blockNumber: '0xff',
  transactionIndex: '0x0',
  from: EVM_ADDRESS.toLowerCase(),
  to: null,
  value: '0x0',
  gas: '0x5208',
  gasPrice: '0x5d21dba00',
  maxFeePerGas: '0x5d21dba00',
  maxPriorityFeePerGas: '0x0',
  input: '0x',
  type: '0x2',
  chainId: '0xa86a',
  v: '0x1',
  r: '0x1',
  s: '0x2',
  accessList: [],
};

export const evmBlock = (transactions: unknown[]) => ({
  number: '0xff',
  hash: HASH2,
  parentHash: HASH,
  nonce: '0x0000000000000000',
  sha3Uncles: HASH,
  logsBloom: `0x${'00'.repeat(256)}`,
  transactionsRoot: HASH,
  stateRoot: HASH,
  receiptsRoot: HASH,
  miner: `0x${'01'.repeat(20)}`,
  difficulty: '0x1',
  extraData: '0x',
  size: '0x2a0',
  gasLimit: '0xe4e1c0',
  gasUsed: '0x5208',
  timestamp: '0x65538f00',
  transactions,
  uncles: [],
  baseFeePerGas: '0x5d21dba00',
  blockGasCost: '0x0',
  extDataHash: HASH,
});

export const receipt = {
  transactionHash: HASH,
  transactionIndex: '0x0',
  blockHash: HASH2,
  blockNumber: '0xff',
  from: EVM_ADDRESS.toLowerCase(),
  to: `0x${'02'.repeat(20)}`,
  cumulativeGasUsed: '0x5208',
  gasUsed: '0x5208',
  effectiveGasPrice: '0x5d21dba00',
  contractAddress: null,
  logs: [
    {
      address: `0x${'02'.repeat(20)}`,
      topics: [HASH],
      data: '0x',
      blockNumber: '0xff',
      transactionHash: HASH,
      transactionIndex: '0x0',
      blockHash: HASH2,
      logIndex: '0x0',
      removed: false,
    },
  ],
  logsBloom: `0x${'00'.repeat(256)}`,
  status: '0x1',
  type: '0x2',
};

export const feeConfig = (n: (v: number) => number | string) => ({
  gasLimit: n(15_000_000),
  targetBlockRate: n(2),
  minBaseFee: n(25_000_000_000),
  targetGas: n(15_000_000),
  baseFeeChangeDenominator: n(36),
  minBlockGasCost: n(0),
  maxBlockGasCost: n(1_000_000),
  blockGasCostStep: n(200_000),
});

export const upgrades = {
  apricotPhase1Time: '2021-03-31T14:00:00Z',
  apricotPhase2Time: '2021-05-10T11:00:00Z',
  apricotPhase3Time: '2021-08-24T14:00:00Z',
  apricotPhase4Time: '2021-09-22T21:00:00Z',
  apricotPhase4MinPChainHeight: 793005,
  apricotPhase5Time: '2021-12-02T18:00:00Z',
  apricotPhasePre6Time: '2022-09-05T01:30:00Z',
  apricotPhase6Time: '2022-09-06T20:00:00Z',
  apricotPhasePost6Time: '2022-09-07T03:00:00Z',
  banffTime: '2022-10-18T16:00:00Z',
  cortinaTime: '2023-04-25T15:00:00Z',
  cortinaXChainStopVertexID: 'jrGWDh5Po9FMj54depyunNixpia5PN4aAYxfmNzU8n752Rjga',
  durangoTime: '2024-03-06T16:00:00Z',
  etnaTime: '2024-12-16T17:00:00Z',
  fortunaTime: '2025-04-08T15:00:00Z',
  graniteTime: '9999-12-01T00:00:00Z',
};

export const VALIDATOR_BASE = {
  validationID: TX_ID,
  nodeID: NODE_ID,
  weight: 1,
  startTimestamp: 1,
  isActive: true,
  isL1Validator: true,
  isConnected: true,
  uptimeSeconds: 1,
  uptimePercentage: 1,
};
export const PEER_BASE = {
  ip: '10.0.0.2:9651',
  nodeID: NODE_ID,
  version: 'avalanche/1.13.0',
  lastSent: '2024-05-01T12:00:00Z',
  lastReceived: '2024-05-01T12:00:01Z',
};
export const ETH_RULES = {
  IsHomestead: true,
  IsEIP150: true,
  IsEIP155: true,
  IsEIP158: true,
  IsByzantium: true,
  IsConstantinople: true,
  IsPetersburg: true,
  IsIstanbul: true,
};

export function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy;
}

export interface RecordedCall {
  path: string;
  method: string;
  params: unknown;
}

export async function callOf(name: NodeChannel, input: unknown): Promise<RecordedCall> {
  const calls: RecordedCall[] = [];
  const node = {
    call: async (path: string, method: string, params?: unknown) => {
      calls.push({ path, method, params: JSON.parse(JSON.stringify(params ?? null)) });
      return null;
    },
    /** A batch is one request on the wire: recorded as its methods joined by commas, with each call's params. */
    batch: async (path: string, batch: { method: string; params: unknown }[]) => {
      calls.push({
        path,
        method: batch.map((c) => c.method).join(','),
        params: JSON.parse(JSON.stringify(batch.map((c) => c.params))),
      });
      return batch.map(() => ({ ok: true, result: null }));
    },
  };
  const ctx = { node } as unknown as HandlerContext;
  const handler = nodeHandlers[name] as (params: unknown, ctx: HandlerContext) => Promise<unknown>;
  await handler(parsedParams(name, input), ctx);
  expect(calls).toHaveLength(1);
  return calls[0] as RecordedCall;
}

/** The node channels of one domain (`node.info`, `node.platform`, …), sorted. */
export const channelsOf = (domain: string): NodeChannel[] =>
  (Object.keys(nodeChannels) as NodeChannel[]).filter((name) => name.startsWith(`${domain}.`)).sort();

export interface DomainTables {
  /** [channel, params, field, message pattern] */
  refusals: [NodeChannel, unknown, string | undefined, RegExp][];
  /** [channel, realistic result]; 64-bit values appear both as decimal strings and as numbers. */
  samples: [NodeChannel, unknown][];
  /** [channel, broken result, path the error must name, message pattern] */
  broken: [NodeChannel, unknown, string, RegExp][];
  /** [channel, params, expected call as it goes on the wire] */
  wire: [NodeChannel, unknown, RecordedCall][];
}

/**
 * The contract tests of one domain: its valid params, every refusal with field and reason, realistic
 * samples (one at least per channel), broken answers naming their path, and the call on the wire (one
 * at least per handler).
 */
export function domainTests(domain: string, tables: DomainTables): void {
  const channels = channelsOf(domain);

  describe('node params: valid examples', () => {
    for (const name of channels) {
      const value = VALID_PARAMS[name];
      it(`${name} accepts ${JSON.stringify(value)}`, () => {
        expect(() => parsedParams(name, value)).not.toThrow();
      });
    }
  });

  describe('node params: every rule refused with field and reason', () => {
    for (const [name, value, field, message] of tables.refusals) {
      it(`${name} refuses ${JSON.stringify(value)}`, () => {
        const error = refusal(paramsOf(name), value);
        expect(error.field).toBe(field);
        expect(error.message).toMatch(message);
        if (field) expect(error.message.startsWith(`${field}: `)).toBe(true);
      });
    }
  });

  describe('node results: realistic samples', () => {
    for (const [name, sample] of tables.samples) {
      it(`${name} accepts ${JSON.stringify(sample).slice(0, 80)}`, () => {
        expect(() => parsedResult(name, sample)).not.toThrow();
      });
    }

    it(`has a sample for every ${domain} channel`, () => {
      expect([...new Set(tables.samples.map(([n]) => n))].sort()).toEqual(channels);
    });
  });

  describe('node results: a missing required field or wrong type fails naming its path', () => {
    for (const [name, value, path, message] of tables.broken) {
      it(`${name} → ${path || '(root)'}`, () => {
        const parsed = resultOf(name).safeParse(value);
        expect(parsed.success).toBe(false);
        if (parsed.success) return;
        const error = zodIssueToAppError(parsed.error, 'parse');
        expect(error.field ?? '').toBe(path);
        expect(error.message).toMatch(message);
      });
    }
  });

  describe('node handlers: params shaped as the node expects', () => {
    for (const [name, input, expected] of tables.wire) {
      it(`${name} ${JSON.stringify(input)} → ${expected.method}`, async () => {
        expect(await callOf(name, input)).toEqual(expected);
      });
    }

    it(`covers every ${domain} handler`, () => {
      expect([...new Set(tables.wire.map(([n]) => n))].sort()).toEqual(channels);
    });
  });
}
