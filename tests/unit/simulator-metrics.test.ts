import { DAY_ONLY_METRICS, METRIC_NAMES, TIME_INTERVALS } from '@shared/contract/data/common';
import { SIM_NOW } from '@sim/dataset/constants';
import { buildEvmDatasets } from '@sim/dataset/evm';
import { latestBlock } from '@sim/dataset/evm/lookup';
import {
  bucketStart,
  chainMetricSeries,
  METRICS_START,
  type MetricPoint,
  type MetricValue,
} from '@sim/dataset/evm/metrics';
import type { EvmChainData } from '@sim/dataset/evm/types';
import { Rng } from '@sim/dataset/rng';
import type { RunningSimulator } from '@sim/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimulator } from '../support/shared-simulator';

/** The simulator's metrics: exact inside the generated window, plausible before it, live after SIM_NOW. */

const HOUR = 3600;
const DAY = 86_400;
let sim: RunningSimulator;
let chain: EvmChainData;

beforeAll(async () => {
  sim = await resetSimulator(7);
  chain = sim.dataset.evm.mainnet;
});
afterAll(() => sim.reset());
afterEach(() => sim.clock.reset());

const num = (v: MetricValue) => Number(v);
const byTs = (points: MetricPoint[]) => new Map(points.map((p) => [p.timestamp, p.value]));
const inWindow = (c: EvmChainData) => (p: MetricPoint) => p.timestamp >= c.windowStart;

/** The raw body and its points with `value` read as the exact digits the simulator wrote. */
async function getRaw(
  path: string,
): Promise<{ status: number; text: string; points: { ts: number; value: string }[] }> {
  const res = await fetch(`${sim.url}${path}`);
  const text = await res.text();
  const points = [...text.matchAll(/\{"value":(-?[\d.eE+-]+),"timestamp":(\d+)\}/g)].map((m) => ({
    ts: Number(m[2]),
    value: m[1]!,
  }));
  return { status: res.status, text, points };
}

describe('inside the generated window the metrics are the blocks', () => {
  const dayCounts = () => {
    const counts = new Map<number, { tx: number; gas: number; fees: bigint }>();
    for (const b of chain.blocks) {
      const day = Math.floor(b.timestamp / DAY) * DAY;
      const e = counts.get(day) ?? { tx: 0, gas: 0, fees: 0n };
      e.tx += b.txCount;
      e.gas += b.gasUsed;
      e.fees += b.feesSpent;
      counts.set(day, e);
    }
    return counts;
  };

  it('daily txCount, gasUsed and feesPaid (exact wei) are that day’s blocks; cumulative is the running sum', () => {
    const counts = dayCounts();
    const tx = chainMetricSeries(chain, 'txCount', 'day').filter(inWindow(chain));
    const gas = byTs(chainMetricSeries(chain, 'gasUsed', 'day'));
    const fees = byTs(chainMetricSeries(chain, 'feesPaid', 'day'));
    const cumulative = byTs(chainMetricSeries(chain, 'cumulativeTxCount', 'day'));
    expect(tx.length).toBe(chain.spec.days);
    let running = chain.spec.priorTxCount;
    for (const p of tx) {
      const day = counts.get(p.timestamp);
      expect(p.value).toBe(day?.tx ?? 0);
      expect(gas.get(p.timestamp)).toBe(day?.gas ?? 0);
      expect(fees.get(p.timestamp)).toBe(day?.fees ?? 0n);
      running += num(p.value);
      expect(cumulative.get(p.timestamp)).toBe(running);
    }
    expect(running).toBe(latestBlock(chain).cumulativeTxs);
    // A day of C-Chain fees in wei is far beyond 2^53: the reason fees are BigInt end to end.
    expect([...fees.values()].some((v) => typeof v === 'bigint' && v > 2n ** 53n)).toBe(true);
  });

  it('contracts and deployers agree with the deployments; cumulativeContracts counts up to the day', () => {
    const contracts = chainMetricSeries(chain, 'contracts', 'day').filter(inWindow(chain));
    expect(contracts.reduce((s, p) => s + num(p.value), 0)).toBe(chain.deployments.size);
    const cumulative = chainMetricSeries(chain, 'cumulativeContracts', 'day').filter(inWindow(chain));
    for (let i = 1; i < cumulative.length; i++) {
      expect(num(cumulative[i]!.value) - num(cumulative[i - 1]!.value)).toBe(contracts[i - 1]!.value);
    }
  });
});

