import {
  activationRows,
  configFlagRows,
  feeConfigRows,
  forkLabel,
  formatActivation,
  warpConfigRows,
} from '@renderer/format/genesis-config';
import { precompileRows, roleSummary } from '@renderer/format/genesis-precompiles';
import { describe, expect, it } from 'vitest';

const byKey = <T extends { key: string }>(rows: T[]) => Object.fromEntries(rows.map((r) => [r.key, r]));

describe('activations', () => {
  it('lists the Ethereum forks by block and Subnet-EVM by timestamp, in order', () => {
    const rows = activationRows({ homesteadBlock: 0, londonBlock: 1234567, subnetEVMTimestamp: 0 });
    expect(rows.slice(0, 3).map((r) => r.label)).toEqual(['Homestead', 'EIP-150', 'EIP-155']);
    const r = byKey(rows);
    expect(r.homesteadBlock).toMatchObject({
      kind: 'block',
      value: 0,
      atGenesis: true,
      text: 'block 0 (from genesis)',
    });
    expect(r.londonBlock).toMatchObject({ value: 1234567, atGenesis: false, text: 'block 1,234,567' });
    expect(r.subnetEVMTimestamp).toMatchObject({ kind: 'timestamp', text: '0 (from genesis)' });
    expect(r.muirGlacierBlock).toMatchObject({ label: 'Muir Glacier', present: false, value: null, text: 'not set' });
  });

  it('shows a timestamp activation as a UTC date and null as not activated', () => {
    const r = byKey(activationRows({ subnetEVMTimestamp: 1700000000, berlinBlock: null }));
    expect(r.subnetEVMTimestamp?.text).toBe('2023-11-14 22:13:20 UTC');
    expect(r.berlinBlock).toMatchObject({ present: true, value: null, text: 'null (not activated)' });
  });

  it('adds forks it does not know by name from their suffix', () => {
    const rows = activationRows({ durangoTimestamp: 1709740800, cancunTime: 0, fooBlock: 5, feeConfig: {} });
    const r = byKey(rows);
    expect(r.durangoTimestamp).toMatchObject({ label: 'Durango', kind: 'timestamp', text: '2024-03-06 16:00:00 UTC' });
    expect(r.cancunTime).toMatchObject({ label: 'Cancun', kind: 'timestamp', atGenesis: true });
    expect(r.fooBlock).toMatchObject({ label: 'Foo', kind: 'block', text: 'block 5' });
    expect(r.feeConfig).toBeUndefined();
    expect(forkLabel('petersburgBlock')).toBe('Petersburg');
  });

  it('keeps a value that is not an integer raw', () => {
    expect(formatActivation('block', 'soon')).toBe('soon');
    expect(formatActivation('timestamp', '0x0')).toBe('0 (from genesis)');
    expect(formatActivation('block', undefined)).toBe('not set');
  });
});

describe('fee config', () => {
  it('formats each knob with its unit and an explanation, min base fee in gwei', () => {
    const rows = byKey(
      feeConfigRows({
        gasLimit: 8_000_000,
        targetBlockRate: 2,
        minBaseFee: 25_000_000_000,
        targetGas: 15_000_000,
        baseFeeChangeDenominator: 36,
        minBlockGasCost: 0,
        maxBlockGasCost: 1_000_000,
        blockGasCostStep: 200_000,
      }),
    );
    expect(rows.gasLimit?.text).toBe('8,000,000 gas');
    expect(rows.targetBlockRate?.text).toBe('2 s');
    expect(rows.minBaseFee?.text).toBe('25 gwei (25,000,000,000 wei)');
    expect(rows.targetGas?.text).toBe('15,000,000 gas');
    expect(rows.baseFeeChangeDenominator?.text).toBe('36');
    expect(rows.minBlockGasCost?.text).toBe('0 gas');
    expect(rows.maxBlockGasCost?.text).toBe('1,000,000 gas');
    expect(rows.blockGasCostStep?.text).toBe('200,000 gas per second');
    for (const row of Object.values(rows)) expect(row.explanation.length).toBeGreaterThan(10);
  });

  it('shows a 1 wei minimum exactly rather than rounding it away', () => {
    expect(byKey(feeConfigRows({ minBaseFee: 1 })).minBaseFee?.text).toBe('0.000000001 gwei (1 wei)');
  });

  it('says not set / null for missing and null fields, always in the same eight rows', () => {
    const rows = feeConfigRows({ gasLimit: null });
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ key: 'gasLimit', present: true, text: 'null' });
    expect(rows[1]).toMatchObject({ key: 'targetBlockRate', present: false, text: 'not set' });
    expect(feeConfigRows(undefined).every((r) => r.text === 'not set')).toBe(true);
  });
});

