import { hashParams, hashWith } from '@renderer/routing/hash-query';
import { PRIMARY_NETWORK_ID } from '@renderer/views/examples';
import { optionText, subnetName, subnetOptions } from '@renderer/views/validators/subnet-options';
import {
  filterValidators,
  pChainTxHref,
  presentFields,
  readConnection,
  rewardsHref,
  sameNetwork,
  secondsLeft,
  setKind,
  subnetIdToQuery,
  validatorsHref,
  validatorTotals,
} from '@renderer/views/validators/validator-model';
import { ListSubnetsResponse } from '@shared/models/data/primary';
import { PlatformValidators } from '@shared/models/node/platform';
import { routeIssues } from '@shared/routing/route-issues';
import { parseHash } from '@shared/routing/routes';
import { describe, expect, it } from 'vitest';

const owner = { locktime: '0', threshold: '1', addresses: ['P-avax1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrk9vw'] };

/** Validators as the node sends them (strings for uint64), parsed by the contract's result schema. */
const primary = PlatformValidators.parse({
  validators: [
    {
      txID: '2ZW6HUePBW2dP7dBGa5stjXe1uvK9LwEgrjebDwXEyL5bDMWWS',
      startTime: '1700000000',
      endTime: '1800000000',
      nodeID: 'NodeID-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA1',
      weight: '3000000000000',
      potentialReward: '10',
      delegationFee: '2.0000',
      uptime: '99.5000',
      connected: true,
      delegatorCount: '2',
      delegatorWeight: '50000000000',
      validationRewardOwner: owner,
    },
    {
      txID: 'xyz',
      startTime: '1700000100',
      endTime: '1800000100',
      nodeID: 'NodeID-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB2',
      weight: '1000000000000',
      delegationFee: '5.0000',
      uptime: '80.0000',
      connected: false,
      delegatorCount: '0',
      delegatorWeight: '0',
    },
    {
      txID: 'abc',
      startTime: '1700000200',
      endTime: '1800000200',
      nodeID: 'NodeID-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC3',
      weight: '6000000000000',
      delegationFee: '2.0000',
      uptime: '100.0000',
      connected: true,
      delegatorCount: '0',
      delegatorWeight: '0',
    },
  ],
}).validators as NonNullable<PlatformValidators['validators']>;

/** L1 validators on the P-Chain carry no connection state, end time or uptime. */
const l1 = PlatformValidators.parse({
  validators: [
    {
      validationID: 'v1',
      nodeID: 'NodeID-L1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      startTime: '1700000000',
      weight: '100',
      balance: '5000000000',
      minNonce: '0',
    },
  ],
}).validators as NonNullable<PlatformValidators['validators']>;

describe('network of the page vs. the profile', () => {
  it('treats testnet and fuji as one network', () => {
    expect(sameNetwork('testnet', 'fuji')).toBe(true);
    expect(sameNetwork('fuji', 'fuji')).toBe(true);
    expect(sameNetwork('mainnet', 'mainnet')).toBe(true);
  });
  it('tells mainnet and the test network apart', () => {
    expect(sameNetwork('mainnet', 'fuji')).toBe(false);
    expect(sameNetwork('testnet', 'mainnet')).toBe(false);
  });
});

describe('subnetIdToQuery', () => {
  it('asks without a subnet id for the primary network, by absence or by its id', () => {
    expect(subnetIdToQuery(null)).toBeNull();
    expect(subnetIdToQuery(PRIMARY_NETWORK_ID)).toBeNull();
  });
  it('passes any other subnet id through', () => {
    expect(subnetIdToQuery('2G38tcvUdfJpCQiZVX3kZwg1uZajuNioQuRt1QAsaFPEHgmpRz')).toBe(
      '2G38tcvUdfJpCQiZVX3kZwg1uZajuNioQuRt1QAsaFPEHgmpRz',
    );
  });
});

