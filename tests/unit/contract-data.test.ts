import * as sdk from '@avalanche-sdk/chainkit/models/components';
import { dataHandlers } from '@main/handlers/data';
import type { HandlerContext } from '@main/ipc/types';
import { DataApiClient } from '@main/services/data-api-client';
import {
  CURRENCIES,
  DAY_ONLY_METRICS,
  METRIC_NAMES,
  PAGE_LIMITS,
  pageLimit,
  timeIntervalsFor,
} from '@shared/contract/data/common';
import { dataChannels } from '@shared/contract/data/index';
import { X_CHAIN_IDS } from '@shared/contract/data/primary';
import { cb58Encode, formatAvaxAddress, nodeIdFromBytes, toChecksumAddress } from '@shared/ids';
import { ErrorBody } from '@shared/models/data/errors';
import { zodIssueToAppError } from '@shared/schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { z as z3 } from 'zod/v3';
import { conformanceProblems } from '../conformance/strict';

type DataChannel = keyof typeof dataChannels;

// ---------- ids built with the project's own encoders, so every one of them is valid ----------
const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);
const ADDRESS = toChecksumAddress(`0x${'ab12'.repeat(10)}`);
const OTHER_ADDRESS = toChecksumAddress(`0x${'c0de'.repeat(10)}`);
/** ADDRESS with the case of its first letter flipped: right length, wrong EIP-55 checksum. */
const BAD_CHECKSUM = (() => {
  const index = ADDRESS.slice(2).search(/[a-fA-F]/) + 2;
  const c = ADDRESS[index] as string;
  const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
  return ADDRESS.slice(0, index) + flipped + ADDRESS.slice(index + 1);
})();
const TX_HASH = `0x${'5a'.repeat(32)}`;
const CB58_ID = cb58Encode(bytes(32, 7));
const NODE_ID = nodeIdFromBytes(bytes(20, 9));
const P_AVAX = formatAvaxAddress('avax', bytes(20, 3), 'P');
const X_AVAX = formatAvaxAddress('avax', bytes(20, 4), 'X');
const P_FUJI = formatAvaxAddress('fuji', bytes(20, 3), 'P');
const C_AVAX = formatAvaxAddress('avax', bytes(20, 3), 'C');

// ---------- helpers ----------
function parseParams(channel: DataChannel, params: unknown) {
  return (dataChannels[channel].params as z.ZodType).safeParse(params);
}

/** The one error the router would report for refused params. */
function refusal(channel: DataChannel, params: unknown) {
  const result = parseParams(channel, params);
  if (result.success) throw new Error(`${channel} accepted ${JSON.stringify(params)}`);
  return zodIssueToAppError(result.error, 'validation');
}

function expectRefused(channel: DataChannel, params: unknown, field: string, message: string | RegExp) {
  const error = refusal(channel, params);
  expect(error.kind).toBe('validation');
  expect(error.field).toBe(field);
  expect(error.message.startsWith(`${field}: `)).toBe(true);
  if (typeof message === 'string') expect(error.message).toBe(`${field}: ${message}`);
  else expect(error.message).toMatch(message);
}

