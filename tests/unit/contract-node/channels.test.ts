import { nodeHandlers } from '@main/handlers/node';
import { nodeChannels } from '@shared/contract/node';
import { isCb58Id, isNodeId } from '@shared/ids';
import { describe, expect, it } from 'vitest';
import {
  BAD_ID,
  C_CHAIN,
  channelsOf,
  container,
  ETH_RULES,
  evmBlock,
  evmTx,
  HASH,
  l1Validator,
  NODE_ID,
  type NodeChannel,
  P_CHAIN,
  PEER_BASE,
  parsedParams,
  parsedResult,
  TX_ID,
  VALID_PARAMS,
  VALIDATOR_BASE,
  X_CHAIN,
} from './support';

/** The node RPC part of the contract as a whole; each domain's own rules are in the files beside this one. */

describe('node channel list', () => {
  it('has a valid params example and a handler for every channel, and nothing else', () => {
    const names = Object.keys(nodeChannels).sort();
    expect(Object.keys(VALID_PARAMS).sort()).toEqual(names);
    expect(Object.keys(nodeHandlers).sort()).toEqual(names);
    expect(names).toHaveLength(43);
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

  it('puts every channel in one domain, each with its own test file beside this one', () => {
    const domains = ['node.info', 'node.platform', 'node.evm', 'node.validators', 'node.index', 'node.avm'];
    const covered = domains.flatMap(channelsOf);
    expect(covered.sort()).toEqual(Object.keys(nodeChannels).sort());
  });
});

describe('node params: shared rules', () => {
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

describe('node results: tolerant parsing', () => {
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
});
