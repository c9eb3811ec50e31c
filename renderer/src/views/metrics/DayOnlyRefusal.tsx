import { dayOnlyReason, metricInfo } from '@renderer/metrics/catalogue';
import { type ChartState, chartHash, type SeriesRef } from '@renderer/metrics/chart-state';

/** A day-only metric asked for by hour, week or month: the reason, and the day chart one click away. */
export function DayOnlyRefusal({ state, refused }: { state: ChartState; refused: SeriesRef }) {
  const info = metricInfo(refused.metric);
  return (
    <section className="card card--warn metrics-refusal" role="alert" data-testid="day-only-refusal">
      <h2 className="card__title">
        {info.label} has no {state.interval} chart
      </h2>
      <p data-testid="day-only-reason">{dayOnlyReason(refused.metric)}</p>
      <p className="muted">Nothing was requested: the API would refuse timeInterval={state.interval} for it.</p>
      <a
        className="button button--primary"
        href={chartHash({ ...state, interval: 'day', zoom: null })}
        data-testid="show-day-chart"
      >
        Show the day chart
      </a>
    </section>
  );
}
