import { formatCompact } from '@renderer/format/number';
import { formatAxisTime, formatLocal, formatUtc, inferInterval } from '@renderer/format/time';
import type { TimeInterval } from '@shared/contract/data/common';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { EmptyState } from '../feedback/EmptyState';
import { ChartTooltipBox } from './ChartTooltip';
import { useChartColors } from './use-chart-colors';

export interface TimePoint {
  /** Unix seconds (bucket start). */
  timestamp: number;
  value: number;
}

export interface TimeSeriesChartProps {
  points: readonly TimePoint[];
  kind?: 'line' | 'bar';
  /** Bucket size, for axis labels; inferred from the spacing when absent. */
  interval?: TimeInterval;
  /** What the value is ("transactions"), shown in the tooltip and the accessible description. */
  valueLabel?: string;
  formatValue?: (value: number) => string;
  height?: number;
  testId?: string;
}

const AXIS_FONT = 11;

/**
 * A metric over time. Points are sorted by time; the axis labels follow the bucket size (hour → `14:00`,
 * day/week → `May 1`, month → `May 2024`); the tooltip gives local time and UTC. Colours follow the theme.
 */
export function TimeSeriesChart({
  points,
  kind = 'line',
  interval,
  valueLabel = 'value',
  formatValue = (v) => formatCompact(v, 2),
  height = 240,
  testId = 'time-series',
}: TimeSeriesChartProps) {
  const colors = useChartColors();
  const data = useMemo(() => [...points].sort((a, b) => a.timestamp - b.timestamp), [points]);
  const bucket = interval ?? inferInterval(data.map((p) => p.timestamp));

  if (data.length === 0) return <EmptyState testId={`${testId}-empty`}>No data points in this range.</EmptyState>;

  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const point = active ? (payload?.[0]?.payload as TimePoint | undefined) : undefined;
    if (!point) return null;
    return (
      <ChartTooltipBox
        title={`${formatLocal(point.timestamp)} local`}
        subtitle={formatUtc(point.timestamp)}
        value={
          <>
            <strong>{formatValue(point.value)}</strong> {valueLabel}
          </>
        }
      />
    );
  };

  const axisTick = { fill: colors.muted, fontSize: AXIS_FONT };
  const common = {
    data,
    responsive: true,
    style: { width: '100%', height },
    margin: { top: 8, right: 12, bottom: 0, left: 0 },
    accessibilityLayer: true,
  };
  const children = [
    <CartesianGrid key="grid" stroke={colors.grid} strokeDasharray="3 3" vertical={false} />,
    <XAxis
      key="x"
      dataKey="timestamp"
      tickFormatter={(ts: number) => formatAxisTime(ts, bucket)}
      tick={axisTick}
      stroke={colors.axis}
      minTickGap={28}
      tickLine={false}
    />,
    <YAxis
      key="y"
      tickFormatter={(v: number) => formatCompact(v)}
      tick={axisTick}
      stroke={colors.axis}
      width={52}
      tickLine={false}
      axisLine={false}
    />,
    <Tooltip
      key="tip"
      content={tooltip}
      cursor={kind === 'bar' ? { fill: colors.seriesSoft } : { stroke: colors.axis }}
      isAnimationActive={false}
    />,
  ];

  return (
    <figure className="chart" data-testid={testId} data-points={data.length} aria-label={`${valueLabel} over time`}>
      {kind === 'bar' ? (
        <BarChart {...common}>
          {children}
          <Bar dataKey="value" name={valueLabel} fill={colors.series} isAnimationActive={false} maxBarSize={28} />
        </BarChart>
      ) : (
        <LineChart {...common}>
          {children}
          <Line
            type="monotone"
            dataKey="value"
            name={valueLabel}
            stroke={colors.series}
            strokeWidth={1.75}
            dot={data.length <= 48 ? { r: 2, fill: colors.series, strokeWidth: 0 } : false}
            activeDot={{ r: 4, fill: colors.series, stroke: colors.surface, strokeWidth: 2 }}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </figure>
  );
}
