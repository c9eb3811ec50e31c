import { useChartColors } from '@renderer/components/chart/use-chart-colors';
import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { useLongWorkNotice } from '@renderer/desktop/long-work';
import { metricInfo } from '@renderer/metrics/catalogue';
import {
  type ChartState,
  chartHash,
  type SeriesRef,
  sameSeries,
  seriesOf,
  type ZoomWindow,
} from '@renderer/metrics/chart-state';
import { chainLabel } from '@renderer/metrics/compare';
import { metricsCsv } from '@renderer/metrics/csv';
import { mergeByTime } from '@renderer/metrics/series';
import { rawUnitLabel, unitLabel } from '@renderer/metrics/units';
import { type SeriesRequest, useMetricSeriesList, wasSeriesCancelled } from '@renderer/queries/metrics';
import type { HistoryMode } from '@renderer/routing/hash-query';
import type { ChainInfo } from '@shared/models/data/chains';
import { useMemo, useRef } from 'react';
import { ChartLegend } from './ChartLegend';
import { DayOnlyRefusal } from './DayOnlyRefusal';
import { type DrawnSeries, drawnSeries } from './drawn-series';
import { CHART_HEIGHT, MetricsChart } from './MetricsChart';
import { MetricsTable, seriesHeader } from './MetricsTable';
import { rangeText, saveBaseName } from './naming';
import { SaveActions } from './SaveActions';
import { SeriesStatus } from './SeriesStatus';
import { SummaryStrip } from './SummaryStrip';

