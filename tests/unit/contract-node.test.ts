import { nodeHandlers } from '@main/handlers/node';
import type { HandlerContext } from '@main/ipc/types';
import { nodeChannels } from '@shared/contract/node';
import { cb58Encode, formatAvaxAddress, isCb58Id, isNodeId, toChecksumAddress } from '@shared/ids';
import { ChainConfig } from '@shared/models/node/evm';
import { zodIssueToAppError } from '@shared/schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

type NodeChannel = keyof typeof nodeChannels;

const P_CHAIN = '11111111111111111111111111111111LpoYY';
const C_CHAIN = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
const X_CHAIN = '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM';
const TX_ID = cb58Encode(new Uint8Array(32).fill(7));
/** Same shape as an id, last character changed so the checksum no longer matches. */
const BAD_ID = `${C_CHAIN.slice(0, -1)}${C_CHAIN.endsWith('6') ? '7' : '6'}`;
const NODE_ID = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const P_ADDRESS = formatAvaxAddress('avax', new Uint8Array(20).fill(3), 'P');
const X_ADDRESS = formatAvaxAddress('avax', new Uint8Array(20).fill(3), 'X');
const EVM_ADDRESS = toChecksumAddress(`0x${'ab'.repeat(20)}`);
const HASH = `0x${'1f'.repeat(32)}`;
const HASH2 = `0x${'2e'.repeat(32)}`;

const paramsOf = <C extends NodeChannel>(name: C) => nodeChannels[name].params as z.ZodType;
const resultOf = <C extends NodeChannel>(name: C) => nodeChannels[name].result as z.ZodType;

function parsedParams(name: NodeChannel, value: unknown): unknown {
  const parsed = paramsOf(name).safeParse(value);
  if (!parsed.success) throw new Error(`${name}: ${zodIssueToAppError(parsed.error, 'validation').message}`);
  return parsed.data;
}

/** The refusal the user sees: which field and why. */
function refusal(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error(`expected a refusal for ${JSON.stringify(value)}`);
  return zodIssueToAppError(parsed.error, 'validation');
}

function parsedResult(name: NodeChannel, value: unknown): unknown {
  const parsed = resultOf(name).safeParse(value);
  if (!parsed.success) throw new Error(`${name}: ${zodIssueToAppError(parsed.error, 'parse').message}`);
  return parsed.data;
}

const VALID_PARAMS = {
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
  'node.validators.getCurrentValidators': { blockchainId: C_CHAIN, nodeIDs: [NODE_ID] },
  'node.index.getContainerByID': { index: 'C/block', id: TX_ID },
  'node.index.getContainerByIndex': { index: 'P/block', containerIndex: '5', encoding: 'hex' },
  'node.index.getContainerRange': { index: 'X/tx', startIndex: 0, numToFetch: 1024 },
  'node.index.getIndex': { index: 'X/block', id: TX_ID },
  'node.index.getLastAccepted': { index: 'X/vtx' },
  'node.index.isAccepted': { index: 'C/block', id: TX_ID, encoding: 'hex' },
  'node.avm.getTx': { txID: TX_ID, encoding: 'json' },
} satisfies Record<NodeChannel, unknown>;

describe('node channel list', () => {
  it('has a valid params example and a handler for every channel, and nothing else', () => {
    const names = Object.keys(nodeChannels).sort();
    expect(Object.keys(VALID_PARAMS).sort()).toEqual(names);
    expect(Object.keys(nodeHandlers).sort()).toEqual(names);
    expect(names).toHaveLength(38);
  });

  it('uses ids that are themselves valid', () => {
    expect([P_CHAIN, C_CHAIN, X_CHAIN, TX_ID].every(isCb58Id)).toBe(true);
    expect(isCb58Id(BAD_ID)).toBe(false);
    expect(isNodeId(NODE_ID)).toBe(true);
  });

  it('marks the deprecated methods in their summary', () => {
    expect(nodeChannels['node.platform.getBalance'].summary).toMatch(/deprecated as of v1\.9\.12/);
    expect(nodeChannels['node.platform.getBlockchains'].summary).toMatch(/deprecated as of v1\.9\.12/);
    expect(nodeChannels['node.info.getTxFee'].summary).toMatch(/deprecated as of v1\.12\.2/);
    expect(nodeChannels['node.evm.getActivePrecompilesAt'].summary).toMatch(/deprecated.*eth_getActiveRulesAt/);
    const deprecated = Object.entries(nodeChannels).filter(([, c]) => /deprecated/i.test(c.summary));
    expect(deprecated.map(([n]) => n).sort()).toEqual([
      'node.evm.getActivePrecompilesAt',
      'node.info.getTxFee',
      'node.platform.getBalance',
      'node.platform.getBlockchains',
    ]);
  });

  it('classes caching by how the data changes', () => {
    const cache = (name: NodeChannel) => nodeChannels[name].cache;
    for (const name of [
      'node.info.peers',
      'node.info.uptime',
      'node.platform.getCurrentValidators',
      'node.platform.getBlockchainStatus',
      'node.validators.getCurrentValidators',
    ] as const) {
      expect(cache(name), name).toBe('network');
    }
    for (const name of [
      'node.platform.getBlock',
      'node.platform.getBlockByHeight',
      'node.evm.getBlockByNumber',
      'node.evm.getTransactionByHash',
      'node.evm.getTransactionReceipt',
      'node.index.getContainerByID',
      'node.index.getContainerByIndex',
      'node.index.getContainerRange',
      'node.avm.getTx',
    ] as const) {
      expect(cache(name), name).toBe('immutable');
    }
    expect(cache('node.index.getLastAccepted')).toBe('none');
    expect(cache('node.evm.blockNumber')).toBe('none');
  });
});

