import { formatUnits, groupThousands, isIntegerString } from '@renderer/format/amount';
import { formatFiat } from '@renderer/format/fiat';
import { describe, expect, it } from 'vitest';

describe('formatUnits', () => {
  it('places the decimal point exactly for 18-decimal values far above 2^53', () => {
    // 123,456,789.123456789012345678 AVAX in wei: 27 digits, far beyond Number precision.
    expect(formatUnits('123456789123456789012345678', 18)).toBe('123,456,789.123456789012345678');
    expect(formatUnits(2n ** 64n, 18)).toBe('18.446744073709551616');
    const huge = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    expect(formatUnits(huge, 18)).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935',
    );
  });

  it('differs from what a float would print', () => {
    const wei = '1234567890123456789';
    expect(formatUnits(wei, 18)).toBe('1.234567890123456789');
    expect(String(Number(wei) / 1e18)).not.toBe('1.234567890123456789');
    expect(formatUnits('9007199254740993', 0)).toBe('9,007,199,254,740,993'); // 2^53 + 1
  });

  it('trims trailing zeros and drops an empty fraction', () => {
    expect(formatUnits('1500000000000000000', 18)).toBe('1.5');
    expect(formatUnits('1000000000000000000', 18)).toBe('1');
    expect(formatUnits('1000', 0)).toBe('1,000');
  });

  it('formats zero as 0', () => {
    expect(formatUnits('0', 18)).toBe('0');
    expect(formatUnits('000', 6)).toBe('0');
  });

  it('keeps tiny values exact', () => {
    expect(formatUnits('1', 18)).toBe('0.000000000000000001');
    expect(formatUnits('42', 6)).toBe('0.000042');
  });

  it('rounds half-up with BigInt when the fraction is limited', () => {
    expect(formatUnits('1234567890000000000', 18, { maxFractionDigits: 4 })).toBe('1.2346');
    expect(formatUnits('1999950000000000000', 18, { maxFractionDigits: 4 })).toBe('2');
    expect(formatUnits('1', 18, { maxFractionDigits: 4 })).toBe('<0.0001');
    expect(formatUnits('-1', 18, { maxFractionDigits: 4 })).toBe('>-0.0001');
    expect(formatUnits('0', 18, { maxFractionDigits: 4 })).toBe('0');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatUnits('-1500000000000000000', 18)).toBe('-1.5');
    expect(formatUnits(-1234567n, 3)).toBe('-1,234.567');
    expect(formatUnits('-0', 18)).toBe('0');
  });

  it('can leave out separators', () => {
    expect(formatUnits('1234567000', 3, { group: false })).toBe('1234567');
  });

  it('refuses non-integer input and impossible decimals', () => {
    expect(() => formatUnits('1.5', 18)).toThrow(RangeError);
    expect(() => formatUnits('0x10', 18)).toThrow(RangeError);
    expect(() => formatUnits('', 18)).toThrow(RangeError);
    expect(() => formatUnits('1', -1)).toThrow(RangeError);
    expect(() => formatUnits('1', 1.5)).toThrow(RangeError);
  });
});

describe('groupThousands / isIntegerString', () => {
  it('groups by three from the right', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('123456789')).toBe('123,456,789');
  });
  it('accepts only optional minus and digits', () => {
    expect(isIntegerString('-12')).toBe(true);
    expect(isIntegerString('12.0')).toBe(false);
    expect(isIntegerString('1e3')).toBe(false);
  });
});

describe('formatFiat', () => {
  it('formats numbers and exact decimal strings with the currency', () => {
    expect(formatFiat(1234.5, 'usd')).toBe('$1,234.50');
    expect(formatFiat('12345678901234567.89', 'USD')).toBe('$12,345,678,901,234,567.89');
    expect(formatFiat('10', 'eur')).toBe('€10.00');
  });
  it('keeps small prices readable', () => {
    expect(formatFiat('0.000012345', 'usd')).toBe('$0.00001235');
  });
  it('shows a non-numeric value raw', () => {
    expect(formatFiat('n/a', 'usd')).toBe('n/a USD');
  });
  it('formats USD without Intl exactly as Intl does: rounding ties, carries, signs, zeros, long decimals', () => {
    const intl = (text: string) => {
      const small = Math.abs(Number(text)) < 1 && Number(text) !== 0;
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        ...(small ? { maximumSignificantDigits: 4 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      }).format(text as `${number}`);
    };
    const edges = [
      '0',
      '-0',
      '0.00',
      '1',
      '-1',
      '0.005',
      '0.99995',
      '0.999949',
      '-0.99995',
      '1.005',
      '-1.005',
      '9.995',
      '999.995',
      '999999.995',
      '0.5',
      '0.50',
      '0.000012345',
      '-0.000012345',
      '0.1234449',
      '0.00000000000000000001',
      '123456789012345678901234.565',
      '1e3',
      '-2.5e-3',
      '12',
      '12.3',
      '1000000',
    ];
    // A fixed pseudo-random walk over lengths and digits, so a failure names a value that can be run again.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const generated = Array.from({ length: 400 }, () => {
      const whole = next(3) === 0 ? '0' : String(next(10 ** (1 + next(8))));
      const fraction = Array.from({ length: next(12) }, () => String(next(10))).join('');
      return `${next(4) === 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
    });
    for (const text of [...edges, ...generated]) expect(formatFiat(text, 'usd'), text).toBe(intl(text));
  });
});
