import { C_CHAIN, domainTests, NODE_ID, TX_ID, VALIDATOR_BASE, without } from './support';

/** Subnet and L1 validators of an EVM chain (`/ext/bc/{id}/validators`). */

domainTests('node.validators', {
  refusals: [
    ['node.validators.getCurrentValidators', { blockchainId: 'C' }, 'blockchainId', /cb58 id/],
    ['node.validators.getCurrentValidators', { blockchainId: C_CHAIN, nodeIDs: [''] }, 'nodeIDs.0', /NodeID-/],
  ],
  samples: [
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
  ],
  broken: [
    [
      'node.validators.getCurrentValidators',
      { validators: [without(VALIDATOR_BASE, 'isL1Validator')] },
      'validators.0.isL1Validator',
      /boolean/,
    ],
  ],
  wire: [
    [
      'node.validators.getCurrentValidators',
      { blockchainId: C_CHAIN, nodeIDs: [NODE_ID] },
      {
        path: `/ext/bc/${C_CHAIN}/validators`,
        method: 'validators.getCurrentValidators',
        params: { nodeIDs: [NODE_ID] },
      },
    ],
  ],
});
