import { formatPercent } from '@renderer/format/number';
import { bucketLabel } from '@renderer/metrics/buckets';
import { type SeriesSummary, summarize } from '@renderer/metrics/series';
import { formatExact, formatReadable } from '@renderer/metrics/units';
import type { TimeInterval } from '@shared/contract/data/common';
import type { ReactNode } from 'react';
import type { DrawnSeries } from './drawn-series';

function Figure({
  label,
  children,
  title,
  testId,
}: {
  label: string;
  children: ReactNode;
  title?: string;
  testId: string;
}) {
  return (
    <div className="metrics-summary__figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd title={title}>{children}</dd>
    </div>
  );
}

function Strip({ s, summary, interval }: { s: DrawnSeries; summary: SeriesSummary; interval: TimeInterval }) {
  const readable = (v: string) => formatReadable(v, s.info.unit, s.ctx);
  const exact = (v: string) => formatExact(v, s.info.unit, s.ctx);
  const rising = !summary.change.startsWith('-') && summary.change !== '0';
  const sign = rising ? '+' : '';
  return (
    <dl
      className="metrics-summary__strip"
      data-testid="metrics-summary"
      data-series={`${s.ref.chainId}:${s.ref.metric}`}
    >
      <div className="metrics-summary__name">
        <span className="metrics-swatch" style={{ background: s.color }} aria-hidden="true" />
        {s.label}
      </div>
      <Figure
        label={s.livePoint ? 'Latest · still changing' : 'Latest'}
        title={exact(summary.latest.value)}
        testId="summary-latest"
      >
        <strong>{readable(summary.latest.value)}</strong>
        <span className="metrics-summary__when">{bucketLabel(summary.latest.timestamp, interval)}</span>
      </Figure>
      <Figure label="Change over the range" title={exact(summary.change)} testId="summary-change">
        <span className={rising ? 'metrics-up' : summary.change === '0' ? '' : 'metrics-down'}>
          {sign}
          {readable(summary.change)}
        </span>
        <span className="muted">
          {' '}
          {summary.changePercent === null
            ? '(from 0)'
            : `(${sign}${formatPercent(summary.changePercent, { digits: 1 })})`}
        </span>
      </Figure>
      <Figure
        label="Min"
        title={`${exact(summary.min.value)} · ${bucketLabel(summary.min.timestamp, interval)}`}
        testId="summary-min"
      >
        {readable(summary.min.value)}
      </Figure>
      <Figure
        label="Max"
        title={`${exact(summary.max.value)} · ${bucketLabel(summary.max.timestamp, interval)}`}
        testId="summary-max"
      >
        {readable(summary.max.value)}
      </Figure>
      {summary.figure && (
        <Figure
          label={summary.figure.kind === 'sum' ? 'Total' : `Mean per ${interval}`}
          title={exact(summary.figure.value)}
          testId="summary-figure"
        >
          {readable(summary.figure.value)}
        </Figure>
      )}
      <Figure label="Points" testId="summary-count">
        {summary.count.toLocaleString('en-US')}
      </Figure>
    </dl>
  );
}

/** Latest value, change over the range, min, max and total or mean, per visible series (exact on hover). */
export function SummaryStrip({ series, interval }: { series: readonly DrawnSeries[]; interval: TimeInterval }) {
  const shown = series.filter((s) => !s.hidden);
  return (
    <div className="metrics-summary">
      {shown.map((s) => {
        const summary = summarize(s.points, s.info);
        return summary ? <Strip key={s.dataKey} s={s} summary={summary} interval={interval} /> : null;
      })}
    </div>
  );
}
