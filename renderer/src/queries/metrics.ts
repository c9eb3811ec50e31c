import { bucketsBetween } from '@renderer/metrics/buckets';
import { type MetricsRange, PRESET_SECONDS, parseUtcDate, type SeriesRef } from '@renderer/metrics/chart-state';
import { type MetricPoint, sortedPoints, toMetricPoint } from '@renderer/metrics/series';
import { PAGE_LIMITS, type TimeInterval } from '@shared/contract/data/common';
import { DAY_SECONDS } from '@shared/time/buckets';
import { type QueryClient, type UseQueryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { type ApiError, api } from '../api';
import { useActiveProfile } from './active-profile';
import { channelKey } from './keys';
import { staleTimeOf } from './stale-time';

/**
 * A whole metric series for a range: every page of `data.getMetrics` (pageSize up to 2,160) walked in
 * one query, cached under the series' key for the metrics stale time, with page-by-page progress and
 * cancel. Reusable outside the metrics view (dashboard sparklines): give it a SeriesRequest.
 */

export interface SeriesRequest extends SeriesRef {
  interval: TimeInterval;
  range: MetricsRange;
}

export interface FetchedSeries {
  /** Ascending by time, one point per bucket. */
  points: MetricPoint[];
  /** The newest point is the service's latest, which still changes (spec rule 1): the range ran to now. */
  latestIsLive: boolean;
  pages: number;
}

export interface FetchProgress {
  pages: number;
  points: number;
  /** Known when the range has bounds (a preset or custom dates); `all` is open-ended. */
  expectedPages: number | null;
  cancelled: boolean;
}

/** The spec's largest metrics page (2,160 points). */
export const MAX_PAGE_SIZE = PAGE_LIMITS['data.getMetrics'].max;
const SECONDS_PER: Record<TimeInterval, number> = {
  hour: 3600,
  day: DAY_SECONDS,
  week: 7 * DAY_SECONDS,
  month: 28 * DAY_SECONDS,
};

/** The request bounds a range maps to: custom dates are whole UTC days, inclusive. */
export function rangeBounds(range: MetricsRange): { startTimestamp?: number; endTimestamp?: number } {
  if (range.kind === 'preset') return {};
  const from = parseUtcDate(range.from);
  const to = parseUtcDate(range.to);
  return {
    ...(from !== null ? { startTimestamp: from } : {}),
    ...(to !== null ? { endTimestamp: to + DAY_SECONDS - 1 } : {}),
  };
}

/** How many points a range should hold, to size pages; null for `all`. */
export function expectedPoints(range: MetricsRange, interval: TimeInterval): number | null {
  if (range.kind === 'custom') {
    const { startTimestamp = 0, endTimestamp = 0 } = rangeBounds(range);
    return bucketsBetween(startTimestamp, endTimestamp + 1, interval);
  }
  const span = PRESET_SECONDS[range.preset];
  return span === null ? null : Math.ceil(span / SECONDS_PER[interval]) + 1;
}

export const seriesKey = (profileId: string, request: SeriesRequest) =>
  channelKey(profileId, 'data.getMetrics', {
    series: {
      chainId: request.chainId,
      metric: request.metric,
      interval: request.interval,
      range: request.range,
    },
  });

/* Progress of running walks, by query hash, so every component showing the same series sees it. */
const progressByKey = new Map<string, FetchProgress>();
const listeners = new Set<() => void>();
function setProgress(key: string, progress: FetchProgress | undefined) {
  if (progress) progressByKey.set(key, progress);
  else progressByKey.delete(key);
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const progressKey = (key: readonly unknown[]) => JSON.stringify(key);

class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

/**
 * Walks the pages newest first. A preset range (7d … 1y) is the span before the newest point, so it
 * needs no clock: it stops as soon as a page reaches past the span's start. Cancel takes effect between
 * pages (the page in flight finishes in the main process and is dropped).
 */
export async function fetchSeries(
  profileId: string,
  request: SeriesRequest,
  signal: AbortSignal | undefined,
  onProgress: (progress: FetchProgress) => void,
): Promise<FetchedSeries> {
  const bounds = rangeBounds(request.range);
  const expected = expectedPoints(request.range, request.interval);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, expected ?? MAX_PAGE_SIZE));
  const expectedPages = expected === null ? null : Math.max(1, Math.ceil(expected / pageSize));
  const span = request.range.kind === 'preset' ? PRESET_SECONDS[request.range.preset] : null;
  const points: MetricPoint[] = [];
  let newest: number | undefined;
  let pageToken: string | undefined;
  let pages = 0;
  do {
    if (signal?.aborted) throw new CancelledError('Cancelled');
    const page = await api.invokeAs(profileId, 'data.getMetrics', {
      chainId: request.chainId,
      metric: request.metric,
      timeInterval: request.interval,
      pageSize,
      ...bounds,
      ...(pageToken ? { pageToken } : {}),
    });
    pages++;
    for (const p of page.results) points.push(toMetricPoint(p));
    newest ??= page.results[0]?.timestamp;
    pageToken = page.nextPageToken || undefined;
    onProgress({ pages, points: points.length, expectedPages, cancelled: false });
    const oldest = page.results.at(-1)?.timestamp;
    if (span !== null && newest !== undefined && oldest !== undefined && oldest <= newest - span) break;
  } while (pageToken);
  const cutoff = span !== null && newest !== undefined ? newest - span : Number.NEGATIVE_INFINITY;
  return {
    points: sortedPoints(points.filter((p) => p.timestamp > cutoff)),
    latestIsLive: bounds.endTimestamp === undefined,
    pages,
  };
}

