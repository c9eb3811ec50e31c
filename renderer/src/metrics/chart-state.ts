import { METRIC_NAMES, type MetricName, TIME_INTERVALS, type TimeInterval } from '@shared/contract/data/common';
import { DAY_SECONDS, HOUR_SECONDS } from '@shared/time/buckets';
import { isMetricName } from './catalogue';

/**
 * Everything a metrics chart shows lives in the hash, so a chart is a link:
 * `#/metrics/43114?metric=txCount&interval=day&range=90d&compare=4337:txCount,43114:gasUsed&zoom=2026-10-01..2026-10-15&hide=4337:txCount&table=1`
 * (`range=custom&from=2026-03-01&to=2026-08-31` for a custom range). What cannot be used is reported
 * per parameter and replaced by the default, never silently dropped.
 */

export const RANGE_PRESETS = ['7d', '30d', '90d', '1y', 'all'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** How far back a preset reaches from the newest point (none for `all`). */
export const PRESET_SECONDS: Record<RangePreset, number | null> = {
  '7d': 7 * DAY_SECONDS,
  '30d': 30 * DAY_SECONDS,
  '90d': 90 * DAY_SECONDS,
  '1y': 365 * DAY_SECONDS,
  all: null,
};

export type MetricsRange = { kind: 'preset'; preset: RangePreset } | { kind: 'custom'; from: string; to: string };

/** One drawn series: a metric of a chain (or of `total`/`mainnet`/`testnet`). */
export interface SeriesRef {
  chainId: string;
  metric: MetricName;
}

/** At most this many series on one chart (the route's plus three to compare). */
export const MAX_SERIES = 4;

export interface ZoomWindow {
  /** Unix seconds, inclusive bucket starts. */
  from: number;
  to: number;
}

export interface ChartState {
  chainId: string;
  metric: MetricName;
  interval: TimeInterval;
  range: MetricsRange;
  compare: SeriesRef[];
  table: boolean;
  zoom: ZoomWindow | null;
  /** Series switched off in the legend (still fetched, not drawn, not saved). */
  hidden: SeriesRef[];
}

export interface StateIssue {
  param: string;
  value: string;
  message: string;
}

export const CHART_PARAMS = ['metric', 'interval', 'range', 'from', 'to', 'compare', 'zoom', 'table', 'hide'] as const;
export type ChartParam = (typeof CHART_PARAMS)[number];

export const DEFAULT_METRIC: MetricName = 'txCount';
export const DEFAULT_INTERVAL: TimeInterval = 'day';
export const DEFAULT_RANGE: MetricsRange = { kind: 'preset', preset: '90d' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_HOUR = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/;

/** `2026-03-01` (UTC midnight) or `2026-03-01T14` (that hour) → Unix seconds; null when not a real time. */
export function parseUtcDate(text: string): number | null {
  const m = DATE_HOUR.exec(text) ?? DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h));
  const date = new Date(ms);
  // Date.UTC rolls 2026-02-31 over to March: refuse what does not name itself.
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(mo) - 1 || Number(h) > 23) return null;
  return ms / 1000;
}

/** Unix seconds → `2026-03-01`, or `2026-03-01T14` when it is not midnight. */
export function formatUtcDate(ts: number, withHour = false): string {
  const iso = new Date(ts * 1000).toISOString();
  const hour = iso.slice(11, 13);
  return withHour || hour !== '00' ? `${iso.slice(0, 10)}T${hour}` : iso.slice(0, 10);
}

/** What is wrong with a custom range, per field; empty when it can be asked for. */
export function customRangeProblems(from: string, to: string): Partial<Record<'from' | 'to', string>> {
  const problems: Partial<Record<'from' | 'to', string>> = {};
  const start = parseUtcDate(from);
  const end = parseUtcDate(to);
  if (!DATE.test(from) || start === null) problems.from = 'must be a date, YYYY-MM-DD (UTC)';
  if (!DATE.test(to) || end === null) problems.to = 'must be a date, YYYY-MM-DD (UTC)';
  if (start !== null && end !== null && start > end) problems.to = 'must not be before the start date';
  return problems;
}

function parseSeriesRef(text: string, chainId: string, metric: MetricName): SeriesRef | string {
  const [a = '', b] = text.split(':');
  // `4337:txCount`, or a bare chain (same metric) or a bare metric (same chain).
  const chain = b === undefined ? (isMetricName(a) ? chainId : a) : a;
  const name = b === undefined ? (isMetricName(a) ? a : metric) : b;
  if (!/^\d{1,12}$/.test(chain) && !['total', 'mainnet', 'testnet'].includes(chain)) {
    return `"${text}": the chain must be an EVM chain id or total, mainnet, testnet`;
  }
  if (!isMetricName(name)) return `"${text}": ${name} is not a metric (${METRIC_NAMES.join(', ')})`;
  return { chainId: chain, metric: name };
}

export const sameSeries = (a: SeriesRef, b: SeriesRef) => a.chainId === b.chainId && a.metric === b.metric;

