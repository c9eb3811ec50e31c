import { precompileRows } from '@renderer/format/genesis-precompiles';
import { networkUpgradeOverrides, stateUpgradeChanges } from '@renderer/format/node-chain-config';
import { advertisedIp, objectedAcps, supportedAcps } from '@renderer/format/node-peers';
import { deriveActiveRules, isDisabledAtGenesis, precompileConfigEntries } from '@renderer/format/node-rules';
import { upgradeParameters, upgradeTimeline } from '@renderer/format/upgrades';
import { blockTransactions, platformBlockKind, platformBlockTypeFromHex } from '@renderer/views/pchain/pchain-model';
import { deprecatedOwnership } from '@renderer/views/subnet/resolve-subnet';
import {
  isAutoRenewed,
  nextPeriodOf,
  presentFields,
  sharesPercent,
  validatorRole,
} from '@renderer/views/validators/validator-model';
import type { Subnet } from '@shared/models/data/primary';
import type { PlatformBlockJson, PlatformValidator } from '@shared/models/node/platform';
import { describe, expect, it } from 'vitest';

/** How the views read the shapes today's servers send. */

describe('upgrades by field name, known or not', () => {
  const upgrades = {
    apricotPhase1Time: '2021-03-31T14:00:00Z',
    apricotPhase4MinPChainHeight: '793005',
    cortinaXChainStopVertexID: 'jrGWDh5Po9FMj54depyunNixpia5PN4aAYxfmNzU8n752Rjga',
    graniteTime: '2025-11-19T16:00:00Z',
    graniteEpochDuration: '300000000000',
    heliconTime: '9999-12-01T00:00:00Z',
    zephyrTime: '2027-03-01T15:00:00Z',
    zephyrQuorum: 67,
    zephyrWindowDuration: 90_000_000_000,
  };
  const now = Date.parse('2026-11-01T00:00:00Z');

  it('lists every <name>Time with its status; ones this Snowscope does not know are marked', () => {
    const timeline = upgradeTimeline(upgrades, now);
    expect(timeline.map((e) => [e.key, e.name, e.status, e.known])).toEqual([
      ['apricotPhase1Time', 'Apricot Phase 1', 'activated', true],
      ['graniteTime', 'Granite', 'activated', true],
      ['zephyrTime', 'Zephyr', 'next', false],
      ['heliconTime', 'Helicon', 'unscheduled', true],
    ]);
  });

  it('lists every other field as a parameter: heights, ids, Go durations (named or not), the rest as sent', () => {
    expect(upgradeParameters(upgrades).map((p) => [p.key, p.kind, p.known, p.seconds])).toEqual([
      ['apricotPhase4MinPChainHeight', 'height', true, null],
      ['cortinaXChainStopVertexID', 'id', true, null],
      ['graniteEpochDuration', 'duration', true, 300],
      ['zephyrQuorum', 'value', false, null],
      ['zephyrWindowDuration', 'duration', false, 90],
    ]);
    expect(upgradeParameters(upgrades).find((p) => p.key === 'zephyrQuorum')?.label).toBe('Zephyr quorum');
  });
});

describe('subnet-evm chain configs', () => {
  const config = {
    chainId: '43214',
    subnetEVMTimestamp: 13,
    contractNativeMinterConfig: { adminAddresses: ['0xa'], blockTimestamp: '0' },
    txAllowListConfig: { adminAddresses: ['0xb'], blockTimestamp: null },
    upgrades: {
      networkUpgradeOverrides: { subnetEVMTimestamp: '13', heliconTimestamp: null },
      stateUpgrades: [
        { blockTimestamp: '200', accounts: { '0x02': { balanceChange: '0x10' } } },
        { blockTimestamp: '100', accounts: { '0x01': { code: '0x6080', storage: { a: 'b', c: 'd' } } } },
      ],
      precompileUpgrades: [{ txAllowListConfig: { adminAddresses: ['0xc'], blockTimestamp: '500' } }],
    },
  };

  it('a precompile with a null time is listed, disabled at genesis, and never active until an upgrade', () => {
    expect(precompileConfigEntries(config).map(([name]) => name)).toEqual([
      'contractNativeMinterConfig',
      'txAllowListConfig',
    ]);
    expect(isDisabledAtGenesis(config.txAllowListConfig)).toBe(true);
    expect(deriveActiveRules(config, 400).precompiles).toEqual({ contractNativeMinterConfig: { timestamp: 0 } });
    expect(deriveActiveRules(config, 500).precompiles).toEqual({
      contractNativeMinterConfig: { timestamp: 0 },
      txAllowListConfig: { timestamp: 500 },
    });
  });

  it('network upgrade overrides by field name, and state upgrades one row per account in time order', () => {
    expect(networkUpgradeOverrides(config)).toEqual([
      { field: 'subnetEVMTimestamp', value: 13, raw: '13', rule: 'IsSubnetEVM' },
      { field: 'heliconTimestamp', value: null, raw: null, rule: 'IsHelicon' },
    ]);
    expect(stateUpgradeChanges(config)).toEqual([
      { blockTimestamp: 100, account: '0x01', codeBytes: 2, storageSlots: 2, balanceChange: null },
      { blockTimestamp: 200, account: '0x02', codeBytes: null, storageSlots: 0, balanceChange: '0x10' },
    ]);
    expect(networkUpgradeOverrides({ chainId: 1 })).toEqual([]);
    expect(stateUpgradeChanges({ upgrades: { stateUpgrades: null } })).toEqual([]);
  });

  it('a creator’s genesis: numeric and null precompile times', () => {
    const rows = precompileRows({
      feeManagerConfig: { blockTimestamp: null, adminAddresses: ['0xa'] },
      rewardManagerConfig: { blockTimestamp: '0x10' },
    });
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.feeManagerConfig).toMatchObject({ disabledAtGenesis: true, blockTimestamp: null });
    expect(byKey.rewardManagerConfig).toMatchObject({ disabledAtGenesis: false, blockTimestamp: 16 });
  });
});