describe('node params: valid examples', () => {
  for (const [name, value] of Object.entries(VALID_PARAMS)) {
    it(`${name} accepts ${JSON.stringify(value)}`, () => {
      expect(() => parsedParams(name as NodeChannel, value)).not.toThrow();
    });
  }

  it('normalises numbers given as decimal strings and fills defaults', () => {
    expect(parsedParams('node.platform.getBlockByHeight', { height: ' 42 ' })).toEqual({ height: 42 });
    expect(parsedParams('node.index.getContainerByIndex', { index: 'P/block', containerIndex: '5' })).toEqual({
      index: 'P/block',
      containerIndex: 5,
      encoding: 'hex',
    });
    expect(parsedParams('node.evm.getBlockByNumber', { blockchainId: 'C' })).toEqual({
      blockchainId: 'C',
      block: 'latest',
      fullTx: false,
    });
    expect(parsedParams('node.evm.getBlockByNumber', { blockchainId: 'C', block: '0x10' })).toMatchObject({
      block: 16,
    });
    expect(parsedParams('node.evm.feeConfig', { blockchainId: 'C', block: HASH })).toMatchObject({ block: HASH });
    expect(
      parsedParams('node.index.getContainerRange', { index: 'C/block', startIndex: '3', numToFetch: '5' }),
    ).toEqual({ index: 'C/block', startIndex: 3, numToFetch: 5, encoding: 'hex' });
  });

  it('accepts optional params left out entirely', () => {
    for (const name of [
      'node.info.peers',
      'node.info.uptime',
      'node.platform.getCurrentSupply',
      'node.platform.getCurrentValidators',
    ] as const) {
      expect(() => parsedParams(name, undefined), name).not.toThrow();
    }
    expect(() => parsedParams('node.evm.getActiveRulesAt', { blockchainId: 'C' })).not.toThrow();
    expect(() => parsedParams('node.validators.getCurrentValidators', { blockchainId: C_CHAIN })).not.toThrow();
  });
});

/** [channel, params, field, message pattern] */
const REFUSALS: [NodeChannel, unknown, string | undefined, RegExp][] = [
  ['node.info.getNodeVersion', { verbose: true }, undefined, /unrecognized key.*verbose/i],
  ['node.info.acps', { x: 1 }, undefined, /unrecognized key/i],
  ['node.info.isBootstrapped', {}, 'chain', /is required/],
  ['node.info.isBootstrapped', { chain: '  ' }, 'chain', /must not be empty/],
  ['node.info.isBootstrapped', { chain: 'X chain' }, 'chain', /chain alias .* or a cb58 blockchain id/],
  ['node.info.isBootstrapped', { chain: BAD_ID }, 'chain', /cb58 checksum is invalid/],
  ['node.info.getBlockchainID', { alias: '' }, 'alias', /must not be empty/],
  ['node.info.getBlockchainID', {}, 'alias', /is required/],
  ['node.info.peers', { nodeIDs: ['NodeID-abc'] }, 'nodeIDs.0', /NodeID- followed by a cb58 short id/],
  ['node.info.peers', { nodeIDs: NODE_ID }, 'nodeIDs', /must be a list of node ids/],
  ['node.info.uptime', { subnetID: BAD_ID }, 'subnetID', /cb58 id/],
  ['node.platform.getBalance', { addresses: [] }, 'addresses', /at least one address/],
  ['node.platform.getBalance', { addresses: [X_ADDRESS] }, 'addresses.0', /P-Chain address/],
  ['node.platform.getBalance', { addresses: ['P-avax1nope'] }, 'addresses.0', /bech32 address/],
  ['node.platform.getBlock', { blockID: BAD_ID }, 'blockID', /cb58 id/],
  ['node.platform.getBlock', { blockID: TX_ID, encoding: 'base64' }, 'encoding', /hex or json/],
  ['node.platform.getBlockByHeight', { height: -1 }, 'height', /0 or more/],
  ['node.platform.getBlockByHeight', { height: 1.5 }, 'height', /whole number/],
  ['node.platform.getBlockByHeight', { height: 'tall' }, 'height', /whole number/],
  ['node.platform.getBlockByHeight', {}, 'height', /is required/],
  ['node.platform.getBlockByHeight', { height: 2 ** 60 }, 'height', /too large/],
  ['node.platform.getBlockchainStatus', { blockchainID: 'C' }, 'blockchainID', /cb58 id/],
  ['node.platform.getCurrentSupply', { subnetID: 'primary' }, 'subnetID', /cb58 id/],
  ['node.platform.getCurrentValidators', { subnetID: BAD_ID }, 'subnetID', /cb58 id/],
  ['node.platform.getCurrentValidators', { nodeIDs: ['7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg'] }, 'nodeIDs.0', /NodeID-/],
  ['node.evm.chainId', { blockchainId: 'D' }, 'blockchainId', /must be C or a cb58 blockchain id/],
  ['node.evm.blockNumber', {}, 'blockchainId', /is required/],
  ['node.evm.getChainConfig', { blockchainId: BAD_ID }, 'blockchainId', /must be C or a cb58 blockchain id/],
  ['node.evm.feeConfig', { blockchainId: 'C', block: 'finalized' }, 'block', /latest, earliest, pending .* hash/],
  ['node.evm.feeConfig', { blockchainId: 'C', block: '0x1234' + 'z' }, 'block', /block number/],
  ['node.evm.getActivePrecompilesAt', { blockchainId: 'C', timestamp: -5 }, 'timestamp', /0 or more/],
  ['node.evm.getActiveRulesAt', { blockchainId: 'C', timestamp: 'soon' }, 'timestamp', /whole number/],
  ['node.evm.getBlockByNumber', { blockchainId: 'C', block: 'safe' }, 'block', /latest, earliest, pending/],
  ['node.evm.getBlockByNumber', { blockchainId: 'C', block: -1 }, 'block', /block number ≥ 0/],
  ['node.evm.getBlockByNumber', { blockchainId: 'C', fullTx: 'yes' }, 'fullTx', /true or false/],
  ['node.evm.getTransactionByHash', { blockchainId: 'C', hash: '0x12' }, 'hash', /64 hex characters/],
  ['node.evm.getTransactionReceipt', { blockchainId: 'C', hash: HASH.slice(2) }, 'hash', /64 hex characters/],
  ['node.evm.getBalance', { blockchainId: 'C', address: '0x123' }, 'address', /40 hex characters/],
  [
    'node.evm.getBalance',
    { blockchainId: 'C', address: EVM_ADDRESS.replace(/[a-f]/, (c) => c.toUpperCase()) },
    'address',
    /checksum/,
  ],
  ['node.evm.getBalance', { blockchainId: 'C', address: EVM_ADDRESS, block: 'now' }, 'block', /latest/],
  ['node.validators.getCurrentValidators', { blockchainId: 'C' }, 'blockchainId', /cb58 id/],
  ['node.validators.getCurrentValidators', { blockchainId: C_CHAIN, nodeIDs: [''] }, 'nodeIDs.0', /NodeID-/],
  ['node.index.getContainerByID', { index: 'Q/block', id: TX_ID }, 'index', /C\/block, P\/block, X\/tx/],
  ['node.index.getContainerByID', { index: 'C/block', id: BAD_ID }, 'id', /cb58 id/],
  [
    'node.index.getContainerByID',
    { index: 'C/block', id: TX_ID, encoding: 'json' },
    'encoding',
    /index API only accepts hex/,
  ],
  ['node.index.getContainerByIndex', { index: 'C/block', containerIndex: -1 }, 'containerIndex', /0 or more/],
  ['node.index.getContainerByIndex', { index: 'C/block' }, 'containerIndex', /is required/],
  ['node.index.getContainerRange', { index: 'X/tx', startIndex: 'x', numToFetch: 1 }, 'startIndex', /whole number/],
  ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: 1025 }, 'numToFetch', /at most 1024/],
  ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: -1 }, 'numToFetch', /0 or more/],
  ['node.index.getContainerRange', { index: 'X/tx', startIndex: 0, numToFetch: 2.5 }, 'numToFetch', /whole number/],
  [
    'node.index.getContainerRange',
    { index: 'X/tx', startIndex: 0, numToFetch: 3, encoding: 'cb58' },
    'encoding',
    /index API only accepts hex/,
  ],
  ['node.index.getIndex', { index: 'X/block', id: 'abc' }, 'id', /cb58 id/],
  ['node.index.getLastAccepted', { index: 'X/vtx', encoding: 'json' }, 'encoding', /index API only accepts hex/],
  ['node.index.getLastAccepted', {}, 'index', /must be one of/],
  ['node.index.isAccepted', { index: 'P/block', id: TX_ID, encoding: 'base58' }, 'encoding', /only accepts hex/],
  ['node.avm.getTx', { txID: BAD_ID }, 'txID', /cb58 id/],
  ['node.avm.getTx', { txID: TX_ID, encoding: 'cb58' }, 'encoding', /hex or json/],
];

