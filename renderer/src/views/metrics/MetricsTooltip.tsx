import { ChartTooltipBox } from '@renderer/components/chart/ChartTooltip';
import { bucketLabel } from '@renderer/metrics/buckets';
import type { MetricPoint } from '@renderer/metrics/series';
import { formatExact } from '@renderer/metrics/units';
import type { TimeInterval } from '@shared/contract/data/common';
import type { DrawnSeries } from './drawn-series';

/** The hovered bucket spelled in UTC for its interval, and each series' exact value there. */
export function MetricsTooltip({
  active,
  label,
  series,
  lookups,
  interval,
}: {
  active: boolean | undefined;
  label: unknown;
  series: readonly DrawnSeries[];
  lookups: readonly Map<number, MetricPoint>[];
  interval: TimeInterval;
}) {
  const ts = typeof label === 'number' ? label : Number(label);
  if (!active || !Number.isFinite(ts)) return null;
  const live = series.some((s) => s.livePoint?.timestamp === ts);
  return (
    <ChartTooltipBox
      title={bucketLabel(ts, interval)}
      subtitle={live ? 'Latest point: still changing (the service updates it several times an hour)' : undefined}
      value={
        <ul className="metrics-tooltip">
          {series.map((s, i) => {
            const point = lookups[i]?.get(ts);
            return (
              <li key={s.dataKey} data-testid="tooltip-row">
                <span className="metrics-swatch" style={{ background: s.color }} aria-hidden="true" />
                <span className="metrics-tooltip__label">{s.label}</span>
                <strong className="mono" data-testid="tooltip-value">
                  {point ? formatExact(point.value, s.info.unit, s.ctx) : '—'}
                </strong>
                {s.info.noun && point && <span className="muted"> {s.info.noun}</span>}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
