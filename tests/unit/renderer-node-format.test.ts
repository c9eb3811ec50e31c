import { acpShares, sortedAcpNumbers } from '@renderer/format/node-acps';
import { otherPrecompileSettings, precompileLabel, roleAddresses } from '@renderer/format/node-chain-config';
import { txFeeRows } from '@renderer/format/node-fees';
import { isBenched, shortVersion, splitNodeIds, versionSortKey } from '@renderer/format/node-peers';
import { localDateTimeToUnix, unixToLocalDateTime } from '@renderer/format/node-time';
import { evmChainChoices, subnetChoices } from '@renderer/views/node/node-choices';
import { refetchIntervalOf } from '@renderer/views/node/node-refresh';
import { describe, expect, it } from 'vitest';

describe('localDateTimeToUnix / unixToLocalDateTime', () => {
  it('round-trips through the local zone, with and without seconds', () => {
    const t = 1_714_565_002;
    const text = unixToLocalDateTime(t);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(localDateTimeToUnix(text)).toEqual({ seconds: t });
    expect(localDateTimeToUnix(text.slice(0, 16))).toEqual({ seconds: t - (t % 60) });
    expect(localDateTimeToUnix('2024-05-01T12:03:22')).toEqual({
      seconds: new Date(2024, 4, 1, 12, 3, 22).getTime() / 1000,
    });
  });

  it('says what is wrong with bad input', () => {
    expect(localDateTimeToUnix('')).toEqual({ problem: 'is required: pick a date and time' });
    expect(localDateTimeToUnix('yesterday')).toEqual({ problem: 'must be a date and time like 2024-05-01T14:03:00' });
    expect(localDateTimeToUnix('2023-02-31T00:00')).toEqual({ problem: 'is not a real calendar date' });
    expect(localDateTimeToUnix('2023-02-01T24:00')).toEqual({ problem: 'is not a real time of day' });
    expect(localDateTimeToUnix('1960-01-01T00:00')).toEqual({ problem: 'must be at or after 1970-01-01 00:00:00 UTC' });
  });
});

describe('peers helpers', () => {
  it('splits pasted node ids on commas, semicolons and whitespace, dropping repeats', () => {
    expect(splitNodeIds(' NodeID-a, NodeID-b;NodeID-c\tNodeID-a  ')).toEqual(['NodeID-a', 'NodeID-b', 'NodeID-c']);
    expect(splitNodeIds('NodeID-a,\nNodeID-b NodeID-a')).toEqual(['NodeID-a', 'NodeID-b']);
    expect(splitNodeIds('  ')).toEqual([]);
  });

  it('reads benched lists that Go may send as null', () => {
    expect(isBenched({ nodeID: 'n', version: 'v', benched: null })).toBe(false);
    expect(isBenched({ nodeID: 'n', version: 'v', benched: [] })).toBe(false);
    expect(
      isBenched({ nodeID: 'n', version: 'v', benched: ['2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5'] }),
    ).toBe(true);
  });

  it('sorts versions numerically and shortens the avalanchego prefix', () => {
    const versions = ['avalanchego/1.13.10', 'avalanchego/1.9.2', 'avalanchego/1.13.3'];
    expect([...versions].sort((a, b) => versionSortKey(a).localeCompare(versionSortKey(b)))).toEqual([
      'avalanchego/1.9.2',
      'avalanchego/1.13.3',
      'avalanchego/1.13.10',
    ]);
    expect(shortVersion('avalanchego/1.13.3')).toBe('1.13.3');
    expect(shortVersion('custom/2')).toBe('custom/2');
  });
});

describe('acpShares', () => {
  it('gives each position its share of all stake, exact for 64-bit weights', () => {
    const shares = acpShares({
      supportWeight: '6000000000000000000',
      objectWeight: '1000000000000000000',
      abstainWeight: '3000000000000000000',
      supporters: [],
      objectors: null,
    });
    expect(shares).toEqual({ total: 10_000_000_000_000_000_000n, support: 60, object: 10, abstain: 30 });
  });

  it('is all zeros when nobody has stake', () => {
    const shares = acpShares({
      supportWeight: '0',
      objectWeight: '0',
      abstainWeight: '0',
      supporters: null,
      objectors: null,
    });
    expect(shares).toEqual({ total: 0n, support: 0, object: 0, abstain: 0 });
  });

  it('orders ACP numbers numerically', () => {
    expect(sortedAcpNumbers({ '226': 1, '23': 1, '103': 1, x: 1 })).toEqual(['23', '103', '226', 'x']);
  });
});

describe('txFeeRows', () => {
  it('puts the two fees still in use first, then the retired ones, then unknown ones; skips non-numbers', () => {
    const rows = txFeeRows({
      createSubnetTxFee: '1000000000',
      txFee: '1000000',
      someNewFee: 5,
      createAssetTxFee: '10000000',
      note: 'x',
    });
    expect(rows.map((r) => [r.field, r.use])).toEqual([
      ['txFee', 'in use'],
      ['createAssetTxFee', 'in use'],
      ['createSubnetTxFee', 'no longer used'],
      ['someNewFee', 'unknown'],
    ]);
    expect(rows[3]?.value).toBe('5');
  });
});

describe('chooser entries', () => {
  const subnets = [
    {
      subnetId: '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r',
      isL1: true,
      blockchains: [
        { blockchainId: 'zChain', blockchainName: 'Zeta', evmChainId: 5 },
        { blockchainId: 'xvm', blockchainName: 'Not EVM' },
      ],
    },
    { subnetId: 'abc', isL1: false, blockchains: [{ blockchainId: 'aChain', blockchainName: 'Alpha', evmChainId: 7 }] },
    { subnetId: 'empty', isL1: false, blockchains: [] },
  ];

  it('labels subnets by their chains, marks L1s, keeps the order', () => {
    expect(subnetChoices(subnets).map((c) => c.label)).toEqual([
      'Zeta, Not EVM · 2bRCr6…qb7r (L1)',
      'Alpha · abc',
      'no blockchains · empty',
    ]);
  });

  it('offers the C-Chain first, then only chains with an EVM chain id, by name', () => {
    expect(evmChainChoices(subnets)).toEqual([
      { value: 'C', label: 'C-Chain (C)' },
      { value: 'aChain', label: 'Alpha · chain 7' },
      { value: 'zChain', label: 'Zeta · chain 5' },
    ]);
  });
});

describe('precompile display helpers', () => {
  it('labels configs, reads role lists (null when disabled) and keeps the other settings', () => {
    expect(precompileLabel('contractNativeMinterConfig')).toBe('Contract native minter');
    expect(precompileLabel('warpConfig')).toBe('Warp');
    expect(roleAddresses({ adminAddresses: ['0x1', 2] }, 'adminAddresses')).toEqual(['0x1']);
    expect(roleAddresses({ adminAddresses: null }, 'adminAddresses')).toBeNull();
    expect(otherPrecompileSettings({ blockTimestamp: 1, quorumNumerator: 67, adminAddresses: [] })).toEqual([
      ['quorumNumerator', 67],
    ]);
  });
});

describe('refetchIntervalOf', () => {
  it('maps the choice to milliseconds; off and paused mean no interval', () => {
    expect(refetchIntervalOf('10', false)).toBe(10_000);
    expect(refetchIntervalOf('30', false)).toBe(30_000);
    expect(refetchIntervalOf('60', false)).toBe(60_000);
    expect(refetchIntervalOf('off', false)).toBe(false);
    expect(refetchIntervalOf('30', true)).toBe(false);
  });
});
