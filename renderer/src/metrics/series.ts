import {
  compareDecimals,
  meanOfDecimals,
  percentChange,
  subtractDecimals,
  sumDecimals,
} from '@renderer/format/decimal';
import type { MetricInfo } from './catalogue';

/**
 * The point model every metrics view shares (the chart here, sparklines elsewhere): the exact decimal the
 * API sent, and the same value as a float only for plotting.
 */
export interface MetricPoint {
  /** Bucket start, Unix seconds (UTC). */
  timestamp: number;
  /** Exact decimal string, as the service wrote it (wei for prices and fees). */
  value: string;
  /** `Number(value)`: drawing needs a float; nothing that shows a number to the user reads it. */
  y: number;
}

export const toMetricPoint = (p: { timestamp: number; value: string }): MetricPoint => ({
  timestamp: p.timestamp,
  value: p.value,
  y: Number(p.value),
});

/** Points ascending by time, one per timestamp (a later duplicate replaces an earlier one). */
export function sortedPoints(points: readonly MetricPoint[]): MetricPoint[] {
  const byTs = new Map<number, MetricPoint>();
  for (const p of points) byTs.set(p.timestamp, p);
  return [...byTs.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/** The points inside [from, to] (inclusive); all of them when `window` is null. */
export function pointsWithin(points: readonly MetricPoint[], window: { from: number; to: number } | null) {
  return window ? points.filter((p) => p.timestamp >= window.from && p.timestamp <= window.to) : points;
}

/** One row per timestamp present in any series; `values[i]` is series i's exact value there, if it has one. */
export interface MergedRow {
  timestamp: number;
  values: (string | undefined)[];
}

/** Series with different timestamps lined up by time (a chain that starts later simply has no value). */
export function mergeByTime(series: readonly (readonly MetricPoint[])[]): MergedRow[] {
  const rows = new Map<number, MergedRow>();
  series.forEach((points, i) => {
    for (const p of points) {
      let row = rows.get(p.timestamp);
      if (!row) {
        row = { timestamp: p.timestamp, values: new Array(series.length).fill(undefined) };
        rows.set(p.timestamp, row);
      }
      row.values[i] = p.value;
    }
  });
  return [...rows.values()].sort((a, b) => a.timestamp - b.timestamp);
}

export interface SeriesSummary {
  count: number;
  first: MetricPoint;
  latest: MetricPoint;
  /** latest − first, exact. */
  change: string;
  /** Percentage change from the first point; null when the first is 0. */
  changePercent: number | null;
  min: MetricPoint;
  max: MetricPoint;
  /** The range's total (additive counts) or mean (everything else); null for running totals. */
  figure: { kind: 'sum' | 'mean'; value: string } | null;
}

/** The summary strip of one series; null when it has no points. Exact on the decimal strings. */
export function summarize(points: readonly MetricPoint[], info: MetricInfo): SeriesSummary | null {
  if (points.length === 0) return null;
  const first = points[0]!;
  const latest = points[points.length - 1]!;
  let min = first;
  let max = first;
  for (const p of points) {
    if (compareDecimals(p.value, min.value) < 0) min = p;
    if (compareDecimals(p.value, max.value) > 0) max = p;
  }
  const values = points.map((p) => p.value);
  const figure =
    info.rangeFigure === 'sum'
      ? { kind: 'sum' as const, value: sumDecimals(values) }
      : info.rangeFigure === 'mean'
        ? { kind: 'mean' as const, value: meanOfDecimals(values, 4) }
        : null;
  return {
    count: points.length,
    first,
    latest,
    change: subtractDecimals(latest.value, first.value),
    changePercent: percentChange(first.value, latest.value),
    min,
    max,
    figure,
  };
}
