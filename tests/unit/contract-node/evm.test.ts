import { ChainConfig } from '@shared/models/node/evm';
import { describe, expect, it } from 'vitest';
import {
  BAD_ID,
  C_CHAIN,
  domainTests,
  ETH_RULES,
  EVM_ADDRESS,
  evmBlock,
  evmTx,
  feeConfig,
  HASH,
  HASH2,
  parsedResult,
  receipt,
  without,
} from './support';

/** EVM chains (`/ext/bc/{C|id}/rpc`): fee and chain config, active rules, blocks, transactions, balances. */

domainTests('node.evm', {
  refusals: [
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
    ['node.evm.getBlocksByNumber', { blockchainId: 'C', numbers: [] }, 'numbers', /at least one block/],
    [
      'node.evm.getBlocksByNumber',
      { blockchainId: 'C', numbers: Array.from({ length: 101 }, (_, i) => i) },
      'numbers',
      /at most 100 blocks/,
    ],
    ['node.evm.getBlocksByNumber', { blockchainId: 'C', numbers: [1], fullTx: 'yes' }, 'fullTx', /true or false/],
    ['node.evm.getTransactionCount', { blockchainId: 'C', address: '0x1' }, 'address', /40 hex characters/],
    ['node.evm.getCode', { blockchainId: '0', address: EVM_ADDRESS }, 'blockchainId', /custom chain's chain id/],
    ['node.evm.getLogs', { blockchainId: 'C', fromBlock: 10, toBlock: 9 }, 'fromBlock', /not be after toBlock/],
    ['node.evm.getLogs', { blockchainId: 'C', fromBlock: 1, toBlock: 2, topics: ['0x12'] }, 'topics.0', /32-byte/],
    ['node.evm.tokenFacts', { blockchainId: 'C', token: 'usdc' }, 'token', /40 hex characters/],
  ],
  samples: [
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
        ethRules: { ChainID: 99999, ...ETH_RULES, IsCancun: true },
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
    ['node.evm.getBlocksByNumber', [evmBlock([HASH]), null]],
    ['node.evm.getTransactionCount', '0x2a'],
    ['node.evm.getCode', '0x6080604052'],
    ['node.evm.getCode', '0x'],
    ['node.evm.getLogs', receipt.logs],
    ['node.evm.tokenFacts', { name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
    ['node.evm.tokenFacts', { name: null, symbol: null, decimals: null }],
  ],
  broken: [
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
  ],
  wire: [
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
      'node.evm.getBlocksByNumber',
      { blockchainId: 'C', numbers: [255, 254] },
      {
        path: '/ext/bc/C/rpc',
        method: 'eth_getBlockByNumber,eth_getBlockByNumber',
        params: [
          ['0xff', false],
          ['0xfe', false],
        ],
      },
    ],
    [
      'node.evm.getBlocksByNumber',
      { blockchainId: 'C', numbers: [16], fullTx: true },
      { path: '/ext/bc/C/rpc', method: 'eth_getBlockByNumber', params: [['0x10', true]] },
    ],
    [
      'node.evm.getTransactionCount',
      { blockchainId: 'C', address: EVM_ADDRESS, block: 16 },
      { path: '/ext/bc/C/rpc', method: 'eth_getTransactionCount', params: [EVM_ADDRESS, '0x10'] },
    ],
    [
      'node.evm.getCode',
      { blockchainId: 'C', address: EVM_ADDRESS },
      { path: '/ext/bc/C/rpc', method: 'eth_getCode', params: [EVM_ADDRESS, 'latest'] },
    ],
    [
      'node.evm.getLogs',
      { blockchainId: 'C', fromBlock: 16, toBlock: 31, topics: [HASH, null, HASH2] },
      {
        path: '/ext/bc/C/rpc',
        method: 'eth_getLogs',
        params: [{ fromBlock: '0x10', toBlock: '0x1f', topics: [HASH, null, HASH2] }],
      },
    ],
    [
      'node.evm.tokenFacts',
      { blockchainId: 'C', token: EVM_ADDRESS },
      {
        path: '/ext/bc/C/rpc',
        method: 'eth_call,eth_call,eth_call',
        params: [
          [{ to: EVM_ADDRESS, data: '0x06fdde03' }, 'latest'],
          [{ to: EVM_ADDRESS, data: '0x95d89b41' }, 'latest'],
          [{ to: EVM_ADDRESS, data: '0x313ce567' }, 'latest'],
        ],
      },
    ],
  ],
});

describe('EVM results', () => {
  it('returns hashes or full transactions according to fullTx', () => {
    const hashes = parsedResult('node.evm.getBlockByNumber', evmBlock([HASH, HASH2])) as { transactions: unknown[] };
    expect(hashes.transactions).toEqual([HASH, HASH2]);
    const full = parsedResult('node.evm.getBlockByNumber', evmBlock([evmTx])) as { transactions: unknown[] };
    expect(full.transactions[0]).toMatchObject({ hash: HASH, to: null });
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
