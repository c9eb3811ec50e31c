import {
  deprecatedOwnership,
  PRIMARY_NETWORK_ID,
  resolvedSubnet,
  resolveSubnet,
} from '@renderer/views/subnet/resolve-subnet';
import { parsePageSize, subnetMatches } from '@renderer/views/subnets/subnet-filter';
import type { Subnet } from '@shared/models/data/primary';
import { describe, expect, it } from 'vitest';

function subnet(id: string, isL1: boolean, chains: [id: string, name: string][]): Subnet {
  return {
    createBlockTimestamp: 1_700_000_000,
    createBlockIndex: '10',
    subnetId: id,
    ownerAddresses: ['avax1a', 'avax1b'],
    threshold: 1,
    locktime: 0,
    subnetOwnershipInfo: { addresses: ['avax1a', 'avax1b'], threshold: 1, locktime: 0 },
    isL1,
    blockchains: chains.map(([blockchainId, blockchainName]) => ({
      createBlockTimestamp: 1_700_000_100,
      createBlockNumber: '11',
      blockchainId,
      vmId: 'vm',
      subnetId: id,
      blockchainName,
    })),
  };
}

const A = subnet('SubnetAaa', true, [['ChainA1', 'Amber Falcon L1']]);
const B = subnet('SubnetBbb', false, [
  ['ChainB1', 'Basalt Ledger'],
  ['ChainB2', 'Cobalt Forge DEX'],
]);

describe('subnetMatches', () => {
  it('filters by kind', () => {
    expect([A, B].filter((s) => subnetMatches(s, 'l1', '')).map((s) => s.subnetId)).toEqual(['SubnetAaa']);
    expect([A, B].filter((s) => subnetMatches(s, 'subnet', '')).map((s) => s.subnetId)).toEqual(['SubnetBbb']);
    expect([A, B].filter((s) => subnetMatches(s, 'all', ''))).toHaveLength(2);
  });

  it('searches subnet id, blockchain names and blockchain ids, case-insensitively, every term', () => {
    expect(subnetMatches(B, 'all', 'cobalt forge')).toBe(true);
    expect(subnetMatches(B, 'all', 'chainb2')).toBe(true);
    expect(subnetMatches(B, 'all', 'subnetbbb')).toBe(true);
    expect(subnetMatches(A, 'all', 'cobalt')).toBe(false);
    expect(subnetMatches(B, 'all', 'cobalt falcon')).toBe(false);
    expect(subnetMatches(B, 'l1', 'cobalt')).toBe(false);
  });

  it('reads a page size only from whole numbers', () => {
    expect(parsePageSize('20')).toBe(20);
    expect(parsePageSize(' 10000 ')).toBe(10000);
    expect(parsePageSize('2.5')).toBeNull();
    expect(parsePageSize('lots')).toBeNull();
    expect(parsePageSize(null)).toBeNull();
  });
});

describe('resolveSubnet', () => {
  it('finds a subnet by its own id', () => {
    const r = resolveSubnet([A, B], 'SubnetBbb', false);
    expect(r).toEqual({ kind: 'subnet', subnet: B });
    expect(resolvedSubnet(r)).toBe(B);
  });

  it('finds the subnet holding a blockchain id', () => {
    const r = resolveSubnet([A, B], 'ChainB2', true);
    expect(r.kind).toBe('blockchain');
    if (r.kind !== 'blockchain') throw new Error('unreachable');
    expect(r.subnet).toBe(B);
    expect(r.blockchain.blockchainName).toBe('Cobalt Forge DEX');
  });

  it('keeps searching while pages remain, and says how many it searched once complete', () => {
    expect(resolveSubnet([A], 'Nope', false)).toEqual({ kind: 'searching', searched: 1 });
    expect(resolveSubnet([A, B], 'Nope', true)).toEqual({ kind: 'missing', searched: 2 });
    expect(resolvedSubnet(resolveSubnet([A, B], 'Nope', true))).toBeNull();
  });

  it('recognises the primary network, which is never in the list', () => {
    expect(resolveSubnet([A, B], PRIMARY_NETWORK_ID, false)).toEqual({ kind: 'primary' });
  });

  it('tells whether the deprecated owner fields agree with subnetOwnershipInfo, or are gone', () => {
    expect(deprecatedOwnership(A).state).toBe('agrees');
    expect(deprecatedOwnership({ ...A, threshold: 2 }).state).toBe('differs');
    expect(
      deprecatedOwnership({ ...A, subnetOwnershipInfo: { ...A.subnetOwnershipInfo, addresses: ['avax1a'] } }).state,
    ).toBe('differs');
    const { ownerAddresses: _a, threshold: _t, locktime: _l, ...withoutDeprecated } = A;
    expect(deprecatedOwnership(withoutDeprecated)).toEqual({ state: 'absent' });
    expect(deprecatedOwnership({ ...withoutDeprecated, threshold: 1 }).state).toBe('differs');
  });
});
