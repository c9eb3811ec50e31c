import {
  compareDecimals,
  decimalSortKey,
  formatDecimal,
  meanOfDecimals,
  percentChange,
  subtractDecimals,
  sumDecimals,
} from '@renderer/format/decimal';
import {
  bucketLabel,
  bucketStart,
  bucketsBetween,
  isBucketStart,
  isoUtc,
  nextBucket,
  timeTicks,
} from '@renderer/metrics/buckets';
import { METRIC_GROUPS, METRICS, metricsOfGroup } from '@renderer/metrics/catalogue';
import { metricsCsv, metricsTsv } from '@renderer/metrics/csv';
import { mergeByTime, summarize, toMetricPoint } from '@renderer/metrics/series';
import {
  AGGREGATE_CONTEXT,
  formatAxis,
  formatExact,
  formatReadable,
  type UnitContext,
  unitLabel,
} from '@renderer/metrics/units';
import { DAY_ONLY_METRICS, METRIC_NAMES } from '@shared/contract/data/common';
import { describe, expect, it } from 'vitest';

/** Buckets, units, exact decimals and the CSV writer of the metrics view. */

const utc = (iso: string) => Date.parse(iso) / 1000;
const AVAX: UnitContext = { symbol: 'AVAX', decimals: 18, gasPriceUnit: 'nAVAX' };
const BEAM: UnitContext = { symbol: 'BEAM', decimals: 18, gasPriceUnit: 'gwei' };

describe('bucket alignment (spec rule 2)', () => {
  const t = utc('2026-10-28T15:42:10Z'); // a Wednesday

  it('puts a time in the hour, the day, the Monday and the month that contain it', () => {
    expect(bucketStart(t, 'hour')).toBe(utc('2026-10-28T15:00:00Z'));
    expect(bucketStart(t, 'day')).toBe(utc('2026-10-28T00:00:00Z'));
    expect(bucketStart(t, 'week')).toBe(utc('2026-10-26T00:00:00Z'));
    expect(bucketStart(t, 'month')).toBe(utc('2026-10-01T00:00:00Z'));
    // A Sunday belongs to the week that began the Monday before; a Monday starts its own.
    expect(bucketStart(utc('2026-11-01T23:59:59Z'), 'week')).toBe(utc('2026-10-26T00:00:00Z'));
    expect(bucketStart(utc('2026-11-02T00:00:00Z'), 'week')).toBe(utc('2026-11-02T00:00:00Z'));
  });

  it('steps to the next bucket across month, year and leap-day boundaries', () => {
    expect(nextBucket(utc('2026-12-01T00:00:00Z'), 'month')).toBe(utc('2027-01-01T00:00:00Z'));
    expect(nextBucket(utc('2028-02-01T00:00:00Z'), 'month')).toBe(utc('2028-03-01T00:00:00Z'));
    expect(nextBucket(utc('2028-02-28T00:00:00Z'), 'day')).toBe(utc('2028-02-29T00:00:00Z'));
    expect(nextBucket(utc('2026-10-26T00:00:00Z'), 'week')).toBe(utc('2026-11-02T00:00:00Z'));
    expect(nextBucket(utc('2026-10-31T23:00:00Z'), 'hour')).toBe(utc('2026-11-01T00:00:00Z'));
  });

  it('knows a bucket start when it sees one', () => {
    expect(isBucketStart(utc('2026-10-26T00:00:00Z'), 'week')).toBe(true);
    expect(isBucketStart(utc('2026-10-27T00:00:00Z'), 'week')).toBe(false);
    expect(isBucketStart(utc('2026-10-01T00:00:00Z'), 'month')).toBe(true);
    expect(isBucketStart(utc('2026-10-01T01:00:00Z'), 'day')).toBe(false);
    expect(isBucketStart(utc('2026-10-01T01:00:00Z'), 'hour')).toBe(true);
  });

  it('counts the buckets of a span, for sizing pages', () => {
    expect(bucketsBetween(utc('2026-03-01T00:00:00Z'), utc('2026-09-01T00:00:00Z'), 'hour')).toBe(184 * 24);
    expect(bucketsBetween(utc('2026-03-01T00:00:00Z'), utc('2026-09-01T00:00:00Z'), 'month')).toBe(6);
    expect(bucketsBetween(utc('2026-10-01T00:00:00Z'), utc('2026-10-16T00:00:00Z'), 'week')).toBe(3);
  });
});