/** The chart card: every series' pages with progress and cancel, errors with Retry, summary, chart, table, files. */
export function ChartPanel({
  state,
  update,
  chains,
}: {
  state: ChartState;
  update: (next: ChartState, mode?: HistoryMode) => void;
  chains: readonly ChainInfo[] | undefined;
}) {
  const colors = useChartColors();
  const figureRef = useRef<HTMLElement>(null);
  const refs = seriesOf(state);
  const refused = refs.find((r) => metricInfo(r.metric).dayOnly && state.interval !== 'day');
  const requestKey = JSON.stringify([refs, state.interval, state.range]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey is the identity of the requests
  const requests = useMemo<SeriesRequest[]>(
    () => refs.map((r) => ({ ...r, interval: state.interval, range: state.range })),
    [requestKey],
  );
  const { queries, keys, cancel, clearCancelled } = useMetricSeriesList(requests, refused === undefined);
  const fetched = queries.map((q) => q.data);
  const fetchedKey = queries.map((q) => q.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetchedKey changes whenever any series' data does
  const { series, axes } = useMemo(
    () => drawnSeries(state, fetched, chains, colors.palette),
    [state, fetchedKey, chains, colors.palette],
  );

  // A long multi-page fetch tells the desktop app when it ends, so a user who switched windows hears of it.
  useLongWorkNotice({
    kind: 'metrics',
    running: queries.some((q) => q.isFetching),
    failed: queries.some((q) => q.isError),
    cancelled: keys.some((k) => wasSeriesCancelled(k)),
    route: chartHash(state),
    describe: (outcome) => ({
      title: outcome === 'completed' ? 'Metrics loaded' : 'Metrics could not be loaded',
      body: `${refs.map((r) => `${r.chainId}:${r.metric}`).join(', ')} by ${state.interval}`.slice(0, 300),
    }),
  });

  if (refused) return <DayOnlyRefusal state={state} refused={refused} />;

  const visible = series.filter((s) => !s.hidden);
  const headers = visible.map((s) => seriesHeader(s, rawUnitLabel(s.info.unit)));
  const anyFetching = queries.some((q) => q.isFetching);
  const primary = queries[0]!;
  const toggle = (s: DrawnSeries) =>
    update({
      ...state,
      hidden: s.hidden ? state.hidden.filter((h) => !sameSeries(h, s.ref)) : [...state.hidden, s.ref],
    });
  const zoomTo = (zoom: ZoomWindow | null) => update({ ...state, zoom }, 'push');
  const refreshAll = () => {
    for (const q of queries) void q.refetch();
  };
  const label = (ref: SeriesRef, i: number) => series[i]?.label ?? `${ref.chainId}:${ref.metric}`;
  const hasPoints = visible.some((s) => s.points.length > 0);
  const updatedAt = Math.max(...queries.map((q) => q.dataUpdatedAt));

  return (
    <>
      <section className="card metrics-panel" data-testid="metrics-panel" aria-busy={anyFetching || undefined}>
        <div className="metrics-panel__head">
          <ChartLegend series={series} twoAxes={axes.right !== null} onToggle={toggle} />
          <div className="metrics-panel__tools">
            {state.zoom && (
              <button type="button" className="button" onClick={() => zoomTo(null)} data-testid="reset-zoom">
                Reset zoom
              </button>
            )}
            <button
              type="button"
              className={`button${state.table ? ' is-active' : ''}`}
              aria-pressed={state.table}
              onClick={() => update({ ...state, table: !state.table })}
              data-testid="toggle-table"
            >
              Table
            </button>
            <button
              type="button"
              className="button"
              onClick={refreshAll}
              disabled={anyFetching}
              title={updatedAt > 0 ? `Fetched ${new Date(updatedAt).toLocaleTimeString()}` : undefined}
              data-testid="metrics-refresh"
            >
              {anyFetching ? 'Loading…' : 'Refresh'}
            </button>
          </div>
        </div>

        {refs.map((ref, i) => (
          <SeriesStatus
            key={JSON.stringify(keys[i])}
            query={queries[i]!}
            queryKey={keys[i]!}
            label={label(ref, i)}
            chainId={ref.chainId}
            onCancel={cancel}
            onAgain={clearCancelled}
          />
        ))}

        {primary.data === undefined ? (
          primary.fetchStatus === 'fetching' && (
            <span
              className="skeleton"
              style={{ display: 'block', width: '100%', height: CHART_HEIGHT }}
              aria-hidden="true"
              data-testid="metrics-chart-loading"
            />
          )
        ) : !hasPoints ? (
          state.zoom ? (
            <EmptyState
              title="Nothing in the zoom window"
              action={
                <button type="button" className="button" onClick={() => zoomTo(null)}>
                  Reset zoom
                </button>
              }
              testId="metrics-empty"
            />
          ) : (
            <EmptyState
              title="No data points in this range"
              action={
                state.range.kind === 'preset' && state.range.preset === 'all' ? undefined : (
                  <a
                    className="button"
                    href={chartHash({ ...state, range: { kind: 'preset', preset: 'all' }, zoom: null })}
                  >
                    Show all of it
                  </a>
                )
              }
              testId="metrics-empty"
            >
              The metrics API has no {metricInfo(state.metric).label.toLowerCase()} for{' '}
              {chainLabel(state.chainId, chains)} in {rangeText(state)}.
            </EmptyState>
          )
        ) : (
          <>
            <SummaryStrip series={series} interval={state.interval} />
            <MetricsChart ref={figureRef} series={series} axes={axes} interval={state.interval} onZoom={zoomTo} />
            <div className="metrics-panel__foot">
              <p className="muted metrics-panel__hint">
                Drag across the chart to zoom. Buckets are UTC. The shaded last bucket is the latest point, which the
                service still updates.
                {visible.some((s) => s.draw === 'area') &&
                  ' Too many bars to tell apart: per-interval counts are drawn as a filled area (zoom in for bars).'}
              </p>
              <SaveActions
                figureRef={figureRef}
                baseName={saveBaseName(state)}
                csv={() => metricsCsv(headers, mergeByTime(visible.map((s) => s.points)))}
                picture={() => ({
                  title:
                    visible.length === 1
                      ? `${chainLabel(state.chainId, chains)} — ${visible[0]!.label}`
                      : visible.map((s) => s.label).join(' vs '),
                  subtitle: `by ${state.interval} · ${rangeText(state)} · UTC · Snowscope`,
                  legend: visible.map((s) => {
                    const unit = unitLabel(s.info.unit, s.ctx);
                    return { label: `${s.label}${unit ? ` (${unit})` : ''}`, color: s.color };
                  }),
                })}
              />
            </div>
          </>
        )}
      </section>
      {state.table && hasPoints && <MetricsTable series={series} interval={state.interval} headers={headers} />}
    </>
  );
}
