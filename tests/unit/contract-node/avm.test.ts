import { BAD_ID, domainTests, TX_ID, X_CHAIN } from './support';

/** The X-Chain (`/ext/bc/X`): `avm.getTx`. */

domainTests('node.avm', {
  refusals: [
    ['node.avm.getTx', { txID: BAD_ID }, 'txID', /cb58 id/],
    ['node.avm.getTx', { txID: TX_ID, encoding: 'cb58' }, 'encoding', /hex or json/],
  ],
  samples: [
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
  ],
  broken: [
    [
      'node.avm.getTx',
      { tx: { unsignedTx: {}, credentials: [{ fxID: 'x' }] }, encoding: 'json' },
      'tx.credentials.0.credential',
      /object/,
    ],
    ['node.avm.getTx', { encoding: 'hex' }, 'tx', /object/],
  ],
  wire: [
    [
      'node.avm.getTx',
      { txID: TX_ID, encoding: 'json' },
      { path: '/ext/bc/X', method: 'avm.getTx', params: { txID: TX_ID, encoding: 'json' } },
    ],
  ],
});
