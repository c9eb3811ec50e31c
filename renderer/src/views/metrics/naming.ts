import { type ChartState, formatUtcDate } from '@renderer/metrics/chart-state';
import { toSafeFileName } from '@shared/files/file-name';

const PRESET_WORDS = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  '1y': 'the last year',
  all: 'all time',
} as const;

/** `the last 90 days`, `2026-03-01 to 2026-08-31`, with the zoom window when zoomed. */
export function rangeText(state: ChartState): string {
  const base =
    state.range.kind === 'preset' ? PRESET_WORDS[state.range.preset] : `${state.range.from} to ${state.range.to}`;
  if (!state.zoom) return base;
  const hour = state.interval === 'hour';
  return `${formatUtcDate(state.zoom.from, hour)} to ${formatUtcDate(state.zoom.to, hour)} (zoomed into ${base})`;
}

/** `snowscope-metrics-43114-txCount-day-90d`, `…-vs-2-…`, `…-2026-10-01_2026-10-15` when zoomed. */
export function saveBaseName(state: ChartState): string {
  const range = state.zoom
    ? `${formatUtcDate(state.zoom.from)}_${formatUtcDate(state.zoom.to)}`
    : state.range.kind === 'preset'
      ? state.range.preset
      : `${state.range.from}_${state.range.to}`;
  const compared = state.compare.length > 0 ? `-vs-${state.compare.length}` : '';
  const name = `snowscope-metrics-${state.chainId}-${state.metric}${compared}-${state.interval}-${range}`;
  return toSafeFileName(`${name}.csv`).replace(/\.csv$/, '');
}