describe('validators of every kind', () => {
  const staker = { txID: 't', startTime: '1000', endTime: '2000', weight: '20', nodeID: 'NodeID-x' };
  const renewed: PlatformValidator = {
    ...staker,
    nextPeriod: '1209600',
    autoCompoundRewardShares: '333333',
    validatorAuthority: { locktime: '0', threshold: '1', addresses: ['P-avax1x'] },
  };

  it('tells primary, auto-renewed, L1 and PoA validators apart from the fields sent', () => {
    expect(validatorRole(staker, 'primary')).toBe('primary');
    expect(validatorRole(renewed, 'primary')).toBe('auto-renewed');
    expect(validatorRole(staker, 'subnet')).toBe('poa');
    expect(validatorRole({ ...staker, validationID: 'v' }, 'l1')).toBe('l1');
    // A PoA validator an L1 kept from before its conversion has no validation id.
    expect(validatorRole(staker, 'l1')).toBe('poa');
    expect(isAutoRenewed(staker)).toBe(false);
    expect(presentFields([staker, renewed]).autoRenewed).toBe(true);
    expect(presentFields([staker]).autoRenewed).toBe(false);
  });

  it('an auto-renewed validator’s next period starts at its end; shares are millionths', () => {
    expect(nextPeriodOf(renewed)).toEqual({ start: 2000, end: 2000 + 1209600, seconds: 1209600 });
    expect(nextPeriodOf(staker)).toBeNull();
    expect(sharesPercent('333333')).toBeCloseTo(33.3333, 4);
    expect(sharesPercent('1000000')).toBe(100);
    expect(sharesPercent(undefined)).toBeNull();
  });
});

describe('P-Chain blocks', () => {
  const tx = { unsignedTx: {}, credentials: null };
  const base = { parentID: 'p', height: '2' };

  it('proposal blocks (txs null or decision txs, then the proposal), standard and commit/abort blocks', () => {
    const proposal: PlatformBlockJson = { ...base, txs: null, tx: { ...tx, id: 'r' } };
    expect(platformBlockKind(proposal)).toBe('proposal');
    expect(blockTransactions(proposal).map((t) => t.id)).toEqual(['r']);
    const withDecisions: PlatformBlockJson = { ...base, txs: [{ ...tx, id: 'a' }], tx: { ...tx, id: 'r' } };
    expect(blockTransactions(withDecisions).map((t) => t.id)).toEqual(['a', 'r']);
    expect(platformBlockKind({ ...base, txs: [{ ...tx, id: 'a' }] })).toBe('standard');
    expect(platformBlockKind({ ...base, txs: [] })).toBe('standard');
    expect(platformBlockKind(base)).toBe('decision');
    expect(blockTransactions(base)).toEqual([]);
  });

  it('the bytes tell a commit from an abort (codec version, then the type id)', () => {
    expect(platformBlockTypeFromHex('0x00000000001f00000000')).toBe('Banff commit');
    expect(platformBlockTypeFromHex('0x00000000001e')).toBe('Banff abort');
    expect(platformBlockTypeFromHex('0000 0000001d'.replace(' ', ''))).toBe('Banff proposal');
    expect(platformBlockTypeFromHex('0x000000000020')).toBe('Banff standard');
    expect(platformBlockTypeFromHex('0x000000000063')).toBeNull();
    expect(platformBlockTypeFromHex('0x00')).toBeNull();
  });
});

describe('peers and subnets', () => {
  it('an empty public IP means none advertised; ACP lists default to none', () => {
    expect(advertisedIp({ publicIP: '' })).toBeNull();
    expect(advertisedIp({ publicIP: '1.2.3.4:9651' })).toBe('1.2.3.4:9651');
    expect(supportedAcps({ supportedACPs: [194] })).toEqual([194]);
    expect(objectedAcps({ objectedACPs: null })).toEqual([]);
  });

  it('subnetOwnershipInfo is the owner; the deprecated fields are compared while sent', () => {
    const subnet: Subnet = {
      createBlockTimestamp: 1,
      createBlockIndex: '1',
      subnetId: 's',
      subnetOwnershipInfo: { locktime: 0, threshold: 1, addresses: ['avax1a'] },
      isL1: false,
      blockchains: [],
    };
    expect(deprecatedOwnership(subnet)).toEqual({ state: 'absent' });
    expect(deprecatedOwnership({ ...subnet, ownerAddresses: ['avax1a'], threshold: 1, locktime: 0 }).state).toBe(
      'agrees',
    );
  });
});
