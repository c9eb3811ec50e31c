import { useChartColors } from '@renderer/components/chart/use-chart-colors';
import { nextBucket, timeTicks } from '@renderer/metrics/buckets';
import type { ZoomWindow } from '@renderer/metrics/chart-state';
import type { AxisScale } from '@renderer/metrics/compare';
import { formatAxis, tickStep } from '@renderer/metrics/units';
import type { TimeInterval } from '@shared/contract/data/common';
import { forwardRef, useMemo } from 'react';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceDot,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import type { DrawnSeries } from './drawn-series';
import { MetricsTooltip } from './MetricsTooltip';
import { createZoomController, useZoomDrag, ZoomLayer } from './ZoomLayer';

export const CHART_HEIGHT = 340;

type Row = { t: number } & Record<string, number | undefined>;

/** One row per bucket start in view, each series' value under its data key (floats: drawing only). */
function chartRows(series: readonly DrawnSeries[]): Row[] {
  const rows = new Map<number, Row>();
  for (const s of series) {
    if (s.hidden) continue;
    for (const p of s.points) {
      let row = rows.get(p.timestamp);
      if (!row) {
        row = { t: p.timestamp };
        rows.set(p.timestamp, row);
      }
      row[s.dataKey] = p.y;
    }
  }
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

/**
 * The grid draws no vertical lines, but recharts still works out where they would go from the x ticks,
 * measuring each label in the DOM (a forced layout per label, a third of drawing 2,160 points): say there are none.
 */
const noVerticalLines = () => [];
/** A handful of y ticks never overlap in the chart's height: show each without measuring its label. */
const Y_TICKS_ALL = 0;

/** Bars and filled areas need zero on the axis; running totals and rates read better fitted to their range. */
const zeroBased = (series: readonly DrawnSeries[]) => series.some((s) => s.draw !== 'line');

/**
 * The metrics chart: bars for per-interval counts, lines for running totals and rates, a second y-axis
 * when compared series are in another unit, the latest (still changing) bucket shaded, drag to zoom.
 */
export const MetricsChart = forwardRef<
  HTMLElement,
  {
    series: readonly DrawnSeries[];
    axes: { left: AxisScale; right: AxisScale | null };
    interval: TimeInterval;
    onZoom: (window: ZoomWindow) => void;
  }
>(function MetricsChart({ series, axes, interval, onZoom }, ref) {
  const colors = useChartColors();
  const visible = useMemo(() => series.filter((s) => !s.hidden), [series]);
  const rows = useMemo(() => chartRows(series), [series]);
  const stamps = useMemo(() => rows.map((r) => r.t), [rows]);
  const from = stamps[0] ?? 0;
  const to = stamps.at(-1) ?? 0;
  // Half a bucket of room on each side, so the first and last bars are whole and the live one can be shaded.
  const half = rows.length > 1 ? (nextBucket(to, interval) - to) / 2 : 1800;
  const domain: [number, number] = [from - half, to + half];
  const { ticks, format } = useMemo(() => timeTicks(from, to, 8), [from, to]);
  const hasBars = visible.some((s) => s.draw === 'bar');
  const live = visible.find((s) => s.livePoint)?.livePoint ?? null;
  const sideSeries = (side: 'left' | 'right') => visible.filter((s) => s.axis === side);
  const axisTick = { fill: colors.muted, fontSize: 11 };
  const ctxOf = (side: 'left' | 'right') => sideSeries(side)[0]?.ctx ?? series[0]!.ctx;
  const stepOf = (side: 'left' | 'right') => {
    const ys = sideSeries(side).flatMap((s) => s.points.map((p) => p.y));
    return ys.length ? tickStep(Math.min(...ys), Math.max(...ys), zeroBased(sideSeries(side))) : 1;
  };
  const leftStep = stepOf('left');
  const rightStep = stepOf('right');

  const lookups = useMemo(() => visible.map((s) => new Map(s.points.map((p) => [p.timestamp, p]))), [visible]);
  const controller = useMemo(createZoomController, []);
  const dragHandlers = useZoomDrag(controller, stamps, onZoom);

  const tooltip = (props: TooltipContentProps) => (
    <MetricsTooltip active={props.active} label={props.label} series={visible} lookups={lookups} interval={interval} />
  );

  return (
    <figure
      className="chart metrics-chart"
      ref={ref}
      data-testid="metrics-chart"
      data-series={visible.length}
      aria-label={`${visible.map((s) => s.label).join(', ')} by ${interval}`}
      {...dragHandlers}
    >
      <ComposedChart
        data={rows}
        responsive
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 16, right: axes.right ? 4 : 16, bottom: 0, left: 4 }}
        barCategoryGap="12%"
        barGap={1}
      >
        <CartesianGrid
          stroke={colors.grid}
          strokeDasharray="3 3"
          vertical={false}
          verticalCoordinatesGenerator={noVerticalLines}
          yAxisId="left"
        />
        <XAxis
          dataKey="t"
          type="number"
          scale="time"
          domain={domain}
          ticks={ticks}
          tickFormatter={format}
          tick={axisTick}
          stroke={colors.axis}
          tickLine={false}
          allowDataOverflow
        />
        <YAxis
          yAxisId="left"
          tickFormatter={(v: number) => formatAxis(v, axes.left.unit, ctxOf('left'), leftStep)}
          tick={axisTick}
          stroke={colors.axis}
          width={64}
          tickLine={false}
          axisLine={false}
          interval={Y_TICKS_ALL}
          domain={zeroBased(sideSeries('left')) ? [0, 'auto'] : ['auto', 'auto']}
          hide={sideSeries('left').length === 0}
        />
        {axes.right && (
          <YAxis
            yAxisId="right"
            orientation="right"
            tickFormatter={(v: number) => formatAxis(v, axes.right!.unit, ctxOf('right'), rightStep)}
            tick={axisTick}
            stroke={colors.axis}
            width={64}
            tickLine={false}
            axisLine={false}
            interval={Y_TICKS_ALL}
            domain={zeroBased(sideSeries('right')) ? [0, 'auto'] : ['auto', 'auto']}
            hide={sideSeries('right').length === 0}
          />
        )}
        {live && (
          <ReferenceArea
            yAxisId={visible.find((s) => s.livePoint)!.axis}
            x1={live.timestamp - half}
            x2={live.timestamp + half}
            fill={colors.axis}
            fillOpacity={0.35}
            stroke={colors.muted}
            strokeDasharray="3 3"
            className="metrics-live-marker"
            label={{ value: 'still changing', position: 'insideTopRight', fill: colors.muted, fontSize: 11, offset: 4 }}
          />
        )}
        <Tooltip
          content={tooltip}
          cursor={hasBars ? { fill: colors.seriesSoft } : { stroke: colors.axis }}
          isAnimationActive={false}
        />
        {visible.map((s) => {
          const common = {
            dataKey: s.dataKey,
            yAxisId: s.axis,
            name: s.label,
            isAnimationActive: false,
            className: `metrics-series metrics-series--${s.index}`,
          };
          if (s.draw === 'bar') return <Bar key={s.dataKey} {...common} fill={s.color} maxBarSize={28} />;
          if (s.draw === 'area') {
            return (
              <Area
                key={s.dataKey}
                {...common}
                type="linear"
                stroke={s.color}
                fill={s.color}
                fillOpacity={0.25}
                strokeWidth={1}
                dot={false}
                activeDot={{ r: 3, fill: s.color, strokeWidth: 0 }}
                connectNulls
              />
            );
          }
          return (
            <Line
              key={s.dataKey}
              {...common}
              type="linear"
              stroke={s.color}
              strokeWidth={1.75}
              dot={s.points.length <= 60 ? { r: 2, fill: s.color, strokeWidth: 0 } : false}
              activeDot={{ r: 4, fill: s.color, stroke: colors.surface, strokeWidth: 2 }}
              connectNulls
            />
          );
        })}
        {visible.map((s) =>
          s.livePoint && s.draw === 'line' ? (
            <ReferenceDot
              key={`live-${s.dataKey}`}
              yAxisId={s.axis}
              x={s.livePoint.timestamp}
              y={s.livePoint.y}
              r={5}
              fill={colors.surface}
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray="2 2"
              className="metrics-live-dot"
            />
          ) : null,
        )}
        <ZoomLayer controller={controller} color={colors.series} />
      </ComposedChart>
    </figure>
  );
});