describe('bucket labels', () => {
  it('spells the bucket start in UTC for its interval', () => {
    expect(bucketLabel(utc('2026-10-31T23:00:00Z'), 'hour')).toBe('2026-10-31 23:00–00:00 UTC');
    expect(bucketLabel(utc('2026-10-31T00:00:00Z'), 'day')).toBe('Saturday 2026-10-31 (UTC)');
    expect(bucketLabel(utc('2026-10-26T00:00:00Z'), 'week')).toBe('week of Monday 2026-10-26');
    expect(bucketLabel(utc('2026-10-01T00:00:00Z'), 'month')).toBe('October 2026');
    expect(isoUtc(utc('2026-10-26T00:00:00Z'))).toBe('2026-10-26T00:00:00Z');
  });

  it('places axis ticks on UTC boundaries, a handful of them, labelled for their step', () => {
    const from = utc('2026-08-03T00:00:00Z');
    const to = utc('2026-10-31T00:00:00Z');
    const days = timeTicks(from, to, 8);
    expect(days.ticks.length).toBeGreaterThan(3);
    expect(days.ticks.length).toBeLessThanOrEqual(8);
    for (const tick of days.ticks) {
      expect(tick).toBeGreaterThanOrEqual(from);
      expect(tick).toBeLessThanOrEqual(to);
      expect(new Date(tick * 1000).getUTCDay()).toBe(1); // two-week steps fall on Mondays
    }
    expect(days.format(utc('2026-10-05T00:00:00Z'))).toBe('Oct 5');
    const year = timeTicks(utc('2025-09-01T00:00:00Z'), utc('2026-10-31T00:00:00Z'), 8);
    for (const tick of year.ticks) expect(new Date(tick * 1000).getUTCDate()).toBe(1);
    expect(year.format(utc('2026-01-01T00:00:00Z'))).toBe('Jan 2026');
    const hours = timeTicks(utc('2026-10-31T00:00:00Z'), utc('2026-10-31T23:00:00Z'), 8);
    expect(hours.format(utc('2026-10-31T06:00:00Z'))).toBe('06:00');
    expect(hours.format(utc('2026-10-31T00:00:00Z'))).toBe('Oct 31');
  });
});

describe('the metric catalogue', () => {
  it('has every spec metric once, grouped, with its meaning and the spec’s day-only rule', () => {
    expect(Object.keys(METRICS).sort()).toEqual([...METRIC_NAMES].sort());
    expect(METRIC_GROUPS.flatMap((g) => metricsOfGroup(g).map((m) => m.name)).sort()).toEqual([...METRIC_NAMES].sort());
    for (const name of METRIC_NAMES) {
      expect(METRICS[name].meaning.length, name).toBeGreaterThan(10);
      expect(METRICS[name].dayOnly, name).toBe(DAY_ONLY_METRICS.includes(name));
    }
  });
});

describe('units', () => {
  it('counts with separators, gas and rates readable, every digit when exact', () => {
    expect(formatReadable('1234567', 'count', AVAX)).toBe('1,234,567');
    expect(formatReadable('95639603', 'gas', AVAX)).toBe('95,639,603 gas');
    expect(formatReadable('0.0109', 'txPerSecond', AVAX)).toBe('0.01 tx/s');
    expect(formatReadable('2', 'txPerSecond', AVAX)).toBe('2.00 tx/s');
    expect(formatReadable('1105.6474', 'gasPerSecond', AVAX)).toBe('1,105.65 gas/s');
    expect(formatExact('0.0109', 'txPerSecond', AVAX)).toBe('0.0109 tx/s');
  });

  it('gas prices in nAVAX on AVAX chains and gwei elsewhere; fees in the native token', () => {
    expect(formatReadable('1767020335.9282', 'gasPrice', AVAX)).toBe('1.767 nAVAX');
    expect(formatExact('1767020335.9282', 'gasPrice', AVAX)).toBe('1.7670203359282 nAVAX');
    expect(formatReadable('25000000000', 'gasPrice', BEAM)).toBe('25 gwei');
    // 173604540007257973 wei: beyond 2^53, every digit kept.
    expect(formatExact('173604540007257973', 'fee', AVAX)).toBe('0.173604540007257973 AVAX');
    expect(formatReadable('173604540007257973', 'fee', AVAX)).toBe('0.173605 AVAX');
    expect(formatExact('123456789012345678901234', 'fee', BEAM)).toBe('123,456.789012345678901234 BEAM');
    expect(unitLabel('fee', AGGREGATE_CONTEXT)).toBe('native tokens');
    expect(unitLabel('gasPrice', AGGREGATE_CONTEXT)).toBe('gwei');
  });

  it('writes axis ticks short, with the decimals the tick distance needs', () => {
    expect(formatAxis(2_400, 'count', AVAX, 600)).toBe('2.4K');
    expect(formatAxis(412_920_000, 'count', AVAX, 20_000)).toBe('412.92M');
    expect(formatAxis(3_500_000_000, 'count', AVAX, 1e9)).toBe('3.5B');
    expect(formatAxis(2_500_000_000, 'gas', AVAX, 5e8)).toBe('2.5G');
    expect(formatAxis(180_000_000, 'gas', AVAX, 6e7)).toBe('180M');
    expect(formatAxis(2_350_000_000, 'gasPrice', AVAX, 5e7)).toBe('2.35');
    expect(formatAxis(2_500_000_000, 'gasPrice', AVAX, 5e8)).toBe('2.5');
    expect(formatAxis(170_000_000_000_000_000, 'fee', AVAX, 5e16)).toBe('0.17');
    expect(formatAxis(0.015, 'txPerSecond', AVAX, 0.005)).toBe('0.015');
  });
});

