import { unitLabel } from '@renderer/metrics/units';
import type { DrawnSeries } from './drawn-series';

/** One button per series: its colour, name and axis; pressing it hides or shows the series. */
export function ChartLegend({
  series,
  twoAxes,
  onToggle,
}: {
  series: readonly DrawnSeries[];
  twoAxes: boolean;
  onToggle: (s: DrawnSeries) => void;
}) {
  return (
    <ul className="metrics-legend" aria-label="Series" data-testid="metrics-legend">
      {series.map((s) => {
        const unit = unitLabel(s.info.unit, s.ctx);
        return (
          <li key={s.dataKey}>
            <button
              type="button"
              className={`metrics-legend__item${s.hidden ? ' is-hidden' : ''}`}
              aria-pressed={!s.hidden}
              title={s.hidden ? 'Show this series' : 'Hide this series'}
              onClick={() => onToggle(s)}
              data-testid="legend-item"
              data-series={`${s.ref.chainId}:${s.ref.metric}`}
            >
              <span className="metrics-swatch" style={{ background: s.color }} aria-hidden="true" />
              <span>{s.label}</span>
              {(unit || twoAxes) && (
                <span className="muted">
                  {unit && ` ${unit}`}
                  {twoAxes && ` · ${s.axis} axis`}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