/** The chart a hash asks for, and every parameter that could not be used as given. */
export function parseChartState(
  chainId: string,
  params: Readonly<Record<ChartParam, string | null>>,
): { state: ChartState; issues: StateIssue[] } {
  const issues: StateIssue[] = [];
  const issue = (param: string, value: string, message: string) => issues.push({ param, value, message });

  let metric = DEFAULT_METRIC;
  if (params.metric !== null) {
    if (isMetricName(params.metric)) metric = params.metric;
    else issue('metric', params.metric, `is not one of the 17 metrics; showing ${DEFAULT_METRIC}`);
  }
  let interval = DEFAULT_INTERVAL;
  if (params.interval !== null) {
    if ((TIME_INTERVALS as readonly string[]).includes(params.interval)) interval = params.interval as TimeInterval;
    else issue('interval', params.interval, 'must be hour, day, week or month; showing day');
  }

  let range: MetricsRange = DEFAULT_RANGE;
  if (params.from !== null || params.to !== null || params.range === 'custom') {
    const from = params.from ?? '';
    const to = params.to ?? '';
    const problems = customRangeProblems(from, to);
    if (problems.from) issue('from', from, problems.from);
    if (problems.to) issue('to', to, problems.to);
    range = problems.from || problems.to ? DEFAULT_RANGE : { kind: 'custom', from, to };
  } else if (params.range !== null) {
    if ((RANGE_PRESETS as readonly string[]).includes(params.range)) {
      range = { kind: 'preset', preset: params.range as RangePreset };
    } else issue('range', params.range, `must be one of ${RANGE_PRESETS.join(', ')} or custom; showing 90d`);
  }

  const compare: SeriesRef[] = [];
  if (params.compare) {
    for (const part of params.compare.split(',').filter(Boolean)) {
      const ref = parseSeriesRef(part, chainId, metric);
      if (typeof ref === 'string') issue('compare', part, ref);
      else if (sameSeries(ref, { chainId, metric }) || compare.some((c) => sameSeries(c, ref))) continue;
      else if (compare.length >= MAX_SERIES - 1) {
        issue('compare', part, `at most ${MAX_SERIES} series on one chart; left out`);
      } else compare.push(ref);
    }
  }

  let zoom: ZoomWindow | null = null;
  if (params.zoom) {
    const [a = '', b = ''] = params.zoom.split('..');
    const from = parseUtcDate(a);
    const to = parseUtcDate(b);
    if (from === null || to === null || from > to) {
      issue('zoom', params.zoom, 'must be FROM..TO, each YYYY-MM-DD or YYYY-MM-DDTHH (UTC); showing the whole range');
    } else zoom = { from, to };
  }

  const drawn = [{ chainId, metric }, ...compare];
  const hidden: SeriesRef[] = [];
  for (const part of (params.hide ?? '').split(',').filter(Boolean)) {
    const ref = parseSeriesRef(part, chainId, metric);
    if (typeof ref !== 'string' && drawn.some((d) => sameSeries(d, ref))) hidden.push(ref);
  }

  const table = params.table === '1' || params.table === 'true';
  return { state: { chainId, metric, interval, range, compare, table, zoom, hidden }, issues };
}

/** The query parameters of a state, in a fixed order; defaults are written too, so a link is explicit. */
export function chartStateParams(state: ChartState): [ChartParam, string][] {
  const out: [ChartParam, string][] = [
    ['metric', state.metric],
    ['interval', state.interval],
  ];
  if (state.range.kind === 'preset') out.push(['range', state.range.preset]);
  else out.push(['range', 'custom'], ['from', state.range.from], ['to', state.range.to]);
  if (state.compare.length > 0) {
    out.push(['compare', state.compare.map((c) => `${c.chainId}:${c.metric}`).join(',')]);
  }
  if (state.zoom) {
    const withHour = state.interval === 'hour';
    out.push(['zoom', `${formatUtcDate(state.zoom.from, withHour)}..${formatUtcDate(state.zoom.to, withHour)}`]);
  }
  if (state.hidden.length > 0) out.push(['hide', state.hidden.map((c) => `${c.chainId}:${c.metric}`).join(',')]);
  if (state.table) out.push(['table', '1']);
  return out;
}

/** `:` and `,` are safe in a fragment: keep them readable (`compare=4337:txCount,43113:txCount`). */
const encodeParam = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');

/** The deep link of a chart. */
export function chartHash(state: ChartState): string {
  const query = chartStateParams(state)
    .map(([k, v]) => `${k}=${encodeParam(v)}`)
    .join('&');
  return `#/metrics/${encodeURIComponent(state.chainId)}?${query}`;
}

/** The series a state draws: the route's first, then the ones compared. */
export const seriesOf = (state: ChartState): SeriesRef[] => [
  { chainId: state.chainId, metric: state.metric },
  ...state.compare,
];

/** The zoom window written for the bucket starts `a` and `b` (in any order). */
export function zoomBetween(a: number, b: number): ZoomWindow {
  const from = Math.min(a, b);
  const to = Math.max(a, b);
  return { from: Math.floor(from / HOUR_SECONDS) * HOUR_SECONDS, to: Math.floor(to / HOUR_SECONDS) * HOUR_SECONDS };
}
