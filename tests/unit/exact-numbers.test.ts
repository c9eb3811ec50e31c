import { parseJsonKeepingDigits, quoteNumbersOfKeys } from '@main/services/exact-json';
import { MetricsResponse } from '@shared/models/data/metrics';
import { decimalOfNumber, isNormalDecimal, normalizeDecimal } from '@shared/numbers/exact-decimal';
import { describe, expect, it } from 'vitest';

/** Metric values arrive as JSON numbers that may exceed 2^53: how they stay exact. */
describe('normalizeDecimal', () => {
  it('writes any JSON number literal as plain digits, exactly', () => {
    expect(normalizeDecimal('123456789012345678901234567890')).toBe('123456789012345678901234567890');
    expect(normalizeDecimal('1.50e3')).toBe('1500');
    expect(normalizeDecimal('2.5E-3')).toBe('0.0025');
    expect(normalizeDecimal('1e21')).toBe('1000000000000000000000');
    expect(normalizeDecimal('1.2345678901234567890123e+22')).toBe('12345678901234567890123');
    expect(normalizeDecimal('-0.000')).toBe('0');
    expect(normalizeDecimal('-12.3400')).toBe('-12.34');
    expect(normalizeDecimal('0.0001')).toBe('0.0001');
    expect(normalizeDecimal(' 42 ')).toBe('42');
  });

  it('refuses what is not a JSON number', () => {
    for (const bad of ['', '0x10', '1.', '.5', '+1', '01', 'NaN', 'Infinity', '1e', '1,000', '12abc']) {
      expect(normalizeDecimal(bad), bad).toBeNull();
    }
    expect(decimalOfNumber(Number.NaN)).toBeNull();
    expect(decimalOfNumber(1e21)).toBe('1000000000000000000000');
    expect(isNormalDecimal('1500')).toBe(true);
    expect(isNormalDecimal('1.50e3')).toBe(false);
  });
});

describe('reading metric values from the response text', () => {
  const body =
    '{"nextPageToken":"a1","results":[{"value":123456789012345678901,"timestamp":1793404800},{"value" : 0.5 ,"timestamp":1793318400}]}';

  it('quotes only the numbers under the named keys, whatever the spacing', () => {
    expect(quoteNumbersOfKeys(body, ['value'])).toBe(
      '{"nextPageToken":"a1","results":[{"value":"123456789012345678901","timestamp":1793404800},{"value" : "0.5" ,"timestamp":1793318400}]}',
    );
    // Strings that look like keys or numbers, escapes, nested arrays: left alone.
    const tricky = '{"note":"\\"value\\":1","value":[1,2],"x":{"value":-3e2},"v":"9"}';
    expect(quoteNumbersOfKeys(tricky, ['value'])).toBe(
      '{"note":"\\"value\\":1","value":[1,2],"x":{"value":"-3e2"},"v":"9"}',
    );
  });

  it('keeps every digit through the contract schema, where JSON.parse alone loses them', () => {
    const exact = MetricsResponse.parse(parseJsonKeepingDigits(body, ['value']));
    expect(exact.results.map((p) => p.value)).toEqual(['123456789012345678901', '0.5']);
    expect(exact.results[0]!.timestamp).toBe(1793404800);
    const lossy = MetricsResponse.parse(JSON.parse(body));
    expect(lossy.results[0]!.value).not.toBe('123456789012345678901');
    expect(MetricsResponse.safeParse({ results: [{ value: 'lots', timestamp: 1 }] }).success).toBe(false);
  });
});
