import type { TimeInterval } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import { dayOnlyReason, type MetricUnit, metricInfo } from './catalogue';
import { MAX_SERIES, type SeriesRef, sameSeries } from './chart-state';

/** Which series may share a chart, which y-axis each one reads against, and what each is called. */

export type AxisSide = 'left' | 'right';

/** The unit of the first series is the left axis; the first other unit gets the right axis. */
export function axisUnits(series: readonly SeriesRef[]): { left: MetricUnit; right: MetricUnit | null } {
  const left = metricInfo(series[0]!.metric).unit;
  const right = series.map((s) => metricInfo(s.metric).unit).find((u) => u !== left) ?? null;
  return { left, right };
}

export const axisOf = (ref: SeriesRef, axes: { left: MetricUnit }): AxisSide =>
  metricInfo(ref.metric).unit === axes.left ? 'left' : 'right';

const UNIT_NAMES: Record<MetricUnit, string> = {
  count: 'counts',
  gas: 'gas',
  gasPerSecond: 'gas per second',
  txPerSecond: 'transactions per second',
  gasPrice: 'gas prices',
  fee: 'fees',
};

/** Why `candidate` cannot join the chart's `series` at `interval`; null when it can. */
export function compareRefusal(
  series: readonly SeriesRef[],
  candidate: SeriesRef,
  interval: TimeInterval,
): string | null {
  if (series.some((s) => sameSeries(s, candidate))) return 'That series is already on the chart.';
  if (series.length >= MAX_SERIES) return `A chart holds at most ${MAX_SERIES} series: remove one first.`;
  if (interval !== 'day' && metricInfo(candidate.metric).dayOnly) {
    return `${dayOnlyReason(candidate.metric)} Switch the interval to day to compare it.`;
  }
  const { left, right } = axisUnits(series);
  const unit = metricInfo(candidate.metric).unit;
  if (unit !== left && right !== null && unit !== right) {
    return `A chart has two y-axes, already used by ${UNIT_NAMES[left]} and ${UNIT_NAMES[right]}: ${metricInfo(candidate.metric).label} is in ${UNIT_NAMES[unit]}.`;
  }
  return null;
}

const AGGREGATE_NAMES: Record<string, string> = {
  total: 'All chains (total)',
  mainnet: 'All mainnet chains',
  testnet: 'All testnet chains',
};

export const isAggregateChain = (chainId: string) => chainId in AGGREGATE_NAMES;

/** `Avalanche (C-Chain)`, `All mainnet chains`, or `Chain 4337` before the chain list has loaded. */
export function chainLabel(chainId: string, chains: readonly ChainInfo[] | undefined): string {
  return AGGREGATE_NAMES[chainId] ?? chains?.find((c) => c.chainId === chainId)?.chainName ?? `Chain ${chainId}`;
}

/**
 * A series' name on the legend: the metric when every series is on one chain, the chain when every series
 * is one metric, both otherwise.
 */
export function seriesLabel(
  ref: SeriesRef,
  all: readonly SeriesRef[],
  chains: readonly ChainInfo[] | undefined,
): string {
  const oneChain = all.every((s) => s.chainId === all[0]!.chainId);
  const oneMetric = all.every((s) => s.metric === all[0]!.metric);
  const metric = metricInfo(ref.metric).label;
  const chain = chainLabel(ref.chainId, chains);
  if (all.length === 1 || oneChain) return metric;
  if (oneMetric) return chain;
  return `${chain} · ${metric}`;
}
