import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Walking every page of a metric series: presets stop early, custom ranges run to the end, cancel works. */

interface Call {
  startTimestamp?: number;
  endTimestamp?: number;
  pageSize: number;
  pageToken?: string;
  timeInterval: string;
}

const HOUR = 3600;
const NEWEST = Date.UTC(2026, 9, 31, 23) / 1000;
const calls: Call[] = [];

/** A metrics endpoint over hourly points ending at NEWEST, newest first, paged by offset tokens. */
function fakePage(p: Call) {
  calls.push(p);
  const step = p.timeInterval === 'hour' ? HOUR : 86_400;
  const all: { timestamp: number; value: string }[] = [];
  for (let t = NEWEST - (NEWEST % step); t >= NEWEST - 400 * 86_400; t -= step) {
    if (p.endTimestamp !== undefined && t > p.endTimestamp) continue;
    if (p.startTimestamp !== undefined && t < p.startTimestamp) break;
    all.push({ timestamp: t, value: String(9_007_199_254_740_993n + BigInt(t)) });
  }
  const start = p.pageToken ? Number(p.pageToken) : 0;
  const end = start + p.pageSize;
  return { results: all.slice(start, end), ...(end < all.length ? { nextPageToken: String(end) } : {}) };
}

vi.mock('@renderer/api', () => ({
  api: { invokeAs: vi.fn(async (_profile: string, _channel: string, params: Call) => fakePage(params)) },
}));

const { fetchSeries, rangeBounds, expectedPoints } = await import('@renderer/queries/metrics');

beforeEach(() => {
  calls.length = 0;
});

describe('fetchSeries', () => {
  it('a preset is the span before the newest point: one page sized to it, no clock needed', async () => {
    const progress = vi.fn();
    const series = await fetchSeries(
      'local',
      { chainId: '43114', metric: 'txCount', interval: 'day', range: { kind: 'preset', preset: '7d' } },
      undefined,
      progress,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ pageSize: 8, timeInterval: 'day' });
    expect(calls[0]!.startTimestamp).toBeUndefined();
    expect(series.points).toHaveLength(7);
    expect(series.points.map((p) => p.timestamp)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((d) => NEWEST - (NEWEST % 86_400) - d * 86_400),
    );
    expect(series.latestIsLive).toBe(true);
    // Exact digits kept beside the float used for drawing.
    expect(series.points[0]!.value).toBe(String(9_007_199_254_740_993n + BigInt(series.points[0]!.timestamp)));
    expect(progress).toHaveBeenCalledWith({ pages: 1, points: 8, expectedPages: 1, cancelled: false });
  });

  it('a custom range asks with its bounds and walks all its pages, reporting each', async () => {
    const range = { kind: 'custom' as const, from: '2026-03-01', to: '2026-08-31' };
    expect(rangeBounds(range)).toEqual({
      startTimestamp: Date.UTC(2026, 2, 1) / 1000,
      endTimestamp: Date.UTC(2026, 8, 1) / 1000 - 1,
    });
    expect(expectedPoints(range, 'hour')).toBe(184 * 24);
    const progress = vi.fn();
    const series = await fetchSeries(
      'local',
      { chainId: '43114', metric: 'txCount', interval: 'hour', range },
      undefined,
      progress,
    );
    expect(calls.map((c) => c.pageSize)).toEqual([2160, 2160, 2160]);
    expect(calls.map((c) => c.pageToken)).toEqual([undefined, '2160', '4320']);
    expect(series.points).toHaveLength(184 * 24);
    expect(series.points.at(0)!.timestamp).toBe(Date.UTC(2026, 2, 1) / 1000);
    expect(series.points.at(-1)!.timestamp).toBe(Date.UTC(2026, 7, 31, 23) / 1000);
    expect(series.latestIsLive).toBe(false);
    expect(progress.mock.calls.map(([p]) => [p.pages, p.points, p.expectedPages])).toEqual([
      [1, 2160, 3],
      [2, 4320, 3],
      [3, 4416, 3],
    ]);
  });

  it('`all` pages until the service says there is no more', async () => {
    const series = await fetchSeries(
      'local',
      { chainId: 'total', metric: 'gasUsed', interval: 'hour', range: { kind: 'preset', preset: 'all' } },
      undefined,
      () => {},
    );
    expect(calls.length).toBe(Math.ceil(series.points.length / 2160));
    expect(calls.at(-1)!.pageToken).toBeDefined();
    expect(series.points.length).toBeGreaterThan(9000);
  });

  it('cancel stops before the next page is asked for', async () => {
    const controller = new AbortController();
    const walk = fetchSeries(
      'local',
      { chainId: '43114', metric: 'txCount', interval: 'hour', range: { kind: 'preset', preset: 'all' } },
      controller.signal,
      () => controller.abort(),
    );
    await expect(walk).rejects.toThrow('Cancelled');
    expect(calls).toHaveLength(1);
  });
});
