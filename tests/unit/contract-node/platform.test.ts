import {
  BAD_ID,
  C_CHAIN,
  domainTests,
  l1Validator,
  NODE_ID,
  P_ADDRESS,
  P_CHAIN,
  primaryValidator,
  TX_ID,
  without,
  X_ADDRESS,
  X_CHAIN,
} from './support';

/** P-Chain (`/ext/bc/P`): blocks, balances, blockchains, status, supply, current validators. */

domainTests('node.platform', {
  refusals: [
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
  ],
  samples: [
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
          {
            id: X_CHAIN,
            name: 'X-Chain',
            subnetID: P_CHAIN,
            vmID: 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq',
          },
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
  ],
  broken: [
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
  ],
  wire: [
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
  ],
});
