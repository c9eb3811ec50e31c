import { X_CHAIN_IDS } from '@shared/contract/data/primary';
import { describe, expect, it } from 'vitest';
import { RESULTS } from './samples';
import {
  ADDRESS,
  C_AVAX,
  CB58_ID,
  expectAccepted,
  expectRefused,
  NODE_ID,
  P_AVAX,
  P_FUJI,
  parseResult,
  query,
  resultRuleTests,
  send,
  VALID,
  withAt,
  X_AVAX,
} from './support';

/** Primary-network reads of the Data API: subnets and L1s, pending staking rewards, X-Chain vertices. */

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

describe('primary network: handlers', () => {
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
});

describe('primary network: results', () => {
  resultRuleTests(RESULTS, {
    unknownEnums: [
      ['data.listPendingRewards', 'pendingRewards.0.rewardType', 'L1_VALIDATOR'],
      ['data.listPendingRewards', 'pendingRewards.0.estimatedReward.type', 'ft'],
      ['data.listVerticesByHeight', 'chainInfo.chainName', 'q-chain'],
    ],
    missing: [
      ['data.listSubnets', 'subnets.0.isL1'],
      ['data.listSubnets', 'subnets.0.subnetOwnershipInfo.threshold'],
      ['data.listSubnets', 'subnets.0.blockchains.0.vmId'],
      ['data.listPendingRewards', 'pendingRewards.0.estimatedReward.amount'],
      ['data.listVerticesByHeight', 'chainInfo'],
      ['data.listVerticesByHeight', 'vertices.0.vertexHeight'],
    ],
    wrongTypes: [],
  });

  it('genesis quantities may be hex or a number, and the genesis itself raw JSON text or absent', () => {
    const subnets = RESULTS['data.listSubnets'].sample;
    const genesis = 'subnets.0.blockchains.0.genesisData';
    expect(parseResult('data.listSubnets', withAt(subnets, `${genesis}.baseFeePerGas`, '0x5d21dba00')).success).toBe(
      true,
    );
    expect(parseResult('data.listSubnets', withAt(subnets, `${genesis}.airdropAmount`, 0)).success).toBe(true);
    expect(parseResult('data.listSubnets', withAt(subnets, genesis, '{"raw":"genesis"}')).success).toBe(true);
    expect(parseResult('data.listSubnets', withAt(subnets, genesis, undefined)).success).toBe(true);
  });
});