function seriesQuery(
  profileId: string,
  request: SeriesRequest,
  enabled: boolean,
): UseQueryOptions<FetchedSeries, ApiError, FetchedSeries, readonly unknown[]> {
  const queryKey = seriesKey(profileId, request);
  const key = progressKey(queryKey);
  const staleTime = staleTimeOf('data.getMetrics');
  return {
    queryKey,
    queryFn: async ({ signal }) => {
      setProgress(key, { pages: 0, points: 0, expectedPages: null, cancelled: false });
      try {
        // A page that lands after Cancel must not overwrite where the walk was stopped.
        return await fetchSeries(profileId, request, signal, (p) => {
          if (!signal.aborted) setProgress(key, p);
        });
      } finally {
        if (!progressByKey.get(key)?.cancelled) setProgress(key, undefined);
      }
    },
    staleTime,
    // Kept at least as long as it is fresh, so coming back to a chart within the hour asks nothing.
    gcTime: Math.max(staleTime, 5 * 60_000),
    enabled,
  };
}

/** Cancels a running walk; its progress stays to say where it stopped. */
export function cancelSeries(client: QueryClient, queryKey: readonly unknown[]): void {
  const key = progressKey(queryKey);
  const current = progressByKey.get(key);
  setProgress(key, { pages: current?.pages ?? 0, points: current?.points ?? 0, expectedPages: null, cancelled: true });
  void client.cancelQueries({ queryKey, exact: true });
}

/** Whether the user cancelled the walk behind `queryKey` (read when a run ends, not subscribed to). */
export function wasSeriesCancelled(queryKey: readonly unknown[]): boolean {
  return progressByKey.get(progressKey(queryKey))?.cancelled === true;
}

/** Progress of the walk behind `queryKey` (undefined when none runs and none was cancelled). */
export function useSeriesProgress(queryKey: readonly unknown[]): FetchProgress | undefined {
  const key = progressKey(queryKey);
  return useSyncExternalStore(
    subscribe,
    () => progressByKey.get(key),
    () => undefined,
  );
}

/** Several series at once (a chart with compared series): one cached query each. */
export function useMetricSeriesList(requests: readonly SeriesRequest[], enabled = true) {
  const profile = useActiveProfile();
  const client = useQueryClient();
  const queries = useQueries({ queries: requests.map((r) => seriesQuery(profile.id, r, enabled)) });
  const keys = requests.map((r) => seriesKey(profile.id, r));
  const cancel = useCallback((queryKey: readonly unknown[]) => cancelSeries(client, queryKey), [client]);
  const clearCancelled = useCallback(
    (queryKey: readonly unknown[]) => setProgress(progressKey(queryKey), undefined),
    [],
  );
  return { queries, keys, cancel, clearCancelled };
}

/** One series (a sparkline, a single chart). */
export function useMetricSeries(request: SeriesRequest, enabled = true) {
  const { queries, keys, cancel, clearCancelled } = useMetricSeriesList([request], enabled);
  return { query: queries[0]!, key: keys[0]!, cancel, clearCancelled };
}