describe('the whole served history', () => {
  it('starts at METRICS_START for every interval, ends at the bucket of the last second, aligned (rule 2)', () => {
    for (const interval of TIME_INTERVALS) {
      const points = chainMetricSeries(chain, 'txCount', interval);
      expect(points[0]!.timestamp, interval).toBe(METRICS_START);
      expect(points.at(-1)!.timestamp, interval).toBe(bucketStart(SIM_NOW - 1, interval));
      for (const p of points) expect(bucketStart(p.timestamp, interval)).toBe(p.timestamp);
      const stamps = points.map((p) => p.timestamp);
      expect(stamps).toEqual([...new Set(stamps)].sort((a, b) => a - b));
    }
    for (const p of chainMetricSeries(chain, 'txCount', 'week'))
      expect(new Date(p.timestamp * 1000).getUTCDay()).toBe(1);
    for (const p of chainMetricSeries(chain, 'txCount', 'month'))
      expect(new Date(p.timestamp * 1000).getUTCDate()).toBe(1);
    expect(chainMetricSeries(chain, 'txCount', 'hour').length).toBe((SIM_NOW - METRICS_START) / HOUR);
  });

  it('hours, weeks and months add up to the days for additive metrics (fees exactly)', () => {
    for (const metric of ['txCount', 'gasUsed', 'feesPaid'] as const) {
      const total = (interval: (typeof TIME_INTERVALS)[number]) =>
        chainMetricSeries(chain, metric, interval).reduce<bigint>((s, p) => s + BigInt(p.value), 0n);
      const days = total('day');
      for (const interval of ['hour', 'week', 'month'] as const)
        expect(total(interval), `${metric}/${interval}`).toBe(days);
    }
  });

  it('is plausible on every chain: cumulative never decreases, nothing negative, senders within addresses', () => {
    for (const c of sim.dataset.evm.chains) {
      for (const metric of METRIC_NAMES) {
        const points = chainMetricSeries(c, metric, 'day');
        for (const p of points) expect(num(p.value), `${c.spec.key} ${metric}`).toBeGreaterThanOrEqual(0);
        if (metric.startsWith('cumulative')) {
          for (let i = 1; i < points.length; i++) {
            expect(num(points[i]!.value), `${c.spec.key} ${metric} day ${i}`).toBeGreaterThanOrEqual(
              num(points[i - 1]!.value),
            );
          }
        }
      }
      for (const interval of TIME_INTERVALS) {
        const senders = byTs(chainMetricSeries(c, 'activeSenders', interval));
        for (const p of chainMetricSeries(c, 'activeAddresses', interval)) {
          expect(num(senders.get(p.timestamp)!)).toBeLessThanOrEqual(num(p.value));
        }
      }
      const deployers = byTs(chainMetricSeries(c, 'deployers', 'day'));
      for (const p of chainMetricSeries(c, 'contracts', 'day')) {
        expect(num(deployers.get(p.timestamp)!)).toBeLessThanOrEqual(num(p.value));
      }
    }
  });

  it('daily counts vary by weekday: weekends are quieter, and no two weeks repeat', () => {
    const days = chainMetricSeries(chain, 'txCount', 'day').filter((p) => p.timestamp < chain.windowStart);
    const mean = (ps: MetricPoint[]) => ps.reduce((s, p) => s + num(p.value), 0) / ps.length;
    const weekday = (p: MetricPoint) => new Date(p.timestamp * 1000).getUTCDay();
    const weekend = days.filter((p) => weekday(p) === 0 || weekday(p) === 6);
    const working = days.filter((p) => weekday(p) !== 0 && weekday(p) !== 6);
    expect(mean(weekend)).toBeLessThan(mean(working) * 0.9);
    const weeks = new Set<string>();
    for (let i = 0; i + 7 <= days.length; i += 7)
      weeks.add(
        days
          .slice(i, i + 7)
          .map((p) => p.value)
          .join(','),
      );
    expect(weeks.size).toBe(Math.floor(days.length / 7));
  });

  it('the modelled months join the window without a step', () => {
    const days = chainMetricSeries(chain, 'txCount', 'day');
    const at = days.findIndex(inWindow(chain));
    const mean = (ps: MetricPoint[]) => ps.reduce((s, p) => s + num(p.value), 0) / ps.length;
    // The window's first day carries the chain's set-up transactions; compare the weeks around it.
    const before = mean(days.slice(at - 14, at));
    const after = mean(days.slice(at + 1, at + 15));
    expect(after / before).toBeGreaterThan(0.6);
    expect(after / before).toBeLessThan(1.67);
  });

  it('is deterministic: the same seed gives the same series, another seed another one', () => {
    const a = buildEvmDatasets(new Rng(7).fork('evm'));
    const b = buildEvmDatasets(new Rng(8).fork('evm'));
    const beam = (ds: typeof a) => ds.chains.find((c) => c.spec.key === 'l1-beam')!;
    const series = (ds: typeof a) => chainMetricSeries(beam(ds), 'txCount', 'day').map((p) => p.value);
    expect(series(a)).toEqual(chainMetricSeries(beam(sim.dataset.evm), 'txCount', 'day').map((p) => p.value));
    expect(series(b)).not.toEqual(series(a));
  });
});