describe('node params: every rule refused with field and reason', () => {
  for (const [name, value, field, message] of REFUSALS) {
    it(`${name} refuses ${JSON.stringify(value)}`, () => {
      const error = refusal(paramsOf(name), value);
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
      if (field) expect(error.message.startsWith(`${field}: `)).toBe(true);
    });
  }
});

const container = (index: string | number, id = TX_ID) => ({
  id,
  bytes: '0x00000000000100000001',
  timestamp: '2024-05-01T12:00:00.123456789Z',
  encoding: 'hex',
  index,
});

const owner = { locktime: '0', threshold: '1', addresses: [P_ADDRESS] };

const primaryValidator = {
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

const l1Validator = {
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

const evmTx = {
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

const evmBlock = (transactions: unknown[]) => ({
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

const receipt = {
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

const feeConfig = (n: (v: number) => number | string) => ({
  gasLimit: n(15_000_000),
  targetBlockRate: n(2),
  minBaseFee: n(25_000_000_000),
  targetGas: n(15_000_000),
  baseFeeChangeDenominator: n(36),
  minBlockGasCost: n(0),
  maxBlockGasCost: n(1_000_000),
  blockGasCostStep: n(200_000),
});

const upgrades = {
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

const VALIDATOR_BASE = {
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
const PEER_BASE = {
  ip: '10.0.0.2:9651',
  nodeID: NODE_ID,
  version: 'avalanche/1.13.0',
  lastSent: '2024-05-01T12:00:00Z',
  lastReceived: '2024-05-01T12:00:01Z',
};
const ETH_RULES = {
  IsHomestead: true,
  IsEIP150: true,
  IsEIP155: true,
  IsEIP158: true,
  IsByzantium: true,
  IsConstantinople: true,
  IsPetersburg: true,
  IsIstanbul: true,
};

/** [channel, realistic result]; 64-bit values appear both as decimal strings and as numbers. */
const SAMPLES: [NodeChannel, unknown][] = [
  [
    'node.info.acps',
    {
      acps: {
        '23': {
          supportWeight: '0',
          supporters: [],
          objectWeight: '0',
          objectors: [],
          abstainWeight: '161147778098286584',
        },
        '77': { supportWeight: 10, supporters: [NODE_ID], objectWeight: 0, objectors: null, abstainWeight: 5 },
      },
    },
  ],
  ['node.info.isBootstrapped', { isBootstrapped: true }],
  ['node.info.getBlockchainID', { blockchainID: X_CHAIN }],
  ['node.info.getNetworkID', { networkID: '1' }],
  ['node.info.getNetworkID', { networkID: 5 }],
  ['node.info.getNetworkName', { networkName: 'mainnet' }],
  [
    'node.info.getNodeID',
    { nodeID: NODE_ID, nodePOP: { publicKey: `0x${'aa'.repeat(48)}`, proofOfPossession: `0x${'bb'.repeat(96)}` } },
  ],
  ['node.info.getNodeIP', { ip: '192.168.1.1:9651' }],
  [
    'node.info.getNodeVersion',
    {
      version: 'avalanchego/1.13.0',
      databaseVersion: 'v1.4.5',
      gitCommit: 'abc123',
      vmVersions: { avm: 'v1.13.0', evm: 'v0.15.0', platform: 'v1.13.0' },
      rpcProtocolVersion: '39',
    },
  ],
  [
    'node.info.getTxFee',
    {
      txFee: '1000000',
      createAssetTxFee: '10000000',
      createSubnetTxFee: '1000000000',
      transformSubnetTxFee: '10000000000',
      createBlockchainTxFee: '1000000000',
      addPrimaryNetworkValidatorFee: '0',
      addPrimaryNetworkDelegatorFee: '0',
      addSubnetValidatorFee: '1000000',
      addSubnetDelegatorFee: '1000000',
    },
  ],
  ['node.info.getTxFee', { txFee: 1_000_000, createAssetTxFee: 10_000_000 }],
  ['node.info.getVMs', { vms: { jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq: ['avm'] } }],
  [
    'node.info.peers',
    {
      numPeers: '2',
      peers: [
        {
          ip: '206.189.137.87:9651',
          publicIP: '206.189.137.87:9651',
          nodeID: NODE_ID,
          version: 'avalanche/1.13.0',
          lastSent: '2024-05-01T12:00:00Z',
          lastReceived: '2024-05-01T12:00:01Z',
          benched: [],
          observedUptime: '99',
          trackedSubnets: [],
          supportedACPs: [23, 24],
        },
        {
          ip: '10.0.0.2:9651',
          nodeID: NODE_ID,
          version: 'avalanche/1.12.0',
          lastSent: '2024-05-01T12:00:00Z',
          lastReceived: '2024-05-01T12:00:01Z',
          benched: null,
          observedUptime: 100,
        },
      ],
    },
  ],
  ['node.info.uptime', { rewardingStakePercentage: '100.0000', weightedAveragePercentage: '99.0000' }],
  ['node.info.uptime', { rewardingStakePercentage: 100, weightedAveragePercentage: 99.5 }],
  ['node.info.upgrades', upgrades],
  [
    'node.platform.getBalance',
    {
      balance: '20000000000000000',
      unlocked: '10000000000000000',
      lockedStakeable: '10000000000000000',
      lockedNotStakeable: '0',
      balances: { FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z: '20000000000000000' },
      unlockeds: { FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z: 10_000_000_000_000_000 },
      lockedStakeables: {},
      lockedNotStakeables: {},
      utxoIDs: [{ txID: TX_ID, outputIndex: 1 }],
    },
  ],
  ['node.platform.getBlock', { block: '0x0000000000002000', encoding: 'hex' }],
  [
    'node.platform.getBlock',
    {
      block: {
        parentID: TX_ID,
        height: 1_234_567,
        time: 1_700_000_000,
        id: TX_ID,
        txs: [
          {
            unsignedTx: { networkID: 1, blockchainID: P_CHAIN, outputs: [], inputs: [], memo: '0x' },
            credentials: [{ signatures: [`0x${'ab'.repeat(65)}`] }],
            id: TX_ID,
          },
        ],
      },
      encoding: 'json',
    },
  ],
  [
    'node.platform.getBlockByHeight',
    { block: { parentID: TX_ID, height: '1234568', tx: { unsignedTx: {}, credentials: [] } }, encoding: 'json' },
  ],
  ['node.platform.getBlockByHeight', { block: { parentID: TX_ID, height: 1234569 }, encoding: 'json' }],
  [
    'node.platform.getBlockchains',
    {
      blockchains: [
        { id: X_CHAIN, name: 'X-Chain', subnetID: P_CHAIN, vmID: 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq' },
      ],
    },
  ],
  ['node.platform.getBlockchainStatus', { status: 'Validating' }],
  ['node.platform.getCurrentSupply', { supply: '447225385090329466' }],
  // A JSON number above 2^53, as a Go *big.Int would send it.
  ['node.platform.getCurrentSupply', JSON.parse('{"supply":365865167637779183,"height":100}')],
  ['node.platform.getCurrentValidators', { validators: [primaryValidator, l1Validator] }],
  [
    'node.platform.getCurrentValidators',
    {
      validators: [
        {
          txID: TX_ID,
          startTime: '1700000000',
          endTime: '1800000000',
          weight: '20',
          nodeID: NODE_ID,
          connected: false,
        },
      ],
    },
  ],
  ['node.evm.feeConfig', { feeConfig: feeConfig((v) => v), lastChangedAt: 0 }],
  ['node.evm.feeConfig', { feeConfig: feeConfig((v) => String(v)), lastChangedAt: '120' }],
  [
    'node.evm.getChainConfig',
    {
      chainId: 43214,
      feeConfig: feeConfig((v) => v),
      allowFeeRecipients: true,
      homesteadBlock: 0,
      eip150Block: 0,
      eip150Hash: '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0',
      eip155Block: 0,
      eip158Block: 0,
      byzantiumBlock: 0,
      constantinopleBlock: 0,
      petersburgBlock: 0,
      istanbulBlock: 0,
      muirGlacierBlock: 0,
      subnetEVMTimestamp: 0,
      contractDeployerAllowListConfig: { adminAddresses: [EVM_ADDRESS], blockTimestamp: 0 },
      contractNativeMinterConfig: { adminAddresses: [EVM_ADDRESS], blockTimestamp: 0 },
      feeManagerConfig: { adminAddresses: [EVM_ADDRESS], blockTimestamp: 0 },
      upgrades: {
        precompileUpgrades: [
          { feeManagerConfig: { adminAddresses: null, blockTimestamp: 1661541259, disable: true } },
          { feeManagerConfig: { adminAddresses: null, blockTimestamp: '1661541269' } },
        ],
      },
    },
  ],
  ['node.evm.getChainConfig', { chainId: 43114, homesteadBlock: 0, apricotPhase1BlockTimestamp: 0 }],
  [
    'node.evm.getActivePrecompilesAt',
    {
      contractDeployerAllowListConfig: { adminAddresses: [EVM_ADDRESS], blockTimestamp: 0 },
      warpConfig: { blockTimestamp: '1714158045', quorumNumerator: 0 },
    },
  ],
  [
    'node.evm.getActiveRulesAt',
    {
      ethRules: {
        ChainID: 99999,
        IsHomestead: true,
        IsEIP150: true,
        IsEIP155: true,
        IsEIP158: true,
        IsByzantium: true,
        IsConstantinople: true,
        IsPetersburg: true,
        IsIstanbul: true,
        IsCancun: true,
      },
      avalancheRules: { IsSubnetEVM: true, IsDurango: true, IsEtna: true, IsFortuna: false },
      precompiles: { feeManagerConfig: { timestamp: 0 }, warpConfig: { timestamp: '1714158045' } },
    },
  ],
  ['node.evm.chainId', '0xa86a'],
  ['node.evm.blockNumber', '0x2b1f4d3'],
  ['node.evm.getBlockByNumber', evmBlock([HASH])],
  ['node.evm.getBlockByNumber', evmBlock([evmTx])],
  ['node.evm.getBlockByNumber', null],
  ['node.evm.getTransactionByHash', evmTx],
  ['node.evm.getTransactionByHash', { ...evmTx, blockHash: null, blockNumber: null, transactionIndex: null }],
  ['node.evm.getTransactionByHash', null],
  ['node.evm.getTransactionReceipt', receipt],
  ['node.evm.getTransactionReceipt', null],
  ['node.evm.getBalance', '0x1bc16d674ec80000'],
  [
    'node.validators.getCurrentValidators',
    {
      validators: [
        {
          validationID: TX_ID,
          nodeID: NODE_ID,
          weight: 20,
          startTimestamp: 1732025492,
          isActive: true,
          isL1Validator: false,
          isConnected: true,
          uptimeSeconds: 36,
          uptimePercentage: 100,
        },
        {
          validationID: TX_ID,
          nodeID: NODE_ID,
          weight: '18446744073709551615',
          startTimestamp: '1732025492',
          isActive: false,
          isL1Validator: true,
          isConnected: false,
          uptimeSeconds: '0',
          uptimePercentage: '0.5',
        },
      ],
    },
  ],
  ['node.index.getContainerByID', container('12')],
  ['node.index.getContainerByIndex', container(12)],
  ['node.index.getContainerRange', { containers: [container('0'), container(1)] }],
  ['node.index.getContainerRange', [container('0')]],
  ['node.index.getContainerRange', null],
  ['node.index.getIndex', { index: '12' }],
  ['node.index.getIndex', { index: 12 }],
  ['node.index.getLastAccepted', container('99')],
  ['node.index.isAccepted', { isAccepted: false }],
  ['node.avm.getTx', { tx: '0x00000000000000000001ed5f38341e43', encoding: 'hex' }],
  [
    'node.avm.getTx',
    {
      tx: {
        unsignedTx: { networkID: 1, blockchainID: X_CHAIN, outputs: [], inputs: [], memo: '0x' },
        credentials: [
          { fxID: 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ', credential: { signatures: ['0xab'] } },
        ],
        id: TX_ID,
      },
      encoding: 'json',
    },
  ],
];

describe('node results: realistic samples', () => {
  for (const [name, sample] of SAMPLES) {
    it(`${name} accepts ${JSON.stringify(sample).slice(0, 80)}`, () => {
      expect(() => parsedResult(name, sample)).not.toThrow();
    });
  }

  it('has a sample for every channel', () => {
    expect(new Set(SAMPLES.map(([n]) => n)).size).toBe(Object.keys(nodeChannels).length);
  });

  it('normalises 64-bit integers to exact decimal strings and floats to numbers', () => {
    expect(parsedResult('node.info.getNetworkID', { networkID: 5 })).toEqual({ networkID: '5' });
    expect(parsedResult('node.platform.getCurrentSupply', { supply: '447225385090329466' })).toEqual({
      supply: '447225385090329466',
    });
    expect(
      parsedResult('node.info.uptime', { rewardingStakePercentage: '100.0000', weightedAveragePercentage: 99.5 }),
    ).toEqual({ rewardingStakePercentage: 100, weightedAveragePercentage: 99.5 });
    const validators = parsedResult('node.validators.getCurrentValidators', {
      validators: [{ ...VALIDATOR_BASE, weight: 20, uptimeSeconds: '36', uptimePercentage: '99.5' }],
    });
    expect(validators).toMatchObject({ validators: [{ weight: '20', uptimeSeconds: '36', uptimePercentage: 99.5 }] });
  });

  it('keeps unknown keys, including inside nested objects', () => {
    const peers = parsedResult('node.info.peers', {
      numPeers: 1,
      peers: [{ ...PEER_BASE, supportedACPs: [23], objectedACPs: [] }],
      extra: 'kept',
    });
    expect(peers).toMatchObject({ extra: 'kept', peers: [{ supportedACPs: [23], objectedACPs: [] }] });
    const rules = parsedResult('node.evm.getActiveRulesAt', {
      ethRules: { ...ETH_RULES, ChainID: 43114, IsPrague: false },
      avalancheRules: { IsGranite: true },
      precompiles: {},
    });
    expect(rules).toMatchObject({ ethRules: { ChainID: 43114, IsPrague: false }, avalancheRules: { IsGranite: true } });
    const block = parsedResult('node.evm.getBlockByNumber', { ...evmBlock([evmTx]), parentBeaconBlockRoot: HASH });
    expect(block).toMatchObject({ parentBeaconBlockRoot: HASH, transactions: [{ accessList: [], type: '0x2' }] });
    const validator = parsedResult('node.platform.getCurrentValidators', {
      validators: [{ ...l1Validator, futureField: { a: 1 } }],
    });
    expect(validator).toMatchObject({ validators: [{ futureField: { a: 1 } }] });
  });

  it('keeps unknown enum values as the raw string', () => {
    expect(parsedResult('node.platform.getBlockchainStatus', { status: 'Bootstrapping' })).toEqual({
      status: 'Bootstrapping',
    });
    expect(parsedResult('node.index.getLastAccepted', { ...container('1'), encoding: 'hexnc' })).toMatchObject({
      encoding: 'hexnc',
    });
    expect(parsedResult('node.avm.getTx', { tx: '0x00', encoding: 'base64' })).toMatchObject({ encoding: 'base64' });
  });

  it('returns hashes or full transactions according to fullTx', () => {
    const hashes = parsedResult('node.evm.getBlockByNumber', evmBlock([HASH, HASH2])) as { transactions: unknown[] };
    expect(hashes.transactions).toEqual([HASH, HASH2]);
    const full = parsedResult('node.evm.getBlockByNumber', evmBlock([evmTx])) as { transactions: unknown[] };
    expect(full.transactions[0]).toMatchObject({ hash: HASH, to: null });
  });

  it('turns every container-range form into one array', () => {
    expect(parsedResult('node.index.getContainerRange', null)).toEqual([]);
    expect(parsedResult('node.index.getContainerRange', { containers: null })).toEqual([]);
    const range = parsedResult('node.index.getContainerRange', { containers: [container(3)] });
    expect(range).toEqual([{ ...container('3') }]);
  });

  it('reads the upgrade schedule of a subnet-evm chain config', () => {
    const config = ChainConfig.parse({
      chainId: '43214',
      upgrades: {
        precompileUpgrades: [{ feeManagerConfig: { adminAddresses: null, blockTimestamp: 5, disable: true } }],
      },
    });
    expect(config.upgrades?.precompileUpgrades?.[0]?.feeManagerConfig).toEqual({
      adminAddresses: null,
      blockTimestamp: '5',
      disable: true,
    });
  });
});

function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy;
}

/** [channel, broken result, path the error must name, message pattern] */
const BROKEN: [NodeChannel, unknown, string, RegExp][] = [
  [
    'node.info.getNodeVersion',
    { version: 'v1', databaseVersion: 'v1', gitCommit: 'x', vmVersions: {} },
    'rpcProtocolVersion',
    /./,
  ],
  [
    'node.info.acps',
    { acps: { '23': { supportWeight: '0', supporters: [], objectWeight: '0', objectors: [] } } },
    'acps.23.abstainWeight',
    /is required/,
  ],
  ['node.info.isBootstrapped', { isBootstrapped: 'yes' }, 'isBootstrapped', /boolean/],
  ['node.info.getNetworkID', { networkID: '-1' }, 'networkID', /whole number/],
  ['node.info.getNodeID', { nodeID: NODE_ID }, 'nodePOP', /object/],
  ['node.info.peers', { numPeers: 1, peers: [without(PEER_BASE, 'nodeID')] }, 'peers.0.nodeID', /string/],
  ['node.info.peers', { peers: [] }, 'numPeers', /is required/],
  [
    'node.info.uptime',
    { rewardingStakePercentage: 'high', weightedAveragePercentage: 1 },
    'rewardingStakePercentage',
    /number/,
  ],
  ['node.info.upgrades', without(upgrades, 'durangoTime'), 'durangoTime', /string/],
  ['node.info.getTxFee', { createAssetTxFee: '1' }, 'txFee', /is required/],
  [
    'node.platform.getCurrentValidators',
    { validators: [without(primaryValidator, 'nodeID')] },
    'validators.0.nodeID',
    /string/,
  ],
  [
    'node.platform.getCurrentValidators',
    { validators: [without(l1Validator, 'weight')] },
    'validators.0.weight',
    /is required/,
  ],
  [
    'node.platform.getCurrentValidators',
    { validators: [{ ...primaryValidator, delegators: [without(primaryValidator.delegators[0]!, 'endTime')] }] },
    'validators.0.delegators.0.endTime',
    /is required/,
  ],
  [
    'node.platform.getCurrentValidators',
    { validators: [{ ...l1Validator, remainingBalanceOwner: { locktime: 0, addresses: [] } }] },
    'validators.0.remainingBalanceOwner.threshold',
    /is required/,
  ],
  ['node.platform.getBlockchainStatus', {}, 'status', /string/],
  ['node.platform.getBlock', { block: { height: 5 }, encoding: 'json' }, 'block.parentID', /string/],
  [
    'node.platform.getBlock',
    {
      block: { parentID: TX_ID, height: 5, txs: [{ unsignedTx: {}, credentials: [{ signatures: 'x' }] }] },
      encoding: 'json',
    },
    'block.txs.0.credentials.0.signatures',
    /array/,
  ],
  ['node.platform.getBlock', { block: 42, encoding: 'hex' }, 'block', /object/],
  [
    'node.platform.getBalance',
    { balances: {}, unlockeds: {}, lockedStakeables: {}, utxoIDs: [] },
    'lockedNotStakeables',
    /record|object/,
  ],
  [
    'node.platform.getBlockchains',
    { blockchains: [{ id: X_CHAIN, name: 'X', subnetID: P_CHAIN }] },
    'blockchains.0.vmID',
    /string/,
  ],
  ['node.platform.getCurrentSupply', { supply: 'lots' }, 'supply', /whole number/],
  [
    'node.evm.feeConfig',
    {
      feeConfig: without(
        feeConfig((v) => v),
        'minBaseFee',
      ),
      lastChangedAt: 0,
    },
    'feeConfig.minBaseFee',
    /is required/,
  ],
  ['node.evm.getChainConfig', { homesteadBlock: 0 }, 'chainId', /is required/],
  [
    'node.evm.getChainConfig',
    { chainId: 1, upgrades: { precompileUpgrades: [{ feeManagerConfig: { adminAddresses: null } }] } },
    'upgrades.precompileUpgrades.0.feeManagerConfig.blockTimestamp',
    /is required/,
  ],
  [
    'node.evm.getActivePrecompilesAt',
    { feeManagerConfig: { adminAddresses: [] } },
    'feeManagerConfig.blockTimestamp',
    /is required/,
  ],
  [
    'node.evm.getActiveRulesAt',
    { ethRules: without(ETH_RULES, 'IsIstanbul'), avalancheRules: {}, precompiles: {} },
    'ethRules.IsIstanbul',
    /boolean/,
  ],
  [
    'node.evm.getActiveRulesAt',
    { ethRules: ETH_RULES, avalancheRules: {}, precompiles: { warpConfig: {} } },
    'precompiles.warpConfig.timestamp',
    /is required/,
  ],
  ['node.evm.chainId', 43114, '', /hex quantity/],
  ['node.evm.getBlockByNumber', without(evmBlock([]), 'parentHash'), 'parentHash', /is required/],
  ['node.evm.getBlockByNumber', evmBlock([without(evmTx, 'from')]), 'transactions.0.from', /is required/],
  ['node.evm.getBlockByNumber', evmBlock(['0x1234']), 'transactions.0', /32-byte hash/],
  ['node.evm.getTransactionByHash', { ...evmTx, value: 10 }, 'value', /hex quantity/],
  [
    'node.evm.getTransactionReceipt',
    { ...receipt, logs: [{ address: `0x${'02'.repeat(20)}`, data: '0x' }] },
    'logs.0.topics',
    /array/,
  ],
  [
    'node.validators.getCurrentValidators',
    { validators: [without(VALIDATOR_BASE, 'isL1Validator')] },
    'validators.0.isL1Validator',
    /boolean/,
  ],
  ['node.index.getContainerByID', without(container('1'), 'bytes'), 'bytes', /string/],
  ['node.index.getContainerByIndex', without(container('1'), 'index'), 'index', /is required/],
  ['node.index.getContainerRange', { containers: [container('0'), without(container('1'), 'id')] }, '1.id', /string/],
  ['node.index.getIndex', {}, 'index', /is required/],
  ['node.index.isAccepted', {}, 'isAccepted', /boolean/],
  [
    'node.avm.getTx',
    { tx: { unsignedTx: {}, credentials: [{ fxID: 'x' }] }, encoding: 'json' },
    'tx.credentials.0.credential',
    /object/,
  ],
  ['node.avm.getTx', { encoding: 'hex' }, 'tx', /object/],
];

describe('node results: a missing required field or wrong type fails naming its path', () => {
  for (const [name, value, path, message] of BROKEN) {
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

interface RecordedCall {
  path: string;
  method: string;
  params: unknown;
}

async function callOf(name: NodeChannel, input: unknown): Promise<RecordedCall> {
  const calls: RecordedCall[] = [];
  const node = {
    call: async (path: string, method: string, params?: unknown) => {
      calls.push({ path, method, params: JSON.parse(JSON.stringify(params ?? null)) });
      return null;
    },
  };
  const ctx = { node } as unknown as HandlerContext;
  const handler = nodeHandlers[name] as (params: unknown, ctx: HandlerContext) => Promise<unknown>;
  await handler(parsedParams(name, input), ctx);
  expect(calls).toHaveLength(1);
  return calls[0] as RecordedCall;
}

/** [channel, params, expected call as it goes on the wire] */
const WIRE: [NodeChannel, unknown, RecordedCall][] = [
  ['node.info.acps', undefined, { path: '/ext/info', method: 'info.acps', params: {} }],
  [
    'node.info.isBootstrapped',
    { chain: ' X ' },
    { path: '/ext/info', method: 'info.isBootstrapped', params: { chain: 'X' } },
  ],
  [
    'node.info.getBlockchainID',
    { alias: 'C' },
    { path: '/ext/info', method: 'info.getBlockchainID', params: { alias: 'C' } },
  ],
  ['node.info.getNetworkID', {}, { path: '/ext/info', method: 'info.getNetworkID', params: {} }],
  ['node.info.getNetworkName', {}, { path: '/ext/info', method: 'info.getNetworkName', params: {} }],
  ['node.info.getNodeID', {}, { path: '/ext/info', method: 'info.getNodeID', params: {} }],
  ['node.info.getNodeIP', {}, { path: '/ext/info', method: 'info.getNodeIP', params: {} }],
  ['node.info.getNodeVersion', {}, { path: '/ext/info', method: 'info.getNodeVersion', params: {} }],
  ['node.info.getTxFee', {}, { path: '/ext/info', method: 'info.getTxFee', params: {} }],
  ['node.info.getVMs', {}, { path: '/ext/info', method: 'info.getVMs', params: {} }],
  [
    'node.info.peers',
    { nodeIDs: [NODE_ID] },
    { path: '/ext/info', method: 'info.peers', params: { nodeIDs: [NODE_ID] } },
  ],
  ['node.info.peers', undefined, { path: '/ext/info', method: 'info.peers', params: {} }],
  [
    'node.info.uptime',
    { subnetID: P_CHAIN },
    { path: '/ext/info', method: 'info.uptime', params: { subnetID: P_CHAIN } },
  ],
  ['node.info.upgrades', {}, { path: '/ext/info', method: 'info.upgrades', params: {} }],
  [
    'node.platform.getBalance',
    { addresses: [P_ADDRESS] },
    { path: '/ext/bc/P', method: 'platform.getBalance', params: { addresses: [P_ADDRESS] } },
  ],
  [
    'node.platform.getBlock',
    { blockID: TX_ID, encoding: 'json' },
    { path: '/ext/bc/P', method: 'platform.getBlock', params: { blockID: TX_ID, encoding: 'json' } },
  ],
  [
    'node.platform.getBlockByHeight',
    { height: '42' },
    { path: '/ext/bc/P', method: 'platform.getBlockByHeight', params: { height: 42 } },
  ],
  ['node.platform.getBlockchains', {}, { path: '/ext/bc/P', method: 'platform.getBlockchains', params: {} }],
  [
    'node.platform.getBlockchainStatus',
    { blockchainID: C_CHAIN },
    { path: '/ext/bc/P', method: 'platform.getBlockchainStatus', params: { blockchainID: C_CHAIN } },
  ],
  [
    'node.platform.getCurrentSupply',
    { subnetID: P_CHAIN },
    { path: '/ext/bc/P', method: 'platform.getCurrentSupply', params: { subnetID: P_CHAIN } },
  ],
  [
    'node.platform.getCurrentValidators',
    { nodeIDs: [NODE_ID] },
    { path: '/ext/bc/P', method: 'platform.getCurrentValidators', params: { nodeIDs: [NODE_ID] } },
  ],
  ['node.evm.feeConfig', { blockchainId: 'C' }, { path: '/ext/bc/C/rpc', method: 'eth_feeConfig', params: [] }],
  [
    'node.evm.feeConfig',
    { blockchainId: C_CHAIN, block: 4096 },
    { path: `/ext/bc/${C_CHAIN}/rpc`, method: 'eth_feeConfig', params: ['0x1000'] },
  ],
  [
    'node.evm.feeConfig',
    { blockchainId: 'C', block: HASH },
    { path: '/ext/bc/C/rpc', method: 'eth_feeConfig', params: [HASH] },
  ],
  [
    'node.evm.getChainConfig',
    { blockchainId: 'C' },
    { path: '/ext/bc/C/rpc', method: 'eth_getChainConfig', params: [] },
  ],
  [
    'node.evm.getActivePrecompilesAt',
    { blockchainId: 'C', timestamp: '1700000000' },
    { path: '/ext/bc/C/rpc', method: 'eth_getActivePrecompilesAt', params: [1_700_000_000] },
  ],
  [
    'node.evm.getActiveRulesAt',
    { blockchainId: 'C' },
    { path: '/ext/bc/C/rpc', method: 'eth_getActiveRulesAt', params: [] },
  ],
  ['node.evm.chainId', { blockchainId: 'C' }, { path: '/ext/bc/C/rpc', method: 'eth_chainId', params: [] }],
  ['node.evm.blockNumber', { blockchainId: 'C' }, { path: '/ext/bc/C/rpc', method: 'eth_blockNumber', params: [] }],
  [
    'node.evm.getBlockByNumber',
    { blockchainId: 'C', block: 255, fullTx: true },
    { path: '/ext/bc/C/rpc', method: 'eth_getBlockByNumber', params: ['0xff', true] },
  ],
  [
    'node.evm.getBlockByNumber',
    { blockchainId: 'C', block: '0' },
    { path: '/ext/bc/C/rpc', method: 'eth_getBlockByNumber', params: ['0x0', false] },
  ],
  [
    'node.evm.getTransactionByHash',
    { blockchainId: 'C', hash: HASH },
    { path: '/ext/bc/C/rpc', method: 'eth_getTransactionByHash', params: [HASH] },
  ],
  [
    'node.evm.getTransactionReceipt',
    { blockchainId: 'C', hash: HASH },
    { path: '/ext/bc/C/rpc', method: 'eth_getTransactionReceipt', params: [HASH] },
  ],
  [
    'node.evm.getBalance',
    { blockchainId: 'C', address: EVM_ADDRESS },
    { path: '/ext/bc/C/rpc', method: 'eth_getBalance', params: [EVM_ADDRESS, 'latest'] },
  ],
  [
    'node.validators.getCurrentValidators',
    { blockchainId: C_CHAIN, nodeIDs: [NODE_ID] },
    {
      path: `/ext/bc/${C_CHAIN}/validators`,
      method: 'validators.getCurrentValidators',
      params: { nodeIDs: [NODE_ID] },
    },
  ],
  [
    'node.index.getContainerByID',
    { index: 'C/block', id: TX_ID },
    { path: '/ext/index/C/block', method: 'index.getContainerByID', params: { id: TX_ID, encoding: 'hex' } },
  ],
  [
    'node.index.getContainerByIndex',
    { index: 'P/block', containerIndex: '5' },
    { path: '/ext/index/P/block', method: 'index.getContainerByIndex', params: { index: 5, encoding: 'hex' } },
  ],
  [
    'node.index.getContainerRange',
    { index: 'X/tx', startIndex: '10', numToFetch: 100 },
    {
      path: '/ext/index/X/tx',
      method: 'index.getContainerRange',
      params: { startIndex: 10, numToFetch: 100, encoding: 'hex' },
    },
  ],
  [
    'node.index.getIndex',
    { index: 'X/block', id: TX_ID },
    { path: '/ext/index/X/block', method: 'index.getIndex', params: { id: TX_ID, encoding: 'hex' } },
  ],
  [
    'node.index.getLastAccepted',
    { index: 'X/vtx' },
    { path: '/ext/index/X/vtx', method: 'index.getLastAccepted', params: { encoding: 'hex' } },
  ],
  [
    'node.index.isAccepted',
    { index: 'C/block', id: TX_ID },
    { path: '/ext/index/C/block', method: 'index.isAccepted', params: { id: TX_ID, encoding: 'hex' } },
  ],
  [
    'node.avm.getTx',
    { txID: TX_ID, encoding: 'json' },
    { path: '/ext/bc/X', method: 'avm.getTx', params: { txID: TX_ID, encoding: 'json' } },
  ],
];

describe('node handlers: params shaped as the node expects', () => {
  for (const [name, input, expected] of WIRE) {
    it(`${name} ${JSON.stringify(input)} → ${expected.method}`, async () => {
      expect(await callOf(name, input)).toEqual(expected);
    });
  }

  it('covers every handler', () => {
    expect(new Set(WIRE.map(([n]) => n)).size).toBe(Object.keys(nodeHandlers).length);
  });
});