function expectAccepted(channel: DataChannel, params: unknown) {
  const result = parseParams(channel, params);
  if (!result.success) throw new Error(`${channel} refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

// ---------- one valid example per channel ----------
const VALID: Record<DataChannel, unknown> = {
  'data.aggregateSignatures': { network: 'fuji', message: `0x${'00ff'.repeat(8)}`, quorumPercentage: 67 },
  'data.getAggregatedSignatures': { network: 'mainnet', txHash: CB58_ID },
  'data.exportTransactions': {
    type: 'TRANSACTION_EXPORT_EVM',
    firstDate: '2023-05-01',
    lastDate: '2023-05-02',
    options: { addresses: [ADDRESS], includeChains: ['43114'] },
  },
  'data.getOperation': { operationId: 'op-123' },
  'data.getDeploymentTransaction': { chainId: '43114', address: ADDRESS, currency: 'eur' },
  'data.getTransaction': { chainId: '43114', txHash: TX_HASH },
  'data.listLatestTransactions': { chainId: '43114', status: 'success', pageSize: 10 },
  'data.listLatestBlocks': { chainId: '43114', pageSize: 10, pageToken: 'next' },
  'data.getNativeBalance': { chainId: '43114', address: ADDRESS, blockNumber: '100', currency: 'usd' },
  'data.listErc20Balances': {
    chainId: '43114',
    address: ADDRESS,
    filterSpamTokens: false,
    contractAddresses: [ADDRESS, OTHER_ADDRESS],
    currency: 'jpy',
    pageSize: 500,
  },
  'data.listErc721Balances': { chainId: '43114', address: ADDRESS, contractAddress: OTHER_ADDRESS },
  'data.listCollectibleBalances': { chainId: '43114', address: ADDRESS, pageSize: 25 },
  'data.listErc20Transfers': { chainId: '43114', address: ADDRESS, startBlock: 0, endBlock: 100 },
  'data.listNativeTransactions': { chainId: '43114', address: ADDRESS, startBlock: 5 },
  'data.listNftCollectionTokens': { chainId: '43114', address: ADDRESS, pageSize: 100 },
  'data.listSubnets': { network: 'mainnet', pageSize: 10000, sortOrder: 'desc' },
  'data.listPendingRewards': { network: 'mainnet', addresses: [P_AVAX, X_AVAX], sortOrder: 'asc' },
  'data.listVerticesByHeight': { network: 'fuji', blockchainId: 'x-chain', vertexHeight: 0 },
  'data.getMetrics': { chainId: '43114', metric: 'txCount', timeInterval: 'hour', startTimestamp: 0, endTimestamp: 10 },
  'data.listChains': { network: 'testnet', feature: 'nftIndexing' },
};

const EXPECTED_CHANNELS = [
  'data.aggregateSignatures',
  'data.getAggregatedSignatures',
  'data.exportTransactions',
  'data.getOperation',
  'data.getDeploymentTransaction',
  'data.getTransaction',
  'data.listLatestTransactions',
  'data.listLatestBlocks',
  'data.getNativeBalance',
  'data.listErc20Balances',
  'data.listErc721Balances',
  'data.listCollectibleBalances',
  'data.listErc20Transfers',
  'data.listNativeTransactions',
  'data.listNftCollectionTokens',
  'data.listSubnets',
  'data.listPendingRewards',
  'data.listVerticesByHeight',
  'data.getMetrics',
  'data.listChains',
];

describe('data channels: the map', () => {
  it('has exactly one channel per endpoint of the spec', () => {
    expect(Object.keys(dataChannels).sort()).toEqual([...EXPECTED_CHANNELS].sort());
  });

  it('gives each channel the cache class of its data', () => {
    const cache = Object.fromEntries(Object.entries(dataChannels).map(([name, spec]) => [name, spec.cache]));
    expect(cache).toEqual({
      'data.aggregateSignatures': 'none',
      'data.getAggregatedSignatures': 'none',
      'data.exportTransactions': 'none',
      'data.getOperation': 'none',
      'data.getDeploymentTransaction': 'immutable',
      'data.getTransaction': 'immutable',
      'data.listLatestTransactions': 'none',
      'data.listLatestBlocks': 'none',
      'data.getNativeBalance': 'balance',
      'data.listErc20Balances': 'balance',
      'data.listErc721Balances': 'balance',
      'data.listCollectibleBalances': 'balance',
      'data.listErc20Transfers': 'balance',
      'data.listNativeTransactions': 'balance',
      'data.listNftCollectionTokens': 'balance',
      'data.listSubnets': 'network',
      'data.listPendingRewards': 'network',
      'data.listVerticesByHeight': 'network',
      'data.getMetrics': 'metrics',
      'data.listChains': 'network',
    });
  });

  it.each(EXPECTED_CHANNELS as DataChannel[])('%s accepts a valid example unchanged', (channel) => {
    expect(expectAccepted(channel, VALID[channel])).toEqual(VALID[channel]);
  });

  it.each(EXPECTED_CHANNELS.filter((c) => c !== 'data.listChains') as DataChannel[])(
    '%s refuses unknown keys (params are strict)',
    (channel) => {
      const error = refusal(channel, { ...(VALID[channel] as object), bogus: 1 });
      expect(error.message).toMatch(/bogus/);
    },
  );
});

// ---------- pageSize: the Limits table ----------
/** Copied from the spec's Limits table (not from the code under test). */
const SPEC_LIMITS: Record<string, { default: number; min: number; max: number; base: Record<string, unknown> }> = {
  'data.getMetrics': { default: 100, min: 1, max: 2160, base: { chainId: '43114', metric: 'txCount' } },
  'data.listSubnets': { default: 100, min: 1, max: 10000, base: { network: 'mainnet' } },
  'data.listErc20Balances': { default: 10, min: 1, max: 500, base: { chainId: '1', address: ADDRESS } },
  'data.listErc721Balances': { default: 10, min: 1, max: 500, base: { chainId: '1', address: ADDRESS } },
  'data.listCollectibleBalances': { default: 10, min: 1, max: 500, base: { chainId: '1', address: ADDRESS } },
  'data.listErc20Transfers': { default: 10, min: 1, max: 100, base: { chainId: '1', address: ADDRESS } },
  'data.listNativeTransactions': { default: 10, min: 1, max: 100, base: { chainId: '1', address: ADDRESS } },
  'data.listLatestTransactions': { default: 10, min: 1, max: 100, base: { chainId: '1' } },
  'data.listLatestBlocks': { default: 10, min: 1, max: 100, base: { chainId: '1' } },
  'data.listPendingRewards': { default: 10, min: 1, max: 100, base: { network: 'mainnet', nodeIds: [NODE_ID] } },
  'data.listVerticesByHeight': {
    default: 10,
    min: 1,
    max: 100,
    base: { network: 'mainnet', blockchainId: 'x-chain', vertexHeight: 1 },
  },
  'data.listNftCollectionTokens': { default: 10, min: 1, max: 100, base: { chainId: '1', address: ADDRESS } },
};

describe('pageSize bounds per endpoint', () => {
  it('PAGE_LIMITS is the spec table and pageLimit() reads it', () => {
    const table = Object.fromEntries(
      Object.entries(SPEC_LIMITS).map(([name, l]) => [name, { default: l.default, min: l.min, max: l.max }]),
    );
    expect(PAGE_LIMITS).toEqual(table);
    expect(pageLimit('data.listSubnets')).toEqual({ default: 100, min: 1, max: 10000 });
    expect(pageLimit('data.getTransaction')).toBeUndefined();
    expect(pageLimit('toString')).toBeUndefined();
  });

  it.each(Object.keys(SPEC_LIMITS))('%s: min-1 / min / max / max+1 / fractions', (name) => {
    const channel = name as DataChannel;
    const { min, max, base } = SPEC_LIMITS[name] as (typeof SPEC_LIMITS)[string];
    expectRefused(channel, { ...base, pageSize: min - 1 }, 'pageSize', `must be at least ${min}`);
    expect(expectAccepted(channel, { ...base, pageSize: min })).toMatchObject({ pageSize: min });
    expect(expectAccepted(channel, { ...base, pageSize: max })).toMatchObject({ pageSize: max });
    expectRefused(channel, { ...base, pageSize: max + 1 }, 'pageSize', `must be at most ${max}`);
    expectRefused(channel, { ...base, pageSize: 2.5 }, 'pageSize', 'must be a whole number');
    expectRefused(channel, { ...base, pageSize: '10' }, 'pageSize', 'must be a whole number');
    expectRefused(channel, { ...base, pageToken: '' }, 'pageToken', 'must not be empty');
    expect(expectAccepted(channel, base)).toEqual(base);
  });

  it('channels that are not paged take no pageSize', () => {
    expect(refusal('data.getTransaction', { chainId: '1', txHash: TX_HASH, pageSize: 5 }).message).toMatch(/pageSize/);
  });
});

// ---------- shared query rules ----------
describe('network, currency, sortOrder, chainId, addresses, hashes', () => {
  const networkChannels: [DataChannel, Record<string, unknown>][] = [
    ['data.aggregateSignatures', { message: '00' }],
    ['data.getAggregatedSignatures', { txHash: CB58_ID }],
    ['data.listSubnets', {}],
    ['data.listPendingRewards', { nodeIds: [NODE_ID] }],
    ['data.listVerticesByHeight', { blockchainId: 'x-chain', vertexHeight: 1 }],
    ['data.listChains', {}],
  ];
  it.each(networkChannels)('%s: network must be mainnet, fuji or testnet', (channel, rest) => {
    for (const network of ['mainnet', 'fuji', 'testnet']) expectAccepted(channel, { ...rest, network });
    for (const network of ['Mainnet', 'local', 'devnet']) {
      expectRefused(channel, { ...rest, network }, 'network', 'must be mainnet, fuji or testnet (fuji = testnet)');
    }
  });

  it('network is required where it is a path segment', () => {
    expectRefused('data.listSubnets', {}, 'network', 'must be mainnet, fuji or testnet (fuji = testnet)');
  });

  const currencyChannels: [DataChannel, Record<string, unknown>][] = [
    ['data.getNativeBalance', { chainId: '1', address: ADDRESS }],
    ['data.listErc20Balances', { chainId: '1', address: ADDRESS }],
    ['data.getDeploymentTransaction', { chainId: '1', address: ADDRESS }],
  ];
  it.each(currencyChannels)('%s: currency is one of the 14 codes', (channel, rest) => {
    expect(CURRENCIES).toEqual([
      'usd',
      'eur',
      'aud',
      'cad',
      'chf',
      'clp',
      'cny',
      'czk',
      'dkk',
      'gbp',
      'hkd',
      'huf',
      'jpy',
      'nzd',
    ]);
    for (const currency of CURRENCIES) expectAccepted(channel, { ...rest, currency });
    for (const currency of ['USD', 'btc', '']) {
      expectRefused(channel, { ...rest, currency }, 'currency', /^currency: must be one of usd, eur, .*nzd$/);
    }
  });

  const sortChannels: [DataChannel, Record<string, unknown>][] = [
    ['data.listSubnets', { network: 'fuji' }],
    ['data.listPendingRewards', { network: 'fuji', nodeIds: [NODE_ID] }],
    ['data.listVerticesByHeight', { network: 'fuji', blockchainId: X_CHAIN_IDS.fuji, vertexHeight: 3 }],
  ];
  it.each(sortChannels)('%s: sortOrder is asc or desc', (channel, rest) => {
    expectAccepted(channel, { ...rest, sortOrder: 'asc' });
    expectAccepted(channel, { ...rest, sortOrder: 'desc' });
    expectRefused(channel, { ...rest, sortOrder: 'up' }, 'sortOrder', 'must be asc or desc');
  });

  it('chainId must be digits or a cb58 blockchain id', () => {
    expectAccepted('data.listLatestBlocks', { chainId: CB58_ID });
    for (const chainId of ['', 'c-chain', '0x1', '43114/../x']) {
      expectRefused('data.listLatestBlocks', { chainId }, 'chainId', /EVM chain id \(digits\) or a cb58 blockchain id/);
    }
  });

  it('EVM addresses are checksum-aware', () => {
    expectAccepted('data.getNativeBalance', { chainId: '1', address: ADDRESS.toLowerCase() });
    expectAccepted('data.getNativeBalance', { chainId: '1', address: `0x${ADDRESS.slice(2).toUpperCase()}` });
    expectRefused('data.getNativeBalance', { chainId: '1', address: BAD_CHECKSUM }, 'address', /checksum/);
    expectRefused('data.getNativeBalance', { chainId: '1', address: '0x1234' }, 'address', /40 hex characters/);
    expectRefused('data.getNativeBalance', { chainId: '1', address: 'pizza' }, 'address', /40 hex characters/);
    expectRefused(
      'data.getNativeBalance',
      { chainId: '1', address: ADDRESS, blockNumber: 'latest' },
      'blockNumber',
      /block number/,
    );
  });

  it('txHash is 0x + 64 hex', () => {
    expectRefused('data.getTransaction', { chainId: '1', txHash: TX_HASH.slice(0, -1) }, 'txHash', /64 hex/);
    expectRefused('data.getTransaction', { chainId: '1', txHash: CB58_ID }, 'txHash', /64 hex/);
    expectRefused('data.getTransaction', { chainId: '1' }, 'txHash', /expected string/);
  });

  it('latest transactions: status is failed or success', () => {
    expectAccepted('data.listLatestTransactions', { chainId: '1', status: 'failed' });
    expectRefused(
      'data.listLatestTransactions',
      { chainId: '1', status: 'pending' },
      'status',
      'must be failed or success',
    );
  });

  it('NFT endpoints validate contractAddress / collection address', () => {
    expectRefused(
      'data.listErc721Balances',
      { chainId: '1', address: ADDRESS, contractAddress: BAD_CHECKSUM },
      'contractAddress',
      /checksum/,
    );
    expectRefused(
      'data.listCollectibleBalances',
      { chainId: '1', address: ADDRESS, contractAddress: 'x' },
      'contractAddress',
      /40 hex/,
    );
    expectRefused('data.listNftCollectionTokens', { chainId: '1', address: '0x' }, 'address', /40 hex/);
  });
});

describe('ERC-20 balances', () => {
  const base = { chainId: '43114', address: ADDRESS };
  it('filterSpamTokens is a boolean', () => {
    expectAccepted('data.listErc20Balances', { ...base, filterSpamTokens: true });
    expectRefused(
      'data.listErc20Balances',
      { ...base, filterSpamTokens: 'yes' },
      'filterSpamTokens',
      'must be true or false',
    );
  });

  it('contractAddresses is a non-empty list of EVM addresses', () => {
    expectRefused(
      'data.listErc20Balances',
      { ...base, contractAddresses: [] },
      'contractAddresses',
      'must list at least one contract address (or be left out)',
    );
    expectRefused(
      'data.listErc20Balances',
      { ...base, contractAddresses: [ADDRESS, BAD_CHECKSUM] },
      'contractAddresses.1',
      /checksum/,
    );
    expectRefused(
      'data.listErc20Balances',
      { ...base, contractAddresses: ADDRESS },
      'contractAddresses',
      'must be a list of contract addresses',
    );
  });
});

describe('address history: block ranges', () => {
  const channels: DataChannel[] = ['data.listErc20Transfers', 'data.listNativeTransactions'];
  const base = { chainId: '43114', address: ADDRESS };
  it.each(channels)('%s: startBlock < endBlock, both whole numbers ≥ 0, either end open', (channel) => {
    expectAccepted(channel, { ...base, startBlock: 10, endBlock: 11 });
    expectAccepted(channel, { ...base, startBlock: 10 });
    expectAccepted(channel, { ...base, endBlock: 0 });
    expectRefused(
      channel,
      { ...base, startBlock: 10, endBlock: 10 },
      'endBlock',
      'must be above the start block (the end block itself is not included)',
    );
    expectRefused(channel, { ...base, startBlock: 11, endBlock: 10 }, 'endBlock', /above the start block/);
    expectRefused(channel, { ...base, startBlock: -1 }, 'startBlock', 'must be 0 or more');
    expectRefused(channel, { ...base, endBlock: 1.5 }, 'endBlock', 'must be a whole number');
    expectRefused(channel, { ...base, startBlock: '5' }, 'startBlock', 'must be a whole number');
  });
});

describe('signature aggregation', () => {
  const base = { network: 'mainnet', message: 'abcd' };
  it('needs a message or a justification, as hex with an optional 0x', () => {
    expectAccepted('data.aggregateSignatures', { network: 'mainnet', justification: '0xabcd' });
    expectAccepted('data.aggregateSignatures', { network: 'mainnet', message: 'ABCD', justification: '00' });
    expectRefused(
      'data.aggregateSignatures',
      { network: 'mainnet' },
      'message',
      'message or justification is required',
    );
    expectRefused('data.aggregateSignatures', { network: 'mainnet', message: 'xyz' }, 'message', /must be hex/);
    expectRefused('data.aggregateSignatures', { network: 'mainnet', message: '0xabc' }, 'message', /whole bytes/);
    expectRefused(
      'data.aggregateSignatures',
      { network: 'mainnet', justification: '0x' },
      'justification',
      /must be hex/,
    );
  });

  it('quorumPercentage and quorumPercentageBuffer are whole numbers 0–100', () => {
    for (const field of ['quorumPercentage', 'quorumPercentageBuffer']) {
      expectAccepted('data.aggregateSignatures', { ...base, quorumPercentage: 0, [field]: 0 });
      expectRefused('data.aggregateSignatures', { ...base, [field]: -1 }, field, 'must be at least 0');
      expectRefused('data.aggregateSignatures', { ...base, [field]: 101 }, field, 'must be at most 100');
      expectRefused(
        'data.aggregateSignatures',
        { ...base, [field]: 50.5 },
        field,
        'must be a whole number from 0 to 100',
      );
    }
    expectAccepted('data.aggregateSignatures', { ...base, quorumPercentage: 100 });
  });

  it('quorumPercentage + quorumPercentageBuffer ≤ 100, reported on the buffer (default quorum 67 counts)', () => {
    expectAccepted('data.aggregateSignatures', { ...base, quorumPercentage: 60, quorumPercentageBuffer: 40 });
    expectRefused(
      'data.aggregateSignatures',
      { ...base, quorumPercentage: 60, quorumPercentageBuffer: 41 },
      'quorumPercentageBuffer',
      'quorumPercentage + quorumPercentageBuffer must be at most 100 (60 + 41 = 101)',
    );
    expectAccepted('data.aggregateSignatures', { ...base, quorumPercentageBuffer: 33 });
    expectRefused(
      'data.aggregateSignatures',
      { ...base, quorumPercentageBuffer: 34 },
      'quorumPercentageBuffer',
      /67 \+ 34 = 101/,
    );
  });

  it('signingSubnetId is hex or cb58; pChainHeight a whole number ≥ 0', () => {
    expectAccepted('data.aggregateSignatures', { ...base, signingSubnetId: CB58_ID, pChainHeight: 0 });
    expectAccepted('data.aggregateSignatures', { ...base, signingSubnetId: `0x${'ab'.repeat(32)}`, pChainHeight: 12 });
    expectAccepted('data.aggregateSignatures', { ...base, signingSubnetId: 'cd'.repeat(32) });
    expectRefused(
      'data.aggregateSignatures',
      { ...base, signingSubnetId: 'subnet' },
      'signingSubnetId',
      /cb58, or 32 bytes of hex/,
    );
    expectRefused(
      'data.aggregateSignatures',
      { ...base, signingSubnetId: `0x${'ab'.repeat(31)}` },
      'signingSubnetId',
      /cb58/,
    );
    expectRefused('data.aggregateSignatures', { ...base, pChainHeight: -1 }, 'pChainHeight', 'must be 0 or more');
    expectRefused('data.aggregateSignatures', { ...base, pChainHeight: 1.5 }, 'pChainHeight', 'must be a whole number');
  });

  it('aggregated signatures by tx: the hash is a primary-network (cb58) tx id', () => {
    expectRefused('data.getAggregatedSignatures', { network: 'fuji', txHash: TX_HASH }, 'txHash', /cb58/);
  });
});

describe('transaction export', () => {
  const base = VALID['data.exportTransactions'] as Record<string, unknown>;
  const options = { addresses: [ADDRESS], includeChains: ['43114'] };
  it('type is only TRANSACTION_EXPORT_EVM', () => {
    expectRefused(
      'data.exportTransactions',
      { ...base, type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK' },
      'type',
      'must be TRANSACTION_EXPORT_EVM',
    );
    expectRefused('data.exportTransactions', { options }, 'type', 'must be TRANSACTION_EXPORT_EVM');
  });

  it('dates are YYYY-MM-DD, real, and in order (deprecated startDate/endDate too)', () => {
    expectAccepted('data.exportTransactions', { type: 'TRANSACTION_EXPORT_EVM', options });
    expectAccepted('data.exportTransactions', { ...base, firstDate: '2024-02-29', lastDate: '2024-02-29' });
    expectAccepted('data.exportTransactions', {
      type: 'TRANSACTION_EXPORT_EVM',
      startDate: '2023-05-01',
      endDate: '2023-05-02',
      options,
    });
    expectRefused(
      'data.exportTransactions',
      { ...base, firstDate: '2023/05/01' },
      'firstDate',
      'must be a date as YYYY-MM-DD',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, lastDate: '2023-02-30' },
      'lastDate',
      'is not a real calendar date',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, firstDate: '2023-05-03' },
      'lastDate',
      'must not be before firstDate',
    );
    expectRefused(
      'data.exportTransactions',
      { type: 'TRANSACTION_EXPORT_EVM', startDate: '2023-05-03', endDate: '2023-05-02', options },
      'endDate',
      'must not be before startDate',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, startDate: '1 May 2023' },
      'startDate',
      'must be a date as YYYY-MM-DD',
    );
  });

  it('options: at least one EVM address and one chain id, nothing else', () => {
    expectRefused('data.exportTransactions', { type: 'TRANSACTION_EXPORT_EVM' }, 'options', /expected object/);
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, addresses: [] } },
      'options.addresses',
      'must list at least one address',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, addresses: [BAD_CHECKSUM] } },
      'options.addresses.0',
      /checksum/,
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, includeChains: [] } },
      'options.includeChains',
      'must list at least one chain id',
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { ...options, includeChains: ['c chain'] } },
      'options.includeChains.0',
      /EVM chain id/,
    );
    expectRefused(
      'data.exportTransactions',
      { ...base, options: { addresses: [ADDRESS] } },
      'options.includeChains',
      'must be a list of chain ids',
    );
    expect(refusal('data.exportTransactions', { ...base, options: { ...options, assets: [] } }).message).toMatch(
      /assets/,
    );
  });

  it('operation lookup needs an id', () => {
    expectRefused('data.getOperation', { operationId: '  ' }, 'operationId', 'is required');
    expectRefused('data.getOperation', {}, 'operationId', 'is required');
  });
});

describe('primary network', () => {
  it('pending rewards need addresses or nodeIds', () => {
    expectRefused(
      'data.listPendingRewards',
      { network: 'mainnet' },
      'addresses',
      'enter at least one address or node ID',
    );
    expectAccepted('data.listPendingRewards', { network: 'mainnet', nodeIds: [NODE_ID] });
    expectAccepted('data.listPendingRewards', { network: 'mainnet', addresses: [P_AVAX], nodeIds: [NODE_ID] });
    expectRefused(
      'data.listPendingRewards',
      { network: 'mainnet', addresses: [] },
      'addresses',
      /at least one address/,
    );
    expectRefused('data.listPendingRewards', { network: 'mainnet', nodeIds: [] }, 'nodeIds', /at least one node id/);
  });

  it('reward addresses are P-/X- bech32 of the chosen network', () => {
    expectAccepted('data.listPendingRewards', { network: 'fuji', addresses: [P_FUJI] });
    expectAccepted('data.listPendingRewards', { network: 'testnet', addresses: [P_FUJI] });
    expectAccepted('data.listPendingRewards', { network: 'mainnet', addresses: [P_AVAX.slice(2)] });
    expectRefused(
      'data.listPendingRewards',
      { network: 'fuji', addresses: [P_FUJI, P_AVAX] },
      'addresses.1',
      'must use the fuji prefix "fuji"',
    );
    expectRefused(
      'data.listPendingRewards',
      { network: 'mainnet', addresses: [P_FUJI] },
      'addresses.0',
      'must use the mainnet prefix "avax"',
    );
    expectRefused(
      'data.listPendingRewards',
      { network: 'mainnet', addresses: [C_AVAX] },
      'addresses.0',
      /C- addresses are not accepted/,
    );
    expectRefused('data.listPendingRewards', { network: 'mainnet', addresses: [ADDRESS] }, 'addresses.0', /bech32/);
  });

  it('reward nodeIds are NodeID-… with a valid checksum', () => {
    expectRefused(
      'data.listPendingRewards',
      { network: 'mainnet', nodeIds: [NODE_ID, 'NodeID-abc'] },
      'nodeIds.1',
      /NodeID-/,
    );
    expectRefused(
      'data.listPendingRewards',
      { network: 'mainnet', nodeIds: NODE_ID },
      'nodeIds',
      'must be a list of node ids',
    );
  });

  it('vertices: vertexHeight is required, a whole number ≥ 0; blockchainId is x-chain or the network X-Chain id', () => {
    const base = { network: 'mainnet', blockchainId: 'x-chain' };
    expectRefused('data.listVerticesByHeight', base, 'vertexHeight', 'is required');
    expectRefused('data.listVerticesByHeight', { ...base, vertexHeight: -1 }, 'vertexHeight', 'must be 0 or more');
    expectRefused(
      'data.listVerticesByHeight',
      { ...base, vertexHeight: 0.5 },
      'vertexHeight',
      'must be a whole number',
    );
    expectAccepted('data.listVerticesByHeight', { ...base, blockchainId: X_CHAIN_IDS.mainnet, vertexHeight: 7 });
    expectAccepted('data.listVerticesByHeight', {
      network: 'testnet',
      blockchainId: X_CHAIN_IDS.fuji,
      vertexHeight: 7,
    });
    for (const blockchainId of ['p-chain', CB58_ID]) {
      expectRefused(
        'data.listVerticesByHeight',
        { ...base, blockchainId, vertexHeight: 1 },
        'blockchainId',
        'must be the X-Chain blockchain id (cb58) or x-chain',
      );
    }
    expectRefused(
      'data.listVerticesByHeight',
      { ...base, blockchainId: X_CHAIN_IDS.fuji, vertexHeight: 1 },
      'blockchainId',
      /^blockchainId: is the X-Chain of another network/,
    );
  });
});

describe('metrics', () => {
  const base = { chainId: '43114', metric: 'txCount' };
  /** Rule 4 of the spec, spelled out by hand. */
  const SPEC_DAY_ONLY = [
    'cumulativeTxCount',
    'cumulativeAddresses',
    'cumulativeContracts',
    'cumulativeDeployers',
    'contracts',
    'deployers',
    'avgGps',
    'maxGps',
    'avgTps',
    'maxTps',
    'avgGasPrice',
    'maxGasPrice',
  ];
  const ANY_INTERVAL = ['activeAddresses', 'activeSenders', 'gasUsed', 'txCount', 'feesPaid'];

  it('knows the 17 metric names and refuses others', () => {
    expect([...METRIC_NAMES].sort()).toEqual([...SPEC_DAY_ONLY, ...ANY_INTERVAL].sort());
    expect([...DAY_ONLY_METRICS].sort()).toEqual([...SPEC_DAY_ONLY].sort());
    expectRefused('data.getMetrics', { ...base, metric: 'tps' }, 'metric', /^metric: must be one of activeAddresses, /);
  });

  it.each(SPEC_DAY_ONLY)('%s supports only timeInterval day', (metric) => {
    expectAccepted('data.getMetrics', { ...base, metric, timeInterval: 'day' });
    expectAccepted('data.getMetrics', { ...base, metric });
    for (const timeInterval of ['hour', 'week', 'month']) {
      expectRefused(
        'data.getMetrics',
        { ...base, metric, timeInterval },
        'timeInterval',
        `${metric} supports only timeInterval day`,
      );
    }
    expect(timeIntervalsFor(metric as (typeof METRIC_NAMES)[number])).toEqual(['day']);
  });

  it.each(ANY_INTERVAL)('%s takes hour, day, week or month', (metric) => {
    for (const timeInterval of ['hour', 'day', 'week', 'month']) {
      expectAccepted('data.getMetrics', { ...base, metric, timeInterval });
    }
    expectRefused(
      'data.getMetrics',
      { ...base, metric, timeInterval: 'year' },
      'timeInterval',
      'must be hour, day, week or month',
    );
  });

  it('timestamps are whole numbers ≥ 0 with start ≤ end', () => {
    expectAccepted('data.getMetrics', { ...base, startTimestamp: 5, endTimestamp: 5 });
    expectRefused(
      'data.getMetrics',
      { ...base, startTimestamp: 6, endTimestamp: 5 },
      'endTimestamp',
      'must not be before startTimestamp',
    );
    expectRefused('data.getMetrics', { ...base, startTimestamp: -1 }, 'startTimestamp', 'must be 0 or more');
    expectRefused('data.getMetrics', { ...base, endTimestamp: 1.5 }, 'endTimestamp', 'must be a whole number');
  });

  it('chainId is an EVM chain id or total/mainnet/testnet', () => {
    for (const chainId of ['total', 'mainnet', 'testnet', '1']) expectAccepted('data.getMetrics', { ...base, chainId });
    expectRefused('data.getMetrics', { ...base, chainId: 'fuji' }, 'chainId', /total, mainnet, testnet/);
  });
});

describe('chain list', () => {
  it('takes no params, a network, or a feature', () => {
    expect(expectAccepted('data.listChains', undefined)).toBeUndefined();
    expectAccepted('data.listChains', {});
    expectRefused(
      'data.listChains',
      { feature: 'search' },
      'feature',
      'must be one of nftIndexing, webhooks, teleporter',
    );
    expect(refusal('data.listChains', { page: 1 }).message).toMatch(/page/);
  });
});

// ---------- handlers: params → the exact request ----------
interface Sent {
  url: URL;
  method: string;
  body: unknown;
}

function recordingContext(answer: unknown = { ok: true }) {
  const sent: Sent[] = [];
  const data = new DataApiClient(
    () => ({
      dataApiUrl: 'https://data.test',
      metricsApiUrl: 'https://metrics.test',
      apiKeyHeader: 'x-service-api-key',
      timeoutMs: 1000,
    }),
    async () => null,
    {
      deps: {
        fetch: async (input, init) => {
          sent.push({
            url: new URL(String(input)),
            method: init?.method ?? 'GET',
            body: init?.body ? JSON.parse(String(init.body)) : undefined,
          });
          return new Response(JSON.stringify(answer), { status: 200 });
        },
        sleep: async () => {},
        now: () => 0,
      },
    },
  );
  // Data handlers only touch `data`; the rest of the context is not theirs to use.
  const ctx = { data } as unknown as HandlerContext;
  return { sent, ctx };
}

async function send(channel: DataChannel, params: unknown): Promise<Sent> {
  const { sent, ctx } = recordingContext();
  const parsed = expectAccepted(channel, params);
  const handler = dataHandlers[channel] as (p: unknown, c: HandlerContext) => Promise<unknown>;
  await expect(handler(parsed, ctx)).resolves.toEqual({ ok: true });
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
}

const query = (s: Sent) => Object.fromEntries(s.url.searchParams.entries());

describe('data handlers', () => {
  it('has one handler per channel', () => {
    expect(Object.keys(dataHandlers).sort()).toEqual([...EXPECTED_CHANNELS].sort());
  });

  it('aggregateSignatures POSTs the body without the network', async () => {
    const s = await send('data.aggregateSignatures', {
      network: 'fuji',
      justification: '0xab',
      quorumPercentageBuffer: 5,
    });
    expect(s.method).toBe('POST');
    expect(s.url.href).toBe('https://data.test/v1/signatureAggregator/fuji/aggregateSignatures');
    expect(s.body).toEqual({ justification: '0xab', quorumPercentageBuffer: 5 });
  });

  it('getAggregatedSignatures and getOperation encode their path segments', async () => {
    const a = await send('data.getAggregatedSignatures', { network: 'mainnet', txHash: CB58_ID });
    expect(a.url.pathname).toBe(`/v1/signatureAggregator/mainnet/aggregateSignatures/${CB58_ID}`);
    const b = await send('data.getOperation', { operationId: 'a/b?c' });
    expect(b.url.pathname).toBe('/v1/operations/a%2Fb%3Fc');
    expect(b.url.search).toBe('');
  });

  it('exportTransactions POSTs the request as given', async () => {
    const s = await send('data.exportTransactions', VALID['data.exportTransactions']);
    expect(s.method).toBe('POST');
    expect(s.url.href).toBe('https://data.test/v1/operations/transactions:export');
    expect(s.body).toEqual(VALID['data.exportTransactions']);
  });

  it('EVM reads map to their paths and queries', async () => {
    const dep = await send('data.getDeploymentTransaction', { chainId: '43114', address: ADDRESS, currency: 'eur' });
    expect(dep.url.pathname).toBe(`/v1/chains/43114/contracts/${ADDRESS}/transactions:getDeployment`);
    expect(query(dep)).toEqual({ currency: 'eur' });
    const tx = await send('data.getTransaction', { chainId: '43114', txHash: TX_HASH });
    expect(tx.url.pathname).toBe(`/v1/chains/43114/transactions/${TX_HASH}`);
    const latest = await send('data.listLatestTransactions', {
      chainId: '1',
      status: 'failed',
      pageSize: 5,
      pageToken: 't',
    });
    expect(latest.url.pathname).toBe('/v1/chains/1/transactions');
    expect(query(latest)).toEqual({ status: 'failed', pageSize: '5', pageToken: 't' });
    const blocks = await send('data.listLatestBlocks', { chainId: '1' });
    expect(blocks.url.pathname).toBe('/v1/chains/1/blocks');
    expect(blocks.url.search).toBe('');
    const erc20 = await send('data.listErc20Transfers', { chainId: '1', address: ADDRESS, startBlock: 0, endBlock: 9 });
    expect(erc20.url.pathname).toBe(`/v1/chains/1/addresses/${ADDRESS}/transactions:listErc20`);
    expect(query(erc20)).toEqual({ startBlock: '0', endBlock: '9' });
    const native = await send('data.listNativeTransactions', { chainId: '1', address: ADDRESS, pageSize: 100 });
    expect(native.url.pathname).toBe(`/v1/chains/1/addresses/${ADDRESS}/transactions:listNative`);
    expect(query(native)).toEqual({ pageSize: '100' });
    const nfts = await send('data.listNftCollectionTokens', { chainId: '1', address: ADDRESS, pageToken: 'p' });
    expect(nfts.url.pathname).toBe(`/v1/chains/1/nfts/collections/${ADDRESS}/tokens`);
    expect(query(nfts)).toEqual({ pageToken: 'p' });
  });

  it('balance reads map to their paths; contractAddresses go comma-joined', async () => {
    const native = await send('data.getNativeBalance', {
      chainId: '1',
      address: ADDRESS,
      blockNumber: '7',
      currency: 'gbp',
    });
    expect(native.url.pathname).toBe(`/v1/chains/1/addresses/${ADDRESS}/balances:getNative`);
    expect(query(native)).toEqual({ blockNumber: '7', currency: 'gbp' });
    // The service reads decimal block numbers: hex ones are converted before sending.
    const hexNative = await send('data.getNativeBalance', { chainId: '1', address: ADDRESS, blockNumber: '0x1f' });
    expect(query(hexNative)).toEqual({ blockNumber: '31' });
    const hexErc20 = await send('data.listErc20Balances', { chainId: '1', address: ADDRESS, blockNumber: '0xff' });
    expect(query(hexErc20)).toEqual({ blockNumber: '255' });
    const erc20 = await send('data.listErc20Balances', VALID['data.listErc20Balances']);
    expect(erc20.url.pathname).toBe(`/v1/chains/43114/addresses/${ADDRESS}/balances:listErc20`);
    expect(query(erc20)).toEqual({
      filterSpamTokens: 'false',
      contractAddresses: `${ADDRESS},${OTHER_ADDRESS}`,
      currency: 'jpy',
      pageSize: '500',
    });
    const erc721 = await send('data.listErc721Balances', VALID['data.listErc721Balances']);
    expect(erc721.url.pathname).toBe(`/v1/chains/43114/addresses/${ADDRESS}/balances:listErc721`);
    expect(query(erc721)).toEqual({ contractAddress: OTHER_ADDRESS });
    const coll = await send('data.listCollectibleBalances', VALID['data.listCollectibleBalances']);
    expect(coll.url.pathname).toBe(`/v1/chains/43114/addresses/${ADDRESS}/balances:listCollectibles`);
    expect(query(coll)).toEqual({ pageSize: '25' });
  });

  it('primary-network reads map to their paths; addresses and nodeIds go comma-joined', async () => {
    const subnets = await send('data.listSubnets', VALID['data.listSubnets']);
    expect(subnets.url.pathname).toBe('/v1/networks/mainnet/subnets');
    expect(query(subnets)).toEqual({ pageSize: '10000', sortOrder: 'desc' });
    const rewards = await send('data.listPendingRewards', {
      network: 'mainnet',
      addresses: [P_AVAX, X_AVAX],
      nodeIds: [NODE_ID, NODE_ID],
    });
    expect(rewards.url.pathname).toBe('/v1/networks/mainnet/rewards:listPending');
    expect(query(rewards)).toEqual({ addresses: `${P_AVAX},${X_AVAX}`, nodeIds: `${NODE_ID},${NODE_ID}` });
    const vertices = await send('data.listVerticesByHeight', {
      network: 'fuji',
      blockchainId: X_CHAIN_IDS.fuji,
      vertexHeight: 0,
    });
    expect(vertices.url.pathname).toBe(`/v1/networks/fuji/blockchains/${X_CHAIN_IDS.fuji}/vertices:listByHeight`);
    expect(query(vertices)).toEqual({ vertexHeight: '0' });
  });

  it('metrics go to the metrics base URL under /v2', async () => {
    const s = await send('data.getMetrics', VALID['data.getMetrics']);
    expect(s.url.origin).toBe('https://metrics.test');
    expect(s.url.pathname).toBe('/v2/chains/43114/metrics/txCount');
    expect(query(s)).toEqual({ timeInterval: 'hour', startTimestamp: '0', endTimestamp: '10' });
  });

  it('listChains reads /v1/chains with or without filters', async () => {
    const all = await send('data.listChains', undefined);
    expect(all.url.href).toBe('https://data.test/v1/chains');
    const some = await send('data.listChains', { network: 'fuji', feature: 'webhooks' });
    expect(query(some)).toEqual({ network: 'fuji', feature: 'webhooks' });
  });
});

// ---------- result schemas: fixtures shaped like the real service (checked against the SDK) ----------
const LOGO = 'https://images.test/logo.png';
const price = { currencyCode: 'usd', value: 12.5 };
const rich = (address: string) => ({ name: 'Wallet', symbol: 'W', decimals: 18, logoUri: LOGO, address });
const nativeTokenBalance = {
  name: 'Avalanche',
  symbol: 'AVAX',
  decimals: 18,
  logoUri: LOGO,
  chainId: '43114',
  price,
  balance: '1000000000000000000',
  balanceValue: price,
};
const erc721Metadata = {
  indexStatus: 'INDEXED',
  metadataLastUpdatedTimestamp: 1_700_000_000,
  name: 'Snowy #1',
  symbol: 'SNOW',
  imageUri: 'ipfs://image',
  description: 'a token',
  animationUri: 'ipfs://anim',
  externalUrl: 'https://nft.test',
  background: '#ffffff',
  attributes: '[]',
};
const erc1155Metadata = { indexStatus: 'INDEXED', name: 'Item', decimals: 0, properties: '{}' };
const erc721Token = {
  address: ADDRESS,
  name: 'Snowy',
  symbol: 'SNOW',
  ercType: 'ERC-721',
  tokenId: '1',
  tokenUri: 'ipfs://token/1',
  metadata: erc721Metadata,
  ownerAddress: OTHER_ADDRESS,
};
const erc1155Token = {
  address: OTHER_ADDRESS,
  ercType: 'ERC-1155',
  tokenId: '7',
  tokenUri: 'ipfs://token/7',
  metadata: erc1155Metadata,
};
const erc20Token = {
  address: ADDRESS,
  name: 'Token',
  symbol: 'TKN',
  decimals: 6,
  logoUri: LOGO,
  ercType: 'ERC-20',
  price,
};
const nativeTransaction = {
  blockNumber: '100',
  blockTimestamp: 1_700_000_000,
  blockHash: TX_HASH,
  chainId: '43114',
  blockIndex: 0,
  txHash: TX_HASH,
  txStatus: '1',
  txType: 2,
  gasLimit: '21000',
  gasUsed: '21000',
  gasPrice: '25000000000',
  nonce: '0',
  from: rich(ADDRESS),
  to: rich(OTHER_ADDRESS),
  method: { callType: 'CONTRACT_CALL', methodHash: '0xa9059cbb', methodName: 'transfer(address,uint256)' },
  value: '0',
};
const transactionDetail = {
  erc20Transfers: [{ from: rich(ADDRESS), to: rich(OTHER_ADDRESS), logIndex: 0, value: '5', erc20Token }],
  erc721Transfers: [{ from: rich(ADDRESS), to: rich(OTHER_ADDRESS), logIndex: 1, erc721Token: erc721Token }],
  erc1155Transfers: [
    { from: rich(ADDRESS), to: rich(OTHER_ADDRESS), logIndex: 2, value: '1', erc1155Token: erc1155Token },
  ],
  internalTransactions: [
    {
      from: rich(ADDRESS),
      to: rich(OTHER_ADDRESS),
      internalTxType: 'UNKNOWN',
      value: '0',
      isReverted: false,
      gasUsed: '100',
      gasLimit: '200',
    },
  ],
  networkTokenDetails: {
    networkToken: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, logoUri: LOGO, description: 'native' },
    currentPrice: price,
    historicalPrice: price,
  },
  nativeTransaction: {
    ...nativeTransaction,
    input: '0x',
    baseFeePerGas: '25000000000',
    maxFeePerGas: '30000000000',
    maxPriorityFeePerGas: '1',
  },
  teleporterMessageInfo: {
    teleporterMessageId: '0x01',
    direction: 'SOURCE_TRANSACTION',
    sourceChainId: CB58_ID,
    destinationChainId: CB58_ID,
  },
};
const allowList = { blockTimestamp: 0, adminAddresses: [ADDRESS], managerAddresses: [], enabledAddresses: [] };
const genesisData = {
  airdropAmount: null,
  airdropHash: '0x',
  alloc: {
    [ADDRESS.slice(2).toLowerCase()]: { balance: '0x52b7d2dcc80cd2e4000000', code: '0x', storage: { '0x0': '0x1' } },
  },
  baseFeePerGas: null,
  blobGasUsed: null,
  coinbase: '0x0000000000000000000000000000000000000000',
  config: {
    chainId: 99999,
    berlinBlock: 0,
    byzantiumBlock: 0,
    constantinopleBlock: 0,
    eip150Block: 0,
    eip150Hash: '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0',
    eip155Block: 0,
    eip158Block: 0,
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    subnetEVMTimestamp: 0,
    allowFeeRecipients: false,
    feeConfig: {
      baseFeeChangeDenominator: 36,
      blockGasCostStep: 200000,
      gasLimit: 12000000,
      maxBlockGasCost: 1000000,
      minBaseFee: 25000000000,
      minBlockGasCost: 0,
      targetBlockRate: 2,
      targetGas: 60000000,
    },
    warpConfig: { blockTimestamp: 1_700_000_000, quorumNumerator: 67, requirePrimaryNetworkSigners: true },
    txAllowListConfig: allowList,
    contractDeployerAllowListConfig: allowList,
    contractNativeMinterConfig: allowList,
    feeManagerConfig: allowList,
    rewardManagerConfig: allowList,
  },
  difficulty: '0x0',
  excessBlobGas: null,
  extraData: '0x',
  gasLimit: '0xb71b00',
  gasUsed: '0x0',
  mixHash: TX_HASH,
  nonce: '0x0',
  number: '0x0',
  parentHash: TX_HASH,
  timestamp: '0x0',
};
const subnet = {
  createBlockTimestamp: 1_700_000_000,
  createBlockIndex: '12',
  subnetId: CB58_ID,
  ownerAddresses: [P_AVAX],
  threshold: 1,
  locktime: 0,
  subnetOwnershipInfo: { locktime: 0, threshold: 1, addresses: [P_AVAX] },
  isL1: true,
  l1ConversionTransactionHash: CB58_ID,
  l1ValidatorManagerDetails: { blockchainId: CB58_ID, contractAddress: ADDRESS },
  blockchains: [
    {
      createBlockTimestamp: 1_700_000_000,
      createBlockNumber: '13',
      blockchainId: CB58_ID,
      vmId: CB58_ID,
      subnetId: CB58_ID,
      blockchainName: 'snowchain',
      evmChainId: 99999,
      genesisData,
    },
  ],
};
const chainInfo = {
  chainId: '43114',
  status: 'OK',
  chainName: 'Avalanche (C-Chain)',
  description: 'The Contract Chain',
  platformChainId: CB58_ID,
  subnetId: CB58_ID,
  vmId: CB58_ID,
  vmName: 'EVM',
  explorerUrl: 'https://explorer.test',
  rpcUrl: 'https://rpc.test',
  wsUrl: 'wss://rpc.test',
  isTestnet: false,
  utilityAddresses: { multicall: ADDRESS },
  networkToken: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, logoUri: LOGO, description: 'native' },
  chainLogoUri: LOGO,
  private: false,
  enabledFeatures: ['nftIndexing', 'webhooks'],
};
const operation = {
  operationId: 'op-1',
  operationType: 'TRANSACTION_EXPORT_EVM',
  operationStatus: 'RUNNING',
  message: 'working',
  metadata: { code: 'WarnTruncatedExport', downloadUrl: 'https://dl.test/x.csv', nextDate: '2023-05-02' },
  createdAtTimestamp: 1_700_000_000,
  updatedAtTimestamp: 1_700_000_100,
};

/**
 * The SDK types mixed NFT lists as `Item.and({ercType: literal})`; strict conformance closes both sides
 * of that intersection (each rejecting the other's keys), so the envelope is rebuilt as a plain union.
 */
const sdkMixedList = (key: string, items: [z3.ZodTypeAny, z3.ZodTypeAny]) =>
  z3.object({ nextPageToken: z3.string().optional(), [key]: z3.array(z3.union(items)) });

const RESULTS: Record<
  DataChannel,
  { sample: Record<string, unknown>; sdk: Parameters<typeof conformanceProblems>[0] }
> = {
  'data.aggregateSignatures': {
    sample: { signedMessage: '0xabcdef' },
    sdk: sdk.SignatureAggregationResponse$inboundSchema,
  },
  'data.getAggregatedSignatures': {
    sample: { signedMessage: '0x0102' },
    sdk: sdk.SignatureAggregationResponse$inboundSchema,
  },
  'data.exportTransactions': { sample: operation, sdk: sdk.OperationStatusResponse$inboundSchema },
  'data.getOperation': {
    sample: { ...operation, operationStatus: 'COMPLETED' },
    sdk: sdk.OperationStatusResponse$inboundSchema,
  },
  'data.getDeploymentTransaction': { sample: transactionDetail, sdk: sdk.GetTransactionResponse$inboundSchema },
  'data.getTransaction': { sample: transactionDetail, sdk: sdk.GetTransactionResponse$inboundSchema },
  'data.listLatestTransactions': {
    sample: { nextPageToken: 'n', transactions: [nativeTransaction] },
    sdk: sdk.ListNativeTransactionsResponse$inboundSchema,
  },
  'data.listLatestBlocks': {
    sample: {
      nextPageToken: 'n',
      blocks: [
        {
          chainId: '43114',
          blockNumber: '100',
          blockTimestamp: 1_700_000_000,
          blockHash: TX_HASH,
          txCount: 3,
          baseFee: '25000000000',
          gasUsed: '63000',
          gasLimit: '15000000',
          gasCost: '0',
          parentHash: TX_HASH,
          feesSpent: '1575000000000000',
          cumulativeTransactions: '12345',
        },
      ],
    },
    sdk: sdk.ListEvmBlocksResponse$inboundSchema,
  },
  'data.getNativeBalance': { sample: { nativeTokenBalance }, sdk: sdk.GetNativeBalanceResponse$inboundSchema },
  'data.listErc20Balances': {
    sample: {
      nextPageToken: 'n',
      nativeTokenBalance,
      erc20TokenBalances: [
        { ...erc20Token, chainId: '43114', balance: '5', balanceValue: price, tokenReputation: null },
        { ...erc20Token, chainId: '43114', balance: '6', tokenReputation: 'Malicious' },
      ],
    },
    sdk: sdk.ListErc20BalancesResponse$inboundSchema,
  },
  'data.listErc721Balances': {
    sample: { nativeTokenBalance, erc721TokenBalances: [{ ...erc721Token, chainId: '43114' }] },
    sdk: sdk.ListErc721BalancesResponse$inboundSchema,
  },
  'data.listCollectibleBalances': {
    sample: {
      nextPageToken: 'n',
      collectibleBalances: [
        { ...erc721Token, chainId: '43114' },
        { ...erc1155Token, chainId: '43114', balance: '3' },
      ],
    },
    sdk: sdkMixedList('collectibleBalances', [
      sdk.Erc721TokenBalance$inboundSchema,
      sdk.Erc1155TokenBalance$inboundSchema,
    ]),
  },
  'data.listErc20Transfers': {
    sample: {
      transactions: [
        {
          blockNumber: '100',
          blockTimestamp: 1_700_000_000,
          blockHash: TX_HASH,
          txHash: TX_HASH,
          from: rich(ADDRESS),
          to: rich(OTHER_ADDRESS),
          logIndex: 0,
          value: '5',
          erc20Token,
        },
      ],
    },
    sdk: sdk.ListErc20TransactionsResponse$inboundSchema,
  },
  'data.listNativeTransactions': {
    sample: { nextPageToken: 'n', transactions: [nativeTransaction, { ...nativeTransaction, method: undefined }] },
    sdk: sdk.ListNativeTransactionsResponse$inboundSchema,
  },
  'data.listNftCollectionTokens': {
    sample: { nextPageToken: 'n', tokens: [erc721Token, erc1155Token] },
    sdk: sdkMixedList('tokens', [sdk.Erc721Token$inboundSchema, sdk.Erc1155Token$inboundSchema]),
  },
  'data.listSubnets': { sample: { nextPageToken: 'n', subnets: [subnet] }, sdk: sdk.ListSubnetsResponse$inboundSchema },
  'data.listPendingRewards': {
    sample: {
      pendingRewards: [
        {
          addresses: [P_AVAX],
          txHash: CB58_ID,
          amountStaked: '2000000000000',
          nodeId: NODE_ID,
          startTimestamp: 1_700_000_000,
          endTimestamp: 1_701_000_000,
          rewardType: 'VALIDATOR',
          progress: 42.5,
          estimatedReward: {
            assetId: CB58_ID,
            name: 'Avalanche',
            symbol: 'AVAX',
            denomination: 9,
            type: 'secp256k1',
            amount: '1234',
          },
        },
      ],
    },
    sdk: sdk.ListPendingRewardsResponse$inboundSchema,
  },
  'data.listVerticesByHeight': {
    sample: {
      vertices: [
        {
          vertexHash: CB58_ID,
          parentHashes: [CB58_ID],
          vertexHeight: 5,
          vertexIndex: 6,
          vertexTimestamp: 1_600_000_000,
          txCount: 1,
          transactions: [CB58_ID],
          vertexSizeBytes: 300,
        },
      ],
      chainInfo: { chainName: 'x-chain', network: 'mainnet' },
    },
    sdk: sdk.ListXChainVerticesResponse$inboundSchema,
  },
  'data.getMetrics': {
    sample: { nextPageToken: 'n', results: [{ value: 12.5, timestamp: 1_700_000_000 }] },
    sdk: sdk.MetricsApiResponse$inboundSchema,
  },
  'data.listChains': { sample: { chains: [chainInfo] }, sdk: sdk.DataListChainsResponse$inboundSchema },
};

function parseResult(channel: DataChannel, value: unknown) {
  return (dataChannels[channel].result as z.ZodType).safeParse(value);
}

function resultError(channel: DataChannel, value: unknown) {
  const result = parseResult(channel, value);
  if (result.success) throw new Error(`${channel} result accepted`);
  return zodIssueToAppError(result.error, 'parse');
}

/** Deep copy with `change` applied at a dotted path; `undefined` deletes. */
function withAt(value: unknown, path: string, change: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (change === undefined) delete node[last];
  else node[last] = change;
  return copy;
}

/** Adds an unknown key to every object, except inside maps keyed by data (alloc, storage). */
function withUnknownKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUnknownKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { futureField: { nested: [1, 'two'] } };
  for (const [key, v] of Object.entries(value))
    out[key] = key === 'alloc' || key === 'storage' ? v : withUnknownKeys(v);
  return out;
}

const stripUndefined = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('result schemas', () => {
  it('cover every channel', () => {
    expect(Object.keys(RESULTS).sort()).toEqual([...EXPECTED_CHANNELS].sort());
  });

  it.each(EXPECTED_CHANNELS as DataChannel[])(
    '%s: the sample is what the SDK accepts, and parses unchanged',
    (channel) => {
      const { sample, sdk: sdkSchema } = RESULTS[channel];
      const clean = stripUndefined(sample);
      expect(conformanceProblems(sdkSchema, clean)).toEqual([]);
      const parsed = parseResult(channel, clean);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(clean);
    },
  );

  it.each(EXPECTED_CHANNELS as DataChannel[])('%s: unknown keys are kept at every level', (channel) => {
    const augmented = withUnknownKeys(stripUndefined(RESULTS[channel].sample));
    const parsed = parseResult(channel, augmented);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(augmented);
  });

  const UNKNOWN_ENUMS: [DataChannel, string, unknown][] = [
    ['data.getOperation', 'operationStatus', 'PAUSED'],
    ['data.getOperation', 'operationType', 'TRANSACTION_EXPORT_SOMETHING'],
    ['data.getOperation', 'metadata.code', 'ErrBrandNew'],
    ['data.getTransaction', 'internalTransactions.0.internalTxType', 'SELFDESTRUCT'],
    ['data.getTransaction', 'nativeTransaction.method.callType', 'BATCH'],
    ['data.getTransaction', 'teleporterMessageInfo.direction', 'RELAY'],
    ['data.getTransaction', 'erc721Transfers.0.erc721Token.metadata.indexStatus', 'indexed'],
    ['data.getTransaction', 'erc20Transfers.0.erc20Token.ercType', 'ERC-20X'],
    ['data.getNativeBalance', 'nativeTokenBalance.price.currencyCode', 'btc'],
    ['data.listErc20Balances', 'erc20TokenBalances.1.tokenReputation', 'Suspicious'],
    ['data.listPendingRewards', 'pendingRewards.0.rewardType', 'L1_VALIDATOR'],
    ['data.listPendingRewards', 'pendingRewards.0.estimatedReward.type', 'ft'],
    ['data.listVerticesByHeight', 'chainInfo.chainName', 'q-chain'],
    ['data.listChains', 'chains.0.status', 'DEGRADED'],
    ['data.listChains', 'chains.0.vmName', 'SVM'],
    ['data.listChains', 'chains.0.enabledFeatures', ['nftIndexing', 'search']],
  ];
  it.each(UNKNOWN_ENUMS)('%s: unknown value at %s is kept as-is', (channel, path, value) => {
    const input = withAt(RESULTS[channel].sample, path, value);
    const parsed = parseResult(channel, input);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(stripUndefined(input));
  });

  it('an NFT of an unknown standard is kept raw in mixed lists', () => {
    const odd = { address: ADDRESS, ercType: 'ERC-404', tokenId: '9', shards: 3 };
    for (const [channel, list] of [
      ['data.listCollectibleBalances', 'collectibleBalances'],
      ['data.listNftCollectionTokens', 'tokens'],
    ] as const) {
      const input = withAt(RESULTS[channel].sample, `${list}.1`, odd);
      const parsed = parseResult(channel, input);
      expect(parsed.success).toBe(true);
      expect((parsed.data as Record<string, unknown[]>)[list]?.[1]).toEqual(odd);
    }
  });

  it('Price.value may be the spec’s decimal string or the SDK’s number; genesis quantities hex or number', () => {
    expect(
      parseResult(
        'data.getNativeBalance',
        withAt(RESULTS['data.getNativeBalance'].sample, 'nativeTokenBalance.price.value', '12.50'),
      ).success,
    ).toBe(true);
    const subnets = RESULTS['data.listSubnets'].sample;
    const genesis = 'subnets.0.blockchains.0.genesisData';
    expect(parseResult('data.listSubnets', withAt(subnets, `${genesis}.baseFeePerGas`, '0x5d21dba00')).success).toBe(
      true,
    );
    expect(parseResult('data.listSubnets', withAt(subnets, `${genesis}.airdropAmount`, 0)).success).toBe(true);
    expect(parseResult('data.listSubnets', withAt(subnets, genesis, '{"raw":"genesis"}')).success).toBe(true);
    expect(parseResult('data.listSubnets', withAt(subnets, genesis, undefined)).success).toBe(true);
  });

  const MISSING: [DataChannel, string][] = [
    ['data.aggregateSignatures', 'signedMessage'],
    ['data.getOperation', 'operationId'],
    ['data.getOperation', 'createdAtTimestamp'],
    ['data.getTransaction', 'nativeTransaction.txHash'],
    ['data.getTransaction', 'nativeTransaction.baseFeePerGas'],
    ['data.getTransaction', 'networkTokenDetails.networkToken.symbol'],
    ['data.getTransaction', 'erc1155Transfers.0.erc1155Token.metadata.indexStatus'],
    ['data.getDeploymentTransaction', 'internalTransactions.0.isReverted'],
    ['data.listLatestTransactions', 'transactions.0.from.address'],
    ['data.listLatestBlocks', 'blocks.0.blockHash'],
    ['data.getNativeBalance', 'nativeTokenBalance.balance'],
    ['data.listErc20Balances', 'erc20TokenBalances.0.tokenReputation'],
    ['data.listErc721Balances', 'erc721TokenBalances.0.chainId'],
    ['data.listCollectibleBalances', 'collectibleBalances.0.tokenId'],
    ['data.listCollectibleBalances', 'collectibleBalances.1.balance'],
    ['data.listErc20Transfers', 'transactions.0.erc20Token.decimals'],
    ['data.listNativeTransactions', 'transactions.0.blockIndex'],
    ['data.listNftCollectionTokens', 'tokens.0.name'],
    ['data.listNftCollectionTokens', 'tokens.1.tokenUri'],
    ['data.listSubnets', 'subnets.0.isL1'],
    ['data.listSubnets', 'subnets.0.subnetOwnershipInfo.threshold'],
    ['data.listSubnets', 'subnets.0.blockchains.0.vmId'],
    ['data.listPendingRewards', 'pendingRewards.0.estimatedReward.amount'],
    ['data.listVerticesByHeight', 'chainInfo'],
    ['data.listVerticesByHeight', 'vertices.0.vertexHeight'],
    ['data.getMetrics', 'results.0.value'],
    ['data.listChains', 'chains.0.rpcUrl'],
  ];
  it.each(MISSING)('%s: a missing %s fails naming its path', (channel, path) => {
    const error = resultError(channel, withAt(RESULTS[channel].sample, path, undefined));
    expect(error.kind).toBe('parse');
    expect(error.field).toBe(path);
    expect(error.message).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}: `));
  });

  const WRONG_TYPE: [DataChannel, string, unknown][] = [
    ['data.listLatestBlocks', 'blocks.0.txCount', '3'],
    ['data.getMetrics', 'results.0.timestamp', '2024-01-01'],
    ['data.listChains', 'chains.0.isTestnet', 'false'],
    ['data.listErc20Balances', 'nextPageToken', 5],
  ];
  it.each(WRONG_TYPE)('%s: a wrong type at %s fails naming its path', (channel, path, value) => {
    const error = resultError(channel, withAt(RESULTS[channel].sample, path, value));
    expect(error.field).toBe(path);
  });

  it('ErrorBody: message string or list, statusCode, open error name', () => {
    expect(ErrorBody.parse({ message: 'bad', statusCode: 400, error: 'Bad Request' })).toEqual({
      message: 'bad',
      statusCode: 400,
      error: 'Bad Request',
    });
    expect(
      ErrorBody.safeParse({ message: ['a', 'b'], statusCode: 429, error: 'Slow Down', traceId: 't' }).data,
    ).toEqual({
      message: ['a', 'b'],
      statusCode: 429,
      error: 'Slow Down',
      traceId: 't',
    });
    const missing = ErrorBody.safeParse({ message: 'x', error: 'Not Found' });
    expect(missing.success).toBe(false);
    expect(zodIssueToAppError(missing.error as z.ZodError, 'parse').field).toBe('statusCode');
  });
});
