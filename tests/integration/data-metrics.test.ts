import {
  DAY_ONLY_METRICS,
  METRIC_NAMES,
  type MetricName,
  type TimeInterval,
  timeIntervalsFor,
} from '@shared/contract/data/common';
import { isNormalDecimal } from '@shared/numbers/exact-decimal';
import { chainMetricSeries } from '@sim/dataset/evm/metrics';
import type { EvmChainData } from '@sim/dataset/evm/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

const HOUR = 3600;
const DAY = 86_400;

/** Whether `ts` starts an interval: the hour, 00:00 UTC, Monday 00:00 UTC, or the 1st of a month. */
function aligned(ts: number, interval: TimeInterval): boolean {
  const d = new Date(ts * 1000);
  switch (interval) {
    case 'hour':
      return ts % HOUR === 0;
    case 'day':
      return ts % DAY === 0;
    case 'week':
      return ts % DAY === 0 && d.getUTCDay() === 1;
    case 'month':
      return ts % DAY === 0 && d.getUTCDate() === 1;
  }
}

/** data.getMetrics (metrics base URL, `/v2`) through invoke → router → DataApiClient → simulator. */
describe('data.getMetrics', () => {
  const h = harnessForFile();
  let chain: EvmChainData;
  beforeAll(() => {
    chain = h.sim.dataset.evm.fuji;
  });

  /** The whole series, walking every page. */
  async function series(chainId: string, metric: MetricName, timeInterval?: TimeInterval) {
    const points: { timestamp: number; value: string }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await h.ok('data.getMetrics', {
        chainId,
        metric,
        pageSize: 2160,
        ...(timeInterval ? { timeInterval } : {}),
        ...(pageToken ? { pageToken } : {}),
      });
      points.push(...page.results);
      pageToken = page.nextPageToken;
    } while (pageToken);
    return points;
  }

  it('answers every metric at each interval it allows, newest first, timestamps aligned', async () => {
    let calls = 0;
    for (const metric of METRIC_NAMES) {
      for (const interval of timeIntervalsFor(metric)) {
        const { results, nextPageToken } = await h.ok('data.getMetrics', {
          chainId: '43113',
          metric,
          timeInterval: interval,
        });
        calls++;
        expect(results.length, `${metric}/${interval}`).toBeGreaterThan(0);
        expect(results.length).toBeLessThanOrEqual(100);
        if (interval === 'hour') expect(nextPageToken).toEqual(expect.any(String));
        for (const p of results) {
          expect(aligned(p.timestamp, interval), `${metric}/${interval} at ${p.timestamp}`).toBe(true);
          expect(isNormalDecimal(p.value), `${metric} value ${p.value}`).toBe(true);
        }
        const stamps = results.map((p) => p.timestamp);
        expect(stamps).toEqual([...new Set(stamps)].sort((a, b) => b - a));
      }
    }
    expect(calls).toBe(METRIC_NAMES.length + (METRIC_NAMES.length - DAY_ONLY_METRICS.length) * 3);
  });

  it('txCount, gasUsed and feesPaid add up to the chain inside its window, and agree across intervals', async () => {
    const sum = (points: { timestamp: number; value: string }[], from = 0) =>
      points.filter((p) => p.timestamp >= from).reduce((s, p) => s + BigInt(p.value), 0n);
    const txs = BigInt(chain.txs.length);
    const gas = BigInt(chain.txs.reduce((s, t) => s + t.gasUsed, 0));
    const fees = chain.blocks.reduce((s, b) => s + b.feesSpent, 0n);
    for (const interval of ['hour', 'day'] as const) {
      expect(sum(await series('43113', 'txCount', interval), chain.windowStart), interval).toBe(txs);
      expect(sum(await series('43113', 'gasUsed', interval), chain.windowStart), interval).toBe(gas);
      expect(sum(await series('43113', 'feesPaid', interval), chain.windowStart), interval).toBe(fees);
    }
    for (const metric of ['txCount', 'gasUsed', 'feesPaid'] as const) {
      const days = sum(await series('43113', metric, 'day'));
      for (const interval of ['hour', 'week', 'month'] as const) {
        expect(sum(await series('43113', metric, interval)), `${metric}/${interval}`).toBe(days);
      }
    }
    expect(await series('43113', 'txCount')).toEqual(await series('43113', 'txCount', 'day'));
    const cumulative = await series('43113', 'cumulativeTxCount', 'day');
    expect(cumulative[0]!.value).toBe(String(chain.blocks.at(-1)!.cumulativeTxs));
  });

  it('carries values above 2^53 with every digit, from the response text to the contract', async () => {
    const exact = new Map(chainMetricSeries(chain, 'feesPaid', 'day').map((p) => [p.timestamp, p.value]));
    const { results } = await h.ok('data.getMetrics', { chainId: '43113', metric: 'feesPaid', pageSize: 90 });
    const large = results.filter((p) => BigInt(p.value) > 2n ** 53n);
    expect(large.length).toBeGreaterThan(30);
    for (const p of results) expect(p.value).toBe(String(exact.get(p.timestamp)));
    // The same digits through a float would not survive: the test would fail without the exact path.
    expect(large.some((p) => String(Number(p.value)) !== p.value)).toBe(true);
  });

  it('startTimestamp and endTimestamp bound the points returned', async () => {
    const full = await series('43113', 'txCount', 'day');
    // Fifty days before the newest, so everything after `start` fits one default page of 100.
    const firstDay = full[0]!.timestamp - 50 * DAY;
    const start = firstDay + 10 * DAY + HOUR;
    const end = firstDay + 15 * DAY + HOUR;
    const { results } = await h.ok('data.getMetrics', {
      chainId: '43113',
      metric: 'txCount',
      timeInterval: 'day',
      startTimestamp: start,
      endTimestamp: end,
    });
    expect(results.map((p) => p.timestamp)).toEqual([15, 14, 13, 12, 11].map((d) => firstDay + d * DAY));
    expect(results).toEqual(full.filter((p) => p.timestamp > start && p.timestamp < end));
    const onlyStart = await h.ok('data.getMetrics', { chainId: '43113', metric: 'txCount', startTimestamp: start });
    expect(onlyStart.results.every((p) => p.timestamp >= start)).toBe(true);
    expect(onlyStart.results.length).toBe(full.filter((p) => p.timestamp > start).length);
  });

  it('pages with nextPageToken without duplicates, continuing into older points', async () => {
    const first = await h.ok('data.getMetrics', { chainId: '43113', metric: 'activeAddresses', pageSize: 10 });
    const second = await h.ok('data.getMetrics', {
      chainId: '43113',
      metric: 'activeAddresses',
      pageSize: 10,
      pageToken: first.nextPageToken!,
    });
    const stamps = [...first.results, ...second.results].map((p) => p.timestamp);
    expect(stamps).toHaveLength(20);
    expect(stamps).toEqual([...new Set(stamps)].sort((a, b) => b - a));
    expect(stamps).toEqual((await series('43113', 'activeAddresses')).slice(0, 20).map((p) => p.timestamp));
  });

  it('aggregates the chains of a network', async () => {
    const testnetIds = h.sim.dataset.evm.chains
      .filter((c) => c.spec.network !== 'mainnet')
      .map((c) => c.spec.evmChainId);
    expect(testnetIds.length).toBeGreaterThan(1);
    const ts = (await series('43113', 'txCount'))[3]!.timestamp;
    const at = async (chainId: string) =>
      (await series(chainId, 'txCount')).find((p) => p.timestamp === ts)?.value ?? 0;
    let sum = 0;
    for (const id of testnetIds) sum += Number(await at(id));
    expect(sum).toBeGreaterThan(Number(await at('43113')));
    expect(Number(await at('testnet'))).toBe(sum);
  });

  it('an unknown chain is an http 404', async () => {
    expect(await h.invoke('data.getMetrics', { chainId: '999999', metric: 'txCount' })).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404 },
    });
  });

  it('refuses day-only metrics at hour, week and month before the network', async () => {
    expect(DAY_ONLY_METRICS).toHaveLength(12);
    for (const metric of DAY_ONLY_METRICS) {
      for (const timeInterval of ['hour', 'week', 'month'] as const) {
        await expectRefusedOffline(h, 'data.getMetrics', { chainId: '43113', metric, timeInterval }, 'timeInterval');
      }
    }
  });

  it('refuses other bad params with their field before the network', async () => {
    const base = { chainId: '43113', metric: 'txCount' };
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, metric: 'blocks' }, 'metric');
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, chainId: 'all' }, 'chainId');
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, timeInterval: 'year' }, 'timeInterval');
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, startTimestamp: -1 }, 'startTimestamp');
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, endTimestamp: 1.5 }, 'endTimestamp');
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, startTimestamp: 20, endTimestamp: 10 }, 'endTimestamp');
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, pageSize: 2161 }, 'pageSize');
    await expectRefusedOffline(h, 'data.getMetrics', { ...base, pageSize: 0 }, 'pageSize');
  });
});
