import { formatPercent } from '@renderer/format/number';
import { bucketLabel } from '@renderer/metrics/buckets';
import { type SeriesSummary, summarize } from '@renderer/metrics/series';
import { formatExact, formatReadable } from '@renderer/metrics/units';
import type { TimeInterval } from '@shared/contract/data/common';
import type { DrawnSeries } from './drawn-series';

function Row({ s, summary, interval }: { s: DrawnSeries; summary: SeriesSummary; interval: TimeInterval }) {
  const readable = (v: string) => formatReadable(v, s.info.unit, s.ctx);
  const exact = (v: string) => formatExact(v, s.info.unit, s.ctx);
  const rising = !summary.change.startsWith('-') && summary.change !== '0';
  const sign = rising ? '+' : '';
  const percent =
    summary.changePercent === null ? 'from 0' : `${sign}${formatPercent(summary.changePercent, { digits: 1 })}`;
  return (
    <tr data-testid="metrics-summary" data-series={`${s.ref.chainId}:${s.ref.metric}`}>
      <th scope="row">
        <span className="metrics-swatch" style={{ background: s.color }} aria-hidden="true" /> {s.label}
      </th>
      <td data-testid="summary-latest" title={exact(summary.latest.value)}>
        <strong>{readable(summary.latest.value)}</strong>
        <span className="metrics-summary__when">
          {bucketLabel(summary.latest.timestamp, interval)}
          {s.livePoint ? ' · still changing' : ''}
        </span>
      </td>
      <td data-testid="summary-change" title={exact(summary.change)}>
        <span className={rising ? 'metrics-up' : summary.change === '0' ? '' : 'metrics-down'}>
          {sign}
          {readable(summary.change)}
        </span>
        <span className="metrics-summary__when">{percent}</span>
      </td>
      <td
        data-testid="summary-min"
        title={`${exact(summary.min.value)} · ${bucketLabel(summary.min.timestamp, interval)}`}
      >
        {readable(summary.min.value)}
      </td>
      <td
        data-testid="summary-max"
        title={`${exact(summary.max.value)} · ${bucketLabel(summary.max.timestamp, interval)}`}
      >
        {readable(summary.max.value)}
      </td>
      <td data-testid="summary-figure" title={summary.figure ? exact(summary.figure.value) : undefined}>
        {summary.figure ? (
          <>
            {readable(summary.figure.value)}
            <span className="metrics-summary__when">
              {summary.figure.kind === 'sum' ? 'total' : `mean per ${interval}`}
            </span>
          </>
        ) : (
          <span className="muted" title="A running total: its change over the range is the figure to read">
            —
          </span>
        )}
      </td>
      <td data-testid="summary-count">{summary.count.toLocaleString('en-US')}</td>
    </tr>
  );
}

/**
 * Above the chart, one row per visible series: latest value (marked while it still changes), change
 * over the range (absolute and %), min, max, and the total or mean as fits the metric. Exact on hover.
 */
export function SummaryStrip({ series, interval }: { series: readonly DrawnSeries[]; interval: TimeInterval }) {
  const rows = series
    .filter((s) => !s.hidden)
    .map((s) => ({ s, summary: summarize(s.points, s.info) }))
    .filter((r): r is { s: DrawnSeries; summary: SeriesSummary } => r.summary !== null);
  if (rows.length === 0) return null;
  return (
    <table className="metrics-summary" aria-label="Summary of the range">
      <thead>
        <tr>
          <th scope="col">Series</th>
          <th scope="col">Latest</th>
          <th scope="col">Change over the range</th>
          <th scope="col">Min</th>
          <th scope="col">Max</th>
          <th scope="col">Total / mean</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ s, summary }) => (
          <Row key={s.dataKey} s={s} summary={summary} interval={interval} />
        ))}
      </tbody>
    </table>
  );
}
