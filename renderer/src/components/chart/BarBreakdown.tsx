import { formatInteger, formatPercent } from '@renderer/format/number';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  LabelList,
  Rectangle,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { EmptyState } from '../feedback/EmptyState';
import { type BreakdownBar, type BreakdownItem, breakdownBars } from './breakdown';
import { ChartTooltipBox } from './ChartTooltip';
import { useChartColors } from './use-chart-colors';

const BAR_ROW = 26;

/**
 * Counts by category as horizontal bars (peers by version, validators by delegation fee…), largest
 * first; beyond `maxBars` the rest are summed into "Other (n)". Tooltip: count and share of the total.
 */
export function BarBreakdown({
  data,
  maxBars = 12,
  valueLabel = 'count',
  labelWidth = 140,
  showCounts = false,
  order = 'count',
  testId = 'bar-breakdown',
}: {
  data: readonly BreakdownItem[];
  maxBars?: number;
  valueLabel?: string;
  /** Room for the category names, px. */
  labelWidth?: number;
  /** Write each bar's count at its end. */
  showCounts?: boolean;
  /** Largest first, or the order of `data` (e.g. versions newest first). */
  order?: 'count' | 'given';
  testId?: string;
}) {
  const colors = useChartColors();
  const bars = useMemo(() => breakdownBars(data, maxBars, order), [data, maxBars, order]);
  if (bars.length === 0) return <EmptyState testId={`${testId}-empty`}>Nothing to break down.</EmptyState>;

  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const bar = active ? (payload?.[0]?.payload as BreakdownBar | undefined) : undefined;
    if (!bar) return null;
    return (
      <ChartTooltipBox
        title={bar.label}
        value={
          <>
            <strong>{formatInteger(bar.count)}</strong> {valueLabel} · {formatPercent(bar.percent, { digits: 1 })}
          </>
        }
      />
    );
  };

  return (
    <figure className="chart" data-testid={testId} data-bars={bars.length}>
      <BarChart
        data={bars}
        layout="vertical"
        responsive
        style={{ width: '100%', height: bars.length * BAR_ROW + 24 }}
        margin={{ top: 4, right: showCounts ? 48 : 16, bottom: 4, left: 0 }}
        accessibilityLayer
      >
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis
          type="category"
          dataKey="label"
          width={labelWidth}
          tick={{ fill: colors.muted, fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          interval={0}
        />
        <Tooltip content={tooltip} cursor={{ fill: colors.seriesSoft }} isAnimationActive={false} />
        <Bar
          dataKey="count"
          name={valueLabel}
          isAnimationActive={false}
          barSize={16}
          shape={(props: BarShapeProps) => (
            <Rectangle
              x={props.x}
              y={props.y}
              width={props.width}
              height={props.height}
              radius={[0, 3, 3, 0]}
              fill={bars[props.index]?.other ? colors.axis : colors.series}
            />
          )}
        >
          {showCounts && (
            <LabelList
              dataKey="count"
              position="right"
              formatter={(value: unknown) => formatInteger(Number(value))}
              style={{ fill: colors.muted, fontSize: 11 }}
            />
          )}
        </Bar>
      </BarChart>
    </figure>
  );
}