describe('filterValidators', () => {
  it('keeps only connected or disconnected validators', () => {
    expect(filterValidators(primary, '', 'connected').map((v) => v.nodeID)).toEqual([
      primary[0]?.nodeID,
      primary[2]?.nodeID,
    ]);
    expect(filterValidators(primary, '', 'disconnected').map((v) => v.nodeID)).toEqual([primary[1]?.nodeID]);
    expect(filterValidators(primary, '', 'all')).toHaveLength(3);
  });
  it('matches node ids case-insensitively by substring', () => {
    expect(filterValidators(primary, 'bbbb', 'all').map((v) => v.nodeID)).toEqual([primary[1]?.nodeID]);
    expect(filterValidators(primary, '  NodeID-CCC ', 'all')).toHaveLength(1);
    expect(filterValidators(primary, 'nothing-like-this', 'all')).toHaveLength(0);
  });
  it('combines the text and connection filters', () => {
    expect(filterValidators(primary, 'BBBB', 'connected')).toHaveLength(0);
  });
  it('never keeps validators without a connection state under a connection filter', () => {
    expect(filterValidators(l1, '', 'connected')).toHaveLength(0);
    expect(filterValidators(l1, '', 'disconnected')).toHaveLength(0);
  });
  it('reads unknown connection values as all', () => {
    expect(readConnection('connected')).toBe('connected');
    expect(readConnection('bogus')).toBe('all');
    expect(readConnection(null)).toBe('all');
  });
});

describe('validatorTotals', () => {
  it('sums weights exactly and computes the connected share of stake', () => {
    const totals = validatorTotals(primary);
    expect(totals.count).toBe(3);
    expect(totals.totalWeight).toBe(10_000_000_000_000n);
    expect(totals.connectedCount).toBe(2);
    expect(totals.connectedWeight).toBe(9_000_000_000_000n);
    expect(totals.connectedPercent).toBe(90);
  });
  it('reports no connection figures for a set without connection state', () => {
    const totals = validatorTotals(l1);
    expect(totals.totalWeight).toBe(100n);
    expect(totals.connectedCount).toBeNull();
    expect(totals.connectedPercent).toBeNull();
  });
  it('stays exact beyond 2^53', () => {
    const big = primary.map((v) => ({ ...v, weight: '9007199254740993' }));
    expect(validatorTotals(big).totalWeight).toBe(3n * 9007199254740993n);
  });
});

describe('presentFields and setKind', () => {
  it('offers primary-network columns only where the answer has them', () => {
    const fields = presentFields(primary);
    expect(fields).toMatchObject({
      endTime: true,
      uptime: true,
      connected: true,
      delegationFee: true,
      delegators: true,
    });
    expect(fields.validationID).toBe(false);
    expect(fields.balance).toBe(false);
    expect(fields.potentialReward).toBe(true);
  });
  it('offers L1 columns for L1 validators', () => {
    const fields = presentFields(l1);
    expect(fields).toMatchObject({ validationID: true, balance: true, endTime: false, connected: false });
  });
  it('names the set from the subnet list when it knows, else from the fields', () => {
    expect(setKind(null, undefined, primary)).toBe('primary');
    expect(setKind('x', true, [])).toBe('l1');
    expect(setKind('x', false, l1)).toBe('subnet');
    expect(setKind('x', undefined, l1)).toBe('l1');
    expect(setKind('x', undefined, primary)).toBe('subnet');
  });
});

describe('secondsLeft', () => {
  it('counts down to the end time', () => {
    expect(secondsLeft('1800000000', 1_799_999_000_000)).toBe(1000);
    expect(secondsLeft('1800000000', 1_800_000_500_000)).toBe(-500);
    expect(secondsLeft(undefined, 0)).toBeNull();
    expect(secondsLeft('soon', 0)).toBeNull();
  });
});