describe('exact decimals', () => {
  const big = '123456789012345678901';

  it('adds, subtracts, averages and compares without a float', () => {
    expect(sumDecimals([big, big, '0.5'])).toBe('246913578024691357802.5');
    expect(subtractDecimals('10', '12.25')).toBe('-2.25');
    expect(meanOfDecimals(['1', '2', '2'], 4)).toBe('1.6667');
    expect(meanOfDecimals([big, '123456789012345678903'], 0)).toBe('123456789012345678902');
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('1.50', '1.5')).toBe(0);
    expect(percentChange('200', '250')).toBe(25);
    expect(percentChange('0', '5')).toBeNull();
  });

  it('formats with a shift, rounding half up, and says when a value rounds to nothing', () => {
    expect(formatDecimal('1234567.895', { maxFractionDigits: 2 })).toBe('1,234,567.9');
    expect(formatDecimal('1234567.895', { maxFractionDigits: 2, minFractionDigits: 2 })).toBe('1,234,567.90');
    expect(formatDecimal('-0.004', { maxFractionDigits: 2 })).toBe('>-0.01');
    expect(formatDecimal(big, { shift: 18 })).toBe('123.456789012345678901');
    expect(formatDecimal('garbage')).toBe('garbage');
  });

  it('sorts huge values exactly', () => {
    const values = ['9007199254740993', '9007199254740992', '0.5', '12'];
    const sorted = [...values].sort((a, b) => (decimalSortKey(a)! < decimalSortKey(b)! ? -1 : 1));
    expect(sorted).toEqual(['0.5', '12', '9007199254740992', '9007199254740993']);
  });
});

describe('series model', () => {
  const p = (iso: string, value: string) => toMetricPoint({ timestamp: utc(iso), value });

  it('lines series up by time even when their timestamps differ', () => {
    const a = [p('2026-10-01T00:00:00Z', '1'), p('2026-10-02T00:00:00Z', '2')];
    const b = [p('2026-10-02T00:00:00Z', '20'), p('2026-10-03T00:00:00Z', '30')];
    expect(mergeByTime([a, b]).map((r) => [isoUtc(r.timestamp), ...r.values])).toEqual([
      ['2026-10-01T00:00:00Z', '1', undefined],
      ['2026-10-02T00:00:00Z', '2', '20'],
      ['2026-10-03T00:00:00Z', undefined, '30'],
    ]);
  });

  it('sums additive counts and averages the rest, exactly; running totals get no figure', () => {
    const fees = [p('2026-10-01T00:00:00Z', '9007199254740993'), p('2026-10-02T00:00:00Z', '9007199254740993')];
    const summary = summarize(fees, METRICS.feesPaid)!;
    expect(summary.figure).toEqual({ kind: 'sum', value: '18014398509481986' });
    expect(summary.change).toBe('0');
    const active = [p('2026-10-01T00:00:00Z', '10'), p('2026-10-02T00:00:00Z', '15'), p('2026-10-03T00:00:00Z', '5')];
    const s = summarize(active, METRICS.activeAddresses)!;
    expect(s.figure).toEqual({ kind: 'mean', value: '10' });
    expect([s.min.value, s.max.value, s.latest.value, s.change, s.changePercent]).toEqual(['5', '15', '5', '-5', -50]);
    expect(summarize(active, METRICS.cumulativeTxCount)!.figure).toBeNull();
    expect(summarize([], METRICS.txCount)).toBeNull();
  });
});

describe('CSV writer', () => {
  const rows = mergeByTime([
    [toMetricPoint({ timestamp: utc('2026-10-30T00:00:00Z'), value: '123456789012345678901' })],
    [
      toMetricPoint({ timestamp: utc('2026-10-30T00:00:00Z'), value: '0.0001' }),
      toMetricPoint({ timestamp: utc('2026-10-31T00:00:00Z'), value: '7' }),
    ],
  ]);

  it('writes UTC ISO bucket starts, one column per series, the exact digits, CRLF line ends', () => {
    expect(metricsCsv(['43114:feesPaid (wei)', '4337:avgTps (tx/s)'], rows)).toBe(
      'bucket_start_utc,43114:feesPaid (wei),4337:avgTps (tx/s)\r\n' +
        '2026-10-30T00:00:00Z,123456789012345678901,0.0001\r\n' +
        '2026-10-31T00:00:00Z,,7\r\n',
    );
    // The same value through a float would have lost its last digits.
    expect(String(Number('123456789012345678901'))).not.toBe('123456789012345678901');
  });

  it('quotes only what needs it, and the clipboard form uses tabs', () => {
    expect(metricsCsv(['a "b", c'], [])).toBe('bucket_start_utc,"a ""b"", c"\r\n');
    expect(metricsTsv(['x', 'y'], rows).split('\n')[1]).toBe('2026-10-30T00:00:00Z\t123456789012345678901\t0.0001');
  });
});
