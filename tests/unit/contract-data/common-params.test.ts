import { CURRENCIES, PAGE_LIMITS, pageLimit } from '@shared/contract/data/common';
import { X_CHAIN_IDS } from '@shared/contract/data/primary';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS,
  BAD_CHECKSUM,
  CB58_ID,
  type DataChannel,
  expectAccepted,
  expectRefused,
  NODE_ID,
  refusal,
  TX_HASH,
} from './support';

/** Rules shared by many Data API endpoints: page sizes, network, currency, sort order, chain ids, addresses. */

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
});