describe('warp and flags', () => {
  it('reads warp activation, quorum and primary-network signers', () => {
    const rows = byKey(
      warpConfigRows({ blockTimestamp: 1700000000, quorumNumerator: 67, requirePrimaryNetworkSigners: true }),
    );
    expect(rows.blockTimestamp).toMatchObject({ text: '2023-11-14 22:13:20 UTC', seconds: 1700000000 });
    expect(rows.quorumNumerator?.text).toBe('67 / 100');
    expect(rows.requirePrimaryNetworkSigners?.text).toBe('yes');
    expect(byKey(warpConfigRows({ quorumNumerator: 0 })).quorumNumerator?.text).toBe('0 (default: 67 / 100)');
    expect(byKey(warpConfigRows(undefined)).blockTimestamp?.text).toBe('not set');
  });

  it('reads allowFeeRecipients and chain id', () => {
    const rows = byKey(configFlagRows({ chainId: 770833, allowFeeRecipients: false }));
    expect(rows.chainId?.text).toBe('770833');
    expect(rows.allowFeeRecipients?.text).toBe('no');
    expect(rows.eip150Hash?.text).toBe('not set');
  });
});

describe('precompiles', () => {
  const config = {
    txAllowListConfig: { blockTimestamp: 0, adminAddresses: ['0xaa', '0xbb'], enabledAddresses: ['0xcc'] },
    feeManagerConfig: {
      blockTimestamp: 1700000000,
      adminAddresses: [],
      managerAddresses: ['0xdd'],
      initialFeeConfig: { gasLimit: 1 },
    },
    rewardManagerConfig: { blockTimestamp: 1700000000, disable: true },
    warpConfig: { blockTimestamp: 0 },
    futureThingConfig: { blockTimestamp: 5, adminAddresses: ['0xee'] },
    feeConfig: { gasLimit: 1 },
  };

  it('lists the five known precompiles whether configured or not', () => {
    const rows = byKey(precompileRows(config));
    expect(rows.txAllowListConfig).toMatchObject({
      configured: true,
      activationText: '0 (from genesis)',
      admins: ['0xaa', '0xbb'],
      managers: [],
      enabled: ['0xcc'],
      address: '0x0200000000000000000000000000000000000002',
    });
    expect(rows.feeManagerConfig).toMatchObject({
      blockTimestamp: 1700000000,
      activationText: '2023-11-14 22:13:20 UTC',
      managers: ['0xdd'],
      extra: { initialFeeConfig: { gasLimit: 1 } },
    });
    expect(rows.rewardManagerConfig).toMatchObject({ configured: true, disabled: true });
    expect(rows.contractNativeMinterConfig).toMatchObject({ configured: false, activationText: 'not configured' });
    expect(rows.contractDeployerAllowListConfig?.configured).toBe(false);
  });

  it('adds unknown precompile-like entries, never fee or warp config', () => {
    const rows = precompileRows(config);
    expect(rows.map((r) => r.key)).toEqual([
      'contractDeployerAllowListConfig',
      'contractNativeMinterConfig',
      'txAllowListConfig',
      'feeManagerConfig',
      'rewardManagerConfig',
      'futureThingConfig',
    ]);
    expect(rows[5]).toMatchObject({ label: 'Future Thing', admins: ['0xee'] });
  });

  it('tolerates null entries and null address lists', () => {
    const rows = byKey(
      precompileRows({ txAllowListConfig: null, feeManagerConfig: { blockTimestamp: null, adminAddresses: null } }),
    );
    expect(rows.txAllowListConfig?.configured).toBe(false);
    expect(rows.feeManagerConfig).toMatchObject({
      configured: true,
      disabledAtGenesis: true,
      activationText: 'disabled at genesis (blockTimestamp null)',
      admins: [],
    });
    expect(precompileRows(undefined)).toHaveLength(5);
  });

  it('summarises roles', () => {
    expect(roleSummary({ admins: ['a', 'b'], managers: ['c'], enabled: [] })).toBe('2 admins · 1 manager');
    expect(roleSummary({ admins: [], managers: [], enabled: ['x', 'y', 'z'] })).toBe('3 enabled');
    expect(roleSummary({ admins: [], managers: [], enabled: [] })).toBe('no addresses');
  });
});
