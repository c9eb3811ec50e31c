import {
  allocRows,
  codeByteLength,
  formatNativeBalance,
  genesisHeaderFacts,
  isEvmGenesis,
  parseOpaqueGenesis,
  parseQuantity,
  totalAllocWei,
} from '@renderer/format/genesis';
import { knownVmName } from '@renderer/format/genesis-vm';
import { describe, expect, it } from 'vitest';

describe('parseQuantity / formatNativeBalance', () => {
  it('reads hex and decimal quantities beyond 2^53 exactly', () => {
    // 55,000,000 AVAX in wei: far past Number.MAX_SAFE_INTEGER.
    expect(parseQuantity('0x2d7eb3f96e070d97000000')).toBe(55_000_000n * 10n ** 18n);
    expect(parseQuantity('55000000000000000000000000')).toBe(55_000_000n * 10n ** 18n);
    expect(parseQuantity('9007199254740993')).toBe(9_007_199_254_740_993n);
    expect(parseQuantity(12)).toBe(12n);
  });

  it('gives null for absent, null, unsafe numbers and garbage', () => {
    expect(parseQuantity(undefined)).toBeNull();
    expect(parseQuantity(null)).toBeNull();
    expect(parseQuantity(2 ** 60)).toBeNull();
    expect(parseQuantity('0xzz')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity({})).toBeNull();
  });

  it('formats wei as whole native units with 18 decimals, exact to the last wei', () => {
    expect(formatNativeBalance('0xde0b6b3a7640000')).toBe('1');
    expect(formatNativeBalance('0x2d7eb3f96e070d97000000')).toBe('55,000,000');
    expect(formatNativeBalance('1000000000000000001')).toBe('1.000000000000000001');
    expect(formatNativeBalance('0x0')).toBe('0');
    expect(formatNativeBalance('nope')).toBeNull();
    expect(formatNativeBalance(null)).toBeNull();
  });
});

describe('codeByteLength', () => {
  it('counts bytes of 0x code, zero for 0x, null when absent or not hex', () => {
    expect(codeByteLength('0x6080604052')).toBe(5);
    expect(codeByteLength('6080')).toBe(2);
    expect(codeByteLength('0x')).toBe(0);
    expect(codeByteLength(undefined)).toBeNull();
    expect(codeByteLength(null)).toBeNull();
    expect(codeByteLength('0x123')).toBeNull();
    expect(codeByteLength('0xgg')).toBeNull();
  });
});

describe('allocRows', () => {
  const alloc = {
    '0x00000000000000000000000000000000000000aa': { balance: '0x3635c9adc5dea00000' },
    '0x00000000000000000000000000000000000000bb': {
      balance: '0x0',
      code: '0x60806040',
      storage: { '0x01': '0x02', '0x03': '0x04', '0x05': '0x06' },
    },
    '0x00000000000000000000000000000000000000cc': { balance: '123456789012345678901234567890' },
    '0x00000000000000000000000000000000000000dd': {},
    '0x00000000000000000000000000000000000000ee': { balance: 'lots' },
  };

  it('keeps every account in order with balance, code size and storage count', () => {
    const rows = allocRows(alloc);
    expect(rows.map((r) => r.address)).toEqual(Object.keys(alloc));
    expect(rows[0]).toMatchObject({
      balanceWei: 1000n * 10n ** 18n,
      balanceText: '1,000',
      codeBytes: null,
      storageSlots: 0,
    });
    expect(rows[1]).toMatchObject({ balanceText: '0', codeBytes: 4, storageSlots: 3, code: '0x60806040' });
    expect(rows[1]?.storage).toEqual([
      ['0x01', '0x02'],
      ['0x03', '0x04'],
      ['0x05', '0x06'],
    ]);
    expect(rows[2]?.balanceText).toBe('123,456,789,012.34567890123456789');
  });

  it('shows a missing balance as absent and an unreadable one raw', () => {
    const rows = allocRows(alloc);
    expect(rows[3]).toMatchObject({ balanceRaw: null, balanceWei: null, balanceText: '—' });
    expect(rows[4]).toMatchObject({ balanceRaw: 'lots', balanceWei: null, balanceText: 'lots' });
  });

  it('sums readable balances exactly and tolerates a missing alloc', () => {
    const rows = allocRows(alloc);
    expect(totalAllocWei(rows)).toBe(1000n * 10n ** 18n + 123_456_789_012_345_678_901_234_567_890n);
    expect(allocRows(undefined)).toEqual([]);
    expect(allocRows(null)).toEqual([]);
    expect(allocRows([])).toEqual([]);
  });
});

describe('genesisHeaderFacts', () => {
  const facts = (g: unknown) => Object.fromEntries(genesisHeaderFacts(g).map((f) => [f.key, f]));

  it('turns hex gas limit into decimal and the hex timestamp into a UTC date', () => {
    const f = facts({
      gasLimit: '0x7a1200',
      timestamp: '0x6043888d',
      difficulty: '0x0',
      coinbase: '0x0000000000000000000000000000000000000000',
      extraData: '0x00ff',
      baseFeePerGas: null,
    });
    expect(f.gasLimit).toMatchObject({ kind: 'integer', text: '8,000,000' });
    expect(f.timestamp).toMatchObject({ kind: 'time', seconds: 0x6043888d, text: '2021-03-06 13:50:05 UTC' });
    expect(f.difficulty).toMatchObject({ kind: 'integer', text: '0' });
    expect(f.coinbase).toMatchObject({ kind: 'address', text: '0x0000000000000000000000000000000000000000' });
    expect(f.extraData).toMatchObject({ kind: 'hex', text: '0x00ff', hint: '2 bytes' });
    expect(f.baseFeePerGas).toMatchObject({ kind: 'null', text: 'null' });
  });

  it('says "not set" for missing fields and keeps unreadable values raw', () => {
    const f = facts({ gasLimit: 'big', extraData: 'hello' });
    expect(f.gasLimit).toMatchObject({ kind: 'text', text: 'big' });
    expect(f.extraData).toMatchObject({ kind: 'text', text: 'hello' });
    expect(f.timestamp).toMatchObject({ kind: 'absent', text: 'not set' });
    expect(facts(undefined).coinbase).toMatchObject({ kind: 'absent' });
  });
});

describe('genesis kinds', () => {
  it('tells an EVM genesis object from an opaque string', () => {
    expect(isEvmGenesis({ config: {} })).toBe(true);
    expect(isEvmGenesis('{"a":1}')).toBe(false);
    expect(isEvmGenesis(null)).toBe(false);
    expect(parseOpaqueGenesis('{"name":"x","version":2}')).toEqual({ json: { name: 'x', version: 2 } });
    expect(parseOpaqueGenesis('not json')).toBeNull();
    expect(parseOpaqueGenesis('{broken')).toBeNull();
  });

  it('names the VMs it knows', () => {
    expect(knownVmName('srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy')).toBe('Subnet-EVM');
    expect(knownVmName('2ZKebGFrwBEaAKLT1oS8fNUEzZfZf7CkMfuVakZA7ABbusHNo7')).toBeNull();
  });
});
