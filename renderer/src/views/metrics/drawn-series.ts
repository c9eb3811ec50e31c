import { type MetricInfo, metricInfo } from '@renderer/metrics/catalogue';
import { type ChartState, type SeriesRef, sameSeries, seriesOf } from '@renderer/metrics/chart-state';
import {
  type AxisScale,
  type AxisSide,
  axisOf,
  axisUnits,
  seriesLabel,
  tokenOfChains,
} from '@renderer/metrics/compare';
import { type MetricPoint, pointsWithin } from '@renderer/metrics/series';
import { AGGREGATE_CONTEXT, type UnitContext, unitContextOf } from '@renderer/metrics/units';
import type { FetchedSeries } from '@renderer/queries/metrics';
import type { ChainInfo } from '@shared/models/data/chains';

/** A series as the chart, legend, table and files see it: named, coloured, on its axis, zoomed. */
export interface DrawnSeries {
  ref: SeriesRef;
  /** Key of its value in a chart row. */
  dataKey: string;
  index: number;
  label: string;
  color: string;
  info: MetricInfo;
  ctx: UnitContext;
  axis: AxisSide;
  /** The points inside the zoom window (all of them without zoom). */
  points: readonly MetricPoint[];
  /** The service's latest point when it is in view: it may still change (spec rule 1). */
  livePoint: MetricPoint | null;
  hidden: boolean;
  draw: 'bar' | 'line' | 'area';
}

/** More bars than this in view and they would be slivers: per-interval counts draw as a filled area. */
export const MAX_BARS = 400;

export function drawnSeries(
  state: ChartState,
  fetched: readonly (FetchedSeries | undefined)[],
  chains: readonly ChainInfo[] | undefined,
  palette: readonly string[],
): { series: DrawnSeries[]; axes: { left: AxisScale; right: AxisScale | null } } {
  const refs = seriesOf(state);
  const tokenOf = tokenOfChains(chains);
  const axes = axisUnits(refs, tokenOf);
  const series = refs.map((ref, index): DrawnSeries => {
    const data = fetched[index];
    const all = data?.points ?? [];
    const points = pointsWithin(all, state.zoom);
    const last = all.at(-1);
    const info = metricInfo(ref.metric);
    const chain = chains?.find((c) => c.chainId === ref.chainId);
    return {
      ref,
      dataKey: `s${index}`,
      index,
      label: seriesLabel(ref, refs, chains),
      color: palette[index % palette.length]!,
      info,
      ctx: chain ? unitContextOf(chain) : AGGREGATE_CONTEXT,
      axis: axisOf(ref, axes, tokenOf),
      points,
      livePoint: data?.latestIsLive && last && points.at(-1) === last ? last : null,
      hidden: state.hidden.some((h) => sameSeries(h, ref)),
      draw: info.shape === 'perInterval' ? (points.length <= MAX_BARS ? 'bar' : 'area') : 'line',
    };
  });
  return { series, axes };
}