describe('the latest point keeps changing as simulator time passes (spec rule 1)', () => {
  it('an hour later the hour and day series gain a point; another hour later the day point has grown', () => {
    const hour0 = chainMetricSeries(chain, 'txCount', 'hour', SIM_NOW);
    const hour1 = chainMetricSeries(chain, 'txCount', 'hour', SIM_NOW + HOUR);
    expect(hour1.length).toBe(hour0.length + 1);
    expect(hour1.at(-1)!.timestamp).toBe(SIM_NOW);
    expect(hour1.slice(0, -1)).toEqual(hour0);
    const day1 = chainMetricSeries(chain, 'txCount', 'day', SIM_NOW + HOUR);
    const day2 = chainMetricSeries(chain, 'txCount', 'day', SIM_NOW + 2 * HOUR);
    expect(day1.at(-1)!.timestamp).toBe(SIM_NOW);
    expect(num(day2.at(-1)!.value)).toBeGreaterThan(num(day1.at(-1)!.value));
    expect(day2.slice(0, -1)).toEqual(day1.slice(0, -1));
    // The week of Monday 2026-10-26 was still running at SIM_NOW: its point changes in place.
    const week0 = chainMetricSeries(chain, 'txCount', 'week', SIM_NOW);
    const week1 = chainMetricSeries(chain, 'txCount', 'week', SIM_NOW + HOUR);
    expect(week1.length).toBe(week0.length);
    expect(num(week1.at(-1)!.value)).toBeGreaterThan(num(week0.at(-1)!.value));
    for (const metric of DAY_ONLY_METRICS.filter((m) => m.startsWith('cumulative'))) {
      const later = chainMetricSeries(chain, metric, 'day', SIM_NOW + 30 * HOUR);
      for (let i = 1; i < later.length; i++)
        expect(num(later[i]!.value)).toBeGreaterThanOrEqual(num(later[i - 1]!.value));
    }
  });

  it('POST /__sim/clock moves the time the route answers at; DELETE puts it back', async () => {
    const before = await getRaw('/v2/chains/43114/metrics/txCount?timeInterval=day&pageSize=2');
    expect(before.points[0]!.ts).toBe(SIM_NOW - DAY);
    const moved = await fetch(`${sim.url}/__sim/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceSeconds: HOUR }),
    });
    expect(await moved.json()).toEqual({ now: SIM_NOW + HOUR });
    const after = await getRaw('/v2/chains/43114/metrics/txCount?timeInterval=day&pageSize=2');
    expect(after.points[0]!.ts).toBe(SIM_NOW);
    expect(after.points[1]).toEqual(before.points[0]);
    await fetch(`${sim.url}/__sim/clock`, { method: 'DELETE' });
    expect((await getRaw('/v2/chains/43114/metrics/txCount?timeInterval=day&pageSize=2')).points).toEqual(
      before.points,
    );
    const bad = await fetch(`${sim.url}/__sim/clock`, { method: 'POST', body: '{"advanceSeconds":"soon"}' });
    expect(bad.status).toBe(400);
  });

  it('pages of one walk are answered as of its first page, even when the clock moves in between', async () => {
    const expected = chainMetricSeries(chain, 'txCount', 'hour', SIM_NOW)
      .slice(-30)
      .reverse()
      .map((p) => p.timestamp);
    const first = await getRaw('/v2/chains/43114/metrics/txCount?timeInterval=hour&pageSize=15');
    const token = /"nextPageToken":"([^"]+)"/.exec(first.text)![1]!;
    sim.clock.advance(3 * HOUR);
    const second = await getRaw(`/v2/chains/43114/metrics/txCount?timeInterval=hour&pageSize=15&pageToken=${token}`);
    expect([...first.points, ...second.points].map((p) => p.ts)).toEqual(expected);
  });
});

describe('route', () => {
  it('serves newest first, 100 per page by default, with every digit of large values', async () => {
    const { points } = await getRaw('/v2/chains/43114/metrics/txCount?timeInterval=hour');
    expect(points).toHaveLength(100);
    expect(points[0]!.ts).toBe(bucketStart(latestBlock(chain).timestamp, 'hour'));
    expect(points[0]!.ts).toBeGreaterThan(points[1]!.ts);
    const fees = await getRaw('/v2/chains/43114/metrics/feesPaid?pageSize=60');
    const exact = byTs(chainMetricSeries(chain, 'feesPaid', 'day'));
    for (const p of fees.points) expect(BigInt(p.value)).toBe(exact.get(p.ts));
    expect(fees.points.some((p) => BigInt(p.value) > 2n ** 53n)).toBe(true);
  });

  it('bounds by timestamps, refuses non-daily intervals for daily metrics, aggregates networks', async () => {
    const window = await getRaw('/v2/chains/43114/metrics/txCount?startTimestamp=1790000000&endTimestamp=1790500000');
    expect(window.points.length).toBeGreaterThan(0);
    for (const p of window.points) {
      expect(p.ts).toBeGreaterThanOrEqual(1_790_000_000);
      expect(p.ts).toBeLessThanOrEqual(1_790_500_000);
    }
    expect((await fetch(`${sim.url}/v2/chains/43114/metrics/maxTps?timeInterval=week`)).status).toBe(400);
    const mainnet = (await getRaw('/v2/chains/mainnet/metrics/txCount?pageSize=1')).points;
    const cchain = (await getRaw('/v2/chains/43114/metrics/txCount?pageSize=1')).points;
    expect(Number(mainnet[0]!.value)).toBeGreaterThan(Number(cchain[0]!.value));
  });
});
