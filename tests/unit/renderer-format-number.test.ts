import { hexDumpRow, hexDumpRowCount, hexToBytes } from '@renderer/format/hex';
import {
  feeWei,
  formatCompact,
  formatGas,
  formatGwei,
  formatInteger,
  formatPercent,
  parseBigInt,
  percentOf,
} from '@renderer/format/number';
import { middleTruncate } from '@renderer/format/text';
import { describe, expect, it } from 'vitest';

describe('parseBigInt / formatInteger', () => {
  it('reads decimal and 0x hex integers beyond 2^53 exactly', () => {
    expect(parseBigInt('9007199254740993')).toBe(9_007_199_254_740_993n);
    expect(parseBigInt('0x1d1a94a2000')).toBe(2_000_000_000_000n);
    expect(parseBigInt(' 42 ')).toBe(42n);
    expect(parseBigInt(7n)).toBe(7n);
    expect(parseBigInt(12)).toBe(12n);
  });

  it('refuses fractions, unsafe floats and text', () => {
    expect(parseBigInt('1.5')).toBeNull();
    expect(parseBigInt(1.5)).toBeNull();
    expect(parseBigInt(2 ** 60)).toBeNull();
    expect(parseBigInt('0x')).toBeNull();
    expect(parseBigInt('abc')).toBeNull();
  });

  it('groups thousands and shows hex in decimal', () => {
    expect(formatInteger('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatInteger('0x3e8')).toBe('1,000');
    expect(formatInteger(-1234567n)).toBe('-1,234,567');
    expect(formatInteger('n/a')).toBe('n/a');
  });
});

describe('formatCompact', () => {
  it('abbreviates with one fraction digit, trimmed', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(5_600_000)).toBe('5.6M');
    expect(formatCompact('7250000000')).toBe('7.3B');
    expect(formatCompact(-1234)).toBe('-1.2K');
  });

  it('moves up a unit when rounding reaches 1000', () => {
    expect(formatCompact(999_960)).toBe('1M');
    expect(formatCompact(999_949)).toBe('999.9K');
  });

  it('stays exact for integers far past 2^53 and caps at T', () => {
    expect(formatCompact('123456789012345678901234567890', 2)).toBe('123,456,789,012,345,678.9T');
    expect(formatCompact(10n ** 15n)).toBe('1,000T');
  });

  it('keeps small fractions readable and shows garbage raw', () => {
    expect(formatCompact(12.345)).toBe('12.35');
    expect(formatCompact('0.5')).toBe('0.5');
    expect(formatCompact(1234.6)).toBe('1.2K');
    expect(formatCompact('n/a')).toBe('n/a');
    expect(formatCompact('')).toBe('');
  });
});

describe('percentages', () => {
  it('formats percentages and ratios, trimming zeros', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(0.25, { ratio: true })).toBe('25%');
    expect(formatPercent(33.33333, { digits: 1 })).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('never shows a non-zero share as 0%', () => {
    expect(formatPercent(0.001)).toBe('<0.01%');
    expect(formatPercent(-0.001)).toBe('>-0.01%');
    expect(formatPercent(Number.NaN)).toBe('—');
  });

  it('percentOf is exact for huge integers and refuses a zero whole', () => {
    const limit = '15000000';
    expect(percentOf('7500000', limit)).toBe(50);
    expect(percentOf('1', '3')).toBe(33.3333);
    // 2^100 of 2^101: a float division would still be fine, but this path is BigInt throughout.
    expect(percentOf(2n ** 100n, 2n ** 101n)).toBe(50);
    expect(percentOf('0x5', '0xa')).toBe(50);
    expect(percentOf(1, 0)).toBeNull();
    expect(percentOf('x', 10)).toBeNull();
  });
});

describe('gas and fees', () => {
  it('shows wei as gwei exactly, rounded half-up', () => {
    expect(formatGwei('25000000000')).toBe('25 gwei');
    expect(formatGwei('25500000000')).toBe('25.5 gwei');
    expect(formatGwei('1234567')).toBe('0.0012 gwei');
    expect(formatGwei('0x5d21dba00')).toBe('25 gwei');
    expect(formatGwei('1', 4)).toBe('<0.0001 gwei');
    expect(formatGwei('oops')).toBe('oops');
  });

  it('groups gas and multiplies the fee exactly', () => {
    expect(formatGas('0x5208')).toBe('21,000');
    expect(formatGas(8_000_000)).toBe('8,000,000');
    expect(feeWei('21000', '25000000000')).toBe(525_000_000_000_000n);
    expect(feeWei('0x5208', 10n ** 30n)).toBe(21_000n * 10n ** 30n);
    expect(feeWei('1.5', '2')).toBeNull();
  });
});

describe('middleTruncate', () => {
  it('keeps head and tail around an ellipsis', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(middleTruncate(hash, 10, 8)).toBe(`0xabababab…abababab`);
    expect(middleTruncate(hash, 6, 4)).toBe('0xabab…abab');
  });

  it('leaves short values whole (an ellipsis would save nothing)', () => {
    expect(middleTruncate('0x1234', 4, 4)).toBe('0x1234');
    expect(middleTruncate('abcdefghi', 4, 4)).toBe('abcdefghi');
    expect(middleTruncate('abcdefghij', 4, 4)).toBe('abcd…ghij');
  });
});

describe('hex dump', () => {
  it('parses 0x hex into bytes and refuses odd or non-hex text', () => {
    expect([...(hexToBytes('0x00ff10') ?? [])]).toEqual([0, 255, 16]);
    expect([...(hexToBytes('ABcd') ?? [])]).toEqual([0xab, 0xcd]);
    expect(hexToBytes('0x')?.length).toBe(0);
    expect(hexToBytes('0xabc')).toBeNull();
    expect(hexToBytes('0xzz')).toBeNull();
  });

  it('builds offset | hex | ascii rows on demand, the last one short', () => {
    const bytes = hexToBytes(`0x${'48656c6c6f2c20417661782100'}${'ff'.repeat(7)}`)!;
    expect(bytes.length).toBe(20);
    expect(hexDumpRowCount(bytes.length)).toBe(2);
    expect(hexDumpRowCount(16)).toBe(1);
    expect(hexDumpRowCount(0)).toBe(0);
    expect(hexDumpRow(bytes, 0)).toEqual({
      offset: '00000000',
      hex: '48 65 6c 6c 6f 2c 20 41 76 61 78 21 00 ff ff ff',
      ascii: 'Hello, Avax!....',
    });
    expect(hexDumpRow(bytes, 1)).toEqual({ offset: '00000010', hex: 'ff ff ff ff', ascii: '....' });
    expect(hexDumpRow(bytes, 2, 8).offset).toBe('00000010');
  });
});