describe('links', () => {
  it('links a P-Chain tx only when the tx route accepts it', () => {
    const id = '2ZW6HUePBW2dP7dBGa5stjXe1uvK9LwEgrjebDwXEyL5bDMWWS';
    const accepted = routeIssues({ name: 'tx', chainId: PRIMARY_NETWORK_ID, txHash: id }).length === 0;
    const href = pChainTxHref(id);
    if (accepted) expect(parseHash(href ?? '')).toMatchObject({ name: 'tx', txHash: id });
    else expect(href).toBeUndefined();
  });
  it('builds validators links whose query reads back', () => {
    const href = validatorsHref('fuji', { subnet: 'S', node: 'NodeID-X', chain: null });
    expect(parseHash(href)).toEqual({ name: 'validators', network: 'fuji' });
    expect(hashParams(href, ['subnet', 'node', 'chain'])).toEqual({ subnet: 'S', node: 'NodeID-X', chain: null });
    expect(validatorsHref('mainnet')).toBe('#/validators/mainnet');
  });
  it('builds rewards links with comma-joined lists', () => {
    const href = rewardsHref('mainnet', { addresses: ['P-avax1a', 'X-avax1b'] });
    expect(parseHash(href)).toEqual({ name: 'rewards', network: 'mainnet' });
    expect(hashParams(href, ['addresses', 'nodeIds'])).toEqual({ addresses: 'P-avax1a,X-avax1b', nodeIds: null });
  });
});

describe('hash query helpers', () => {
  it('sets, replaces and removes parameters, keeping the path and the others', () => {
    const start = '#/validators/mainnet?subnet=abc&status=connected';
    const next = hashWith(start, { node: 'NodeID-1', subnet: null, status: 'disconnected' });
    expect(parseHash(next)).toEqual({ name: 'validators', network: 'mainnet' });
    expect(hashParams(next, ['subnet', 'node', 'status'])).toEqual({
      subnet: null,
      node: 'NodeID-1',
      status: 'disconnected',
    });
    expect(hashWith(next, { node: '', status: null })).toBe('#/validators/mainnet');
  });
  it('reads empty parameters as absent', () => {
    expect(hashParams('#/x?node=&subnet=%20', ['node', 'subnet'])).toEqual({ node: null, subnet: null });
  });
});

describe('subnet chooser options', () => {
  const list = ListSubnetsResponse.parse({
    subnets: [
      subnet('S1', false, ['Zeta']),
      subnet('S2', true, ['Beta', 'Gamma']),
      subnet('S3', true, ['Alpha']),
      subnet('S4', false, []),
    ],
  }).subnets;

  function subnet(subnetId: string, isL1: boolean, names: string[]) {
    return {
      createBlockTimestamp: 1,
      createBlockIndex: '1',
      subnetId,
      ownerAddresses: [],
      threshold: 1,
      locktime: 0,
      subnetOwnershipInfo: { locktime: 0, threshold: 1, addresses: [] },
      isL1,
      blockchains: names.map((blockchainName, i) => ({
        createBlockTimestamp: 1,
        createBlockNumber: '1',
        blockchainId: `${subnetId}-chain-${i}`,
        vmId: 'vm',
        subnetId,
        blockchainName,
      })),
    };
  }

  it('lists L1s first, then subnets, each by name', () => {
    expect(subnetOptions(list).map((o) => o.subnetId)).toEqual(['S3', 'S2', 'S4', 'S1']);
  });
  it('names a subnet by its blockchains, or by its id when it has none', () => {
    expect(subnetName(list[1] as (typeof list)[number])).toBe('Beta, Gamma');
    expect(subnetName(list[3] as (typeof list)[number])).toBe('S4');
  });
  it('labels each option with its kind', () => {
    const [first, , third] = subnetOptions(list);
    expect(optionText(first as NonNullable<typeof first>)).toMatch(/^L1 · Alpha · /);
    expect(optionText(third as NonNullable<typeof third>)).toMatch(/^Subnet · S4 · /);
  });
});
