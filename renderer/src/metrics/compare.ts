import type { TimeInterval } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import { dayOnlyReason, type MetricUnit, metricInfo } from './catalogue';
import { MAX_SERIES, type SeriesRef, sameSeries } from './chart-state';

/** Which series may share a chart, which y-axis each one reads against, and what each is called. */

export type AxisSide = 'left' | 'right';

/**
 * What a y-axis measures: a unit and, for fees and gas prices, the token they are paid in (1 AVAX is not
 * 1 BEAM, so the two never share an axis). `token` is undefined for the other units and for aggregates.
 */
export interface AxisScale {
  unit: MetricUnit;
  token: string | undefined;
}

/** The native token symbol of a chain; undefined when unknown (aggregates, or the chain list not loaded). */
export type TokenOf = (chainId: string) => string | undefined;

export const tokenOfChains =
  (chains: readonly ChainInfo[] | undefined): TokenOf =>
  (chainId) =>
    chains?.find((c) => c.chainId === chainId)?.networkToken.symbol;

const PRICED_IN_TOKEN: ReadonlySet<MetricUnit> = new Set<MetricUnit>(['fee', 'gasPrice']);

export function scaleOf(ref: SeriesRef, tokenOf: TokenOf): AxisScale {
  const unit = metricInfo(ref.metric).unit;
  return { unit, token: PRICED_IN_TOKEN.has(unit) ? tokenOf(ref.chainId) : undefined };
}

const sameScale = (a: AxisScale, b: AxisScale) => a.unit === b.unit && a.token === b.token;

/** The scale of the first series is the left axis; the first other scale gets the right axis. */
export function axisUnits(
  series: readonly SeriesRef[],
  tokenOf: TokenOf,
): { left: AxisScale; right: AxisScale | null } {
  const left = scaleOf(series[0]!, tokenOf);
  const right = series.map((s) => scaleOf(s, tokenOf)).find((u) => !sameScale(u, left)) ?? null;
  return { left, right };
}

export const axisOf = (ref: SeriesRef, axes: { left: AxisScale }, tokenOf: TokenOf): AxisSide =>
  sameScale(scaleOf(ref, tokenOf), axes.left) ? 'left' : 'right';

const UNIT_NAMES: Record<MetricUnit, string> = {
  count: 'counts',
  gas: 'gas',
  gasPerSecond: 'gas per second',
  txPerSecond: 'transactions per second',
  gasPrice: 'gas prices',
  fee: 'fees',
};

const scaleName = (scale: AxisScale) => `${UNIT_NAMES[scale.unit]}${scale.token ? ` in ${scale.token}` : ''}`;

/** Why `candidate` cannot join the chart's `series` at `interval`; null when it can. */
export function compareRefusal(
  series: readonly SeriesRef[],
  candidate: SeriesRef,
  interval: TimeInterval,
  tokenOf: TokenOf,
): string | null {
  if (series.some((s) => sameSeries(s, candidate))) return 'That series is already on the chart.';
  if (series.length >= MAX_SERIES) return `A chart holds at most ${MAX_SERIES} series: remove one first.`;
  if (interval !== 'day' && metricInfo(candidate.metric).dayOnly) {
    return `${dayOnlyReason(candidate.metric)} Switch the interval to day to compare it.`;
  }
  const { left, right } = axisUnits(series, tokenOf);
  const scale = scaleOf(candidate, tokenOf);
  if (!sameScale(scale, left) && right !== null && !sameScale(scale, right)) {
    return `A chart has two y-axes, already used by ${scaleName(left)} and ${scaleName(right)}: ${metricInfo(candidate.metric).label} is in ${scaleName(scale)}.`;
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
