import { DAY_ONLY_METRICS, METRIC_NAMES, timeIntervalsFor } from '@shared/contract/data/common';
import { describe, expect, it } from 'vitest';
import { RESULTS } from './samples';
import { expectAccepted, expectRefused, query, resultRuleTests, send, VALID } from './support';

/** Chain metrics (`/v2` at the metrics base URL): names, day-only metrics, intervals, time range. */

describe('metrics', () => {
  const base = { chainId: '43114', metric: 'txCount' };
  /** Rule 4 of the spec, spelled out by hand. */
  const SPEC_DAY_ONLY = [
    'cumulativeTxCount',
    'cumulativeAddresses',
    'cumulativeContracts',
    'cumulativeDeployers',
    'contracts',
    'deployers',
    'avgGps',
    'maxGps',
    'avgTps',
    'maxTps',
    'avgGasPrice',
    'maxGasPrice',
  ];
  const ANY_INTERVAL = ['activeAddresses', 'activeSenders', 'gasUsed', 'txCount', 'feesPaid'];

  it('knows the 17 metric names and refuses others', () => {
    expect([...METRIC_NAMES].sort()).toEqual([...SPEC_DAY_ONLY, ...ANY_INTERVAL].sort());
    expect([...DAY_ONLY_METRICS].sort()).toEqual([...SPEC_DAY_ONLY].sort());
    expectRefused('data.getMetrics', { ...base, metric: 'tps' }, 'metric', /^metric: must be one of activeAddresses, /);
  });

  it.each(SPEC_DAY_ONLY)('%s supports only timeInterval day', (metric) => {
    expectAccepted('data.getMetrics', { ...base, metric, timeInterval: 'day' });
    expectAccepted('data.getMetrics', { ...base, metric });
    for (const timeInterval of ['hour', 'week', 'month']) {
      expectRefused(
        'data.getMetrics',
        { ...base, metric, timeInterval },
        'timeInterval',
        `${metric} supports only timeInterval day`,
      );
    }
    expect(timeIntervalsFor(metric as (typeof METRIC_NAMES)[number])).toEqual(['day']);
  });

  it.each(ANY_INTERVAL)('%s takes hour, day, week or month', (metric) => {
    for (const timeInterval of ['hour', 'day', 'week', 'month']) {
      expectAccepted('data.getMetrics', { ...base, metric, timeInterval });
    }
    expectRefused(
      'data.getMetrics',
      { ...base, metric, timeInterval: 'year' },
      'timeInterval',
      'must be hour, day, week or month',
    );
  });

  it('timestamps are whole numbers ≥ 0 with start ≤ end', () => {
    expectAccepted('data.getMetrics', { ...base, startTimestamp: 5, endTimestamp: 5 });
    expectRefused(
      'data.getMetrics',
      { ...base, startTimestamp: 6, endTimestamp: 5 },
      'endTimestamp',
      'must not be before startTimestamp',
    );
    expectRefused('data.getMetrics', { ...base, startTimestamp: -1 }, 'startTimestamp', 'must be 0 or more');
    expectRefused('data.getMetrics', { ...base, endTimestamp: 1.5 }, 'endTimestamp', 'must be a whole number');
  });

  it('chainId is an EVM chain id or total/mainnet/testnet', () => {
    for (const chainId of ['total', 'mainnet', 'testnet', '1']) expectAccepted('data.getMetrics', { ...base, chainId });
    expectRefused('data.getMetrics', { ...base, chainId: 'fuji' }, 'chainId', /total, mainnet, testnet/);
  });
});

describe('metrics: handlers', () => {
  it('metrics go to the metrics base URL under /v2', async () => {
    const s = await send('data.getMetrics', VALID['data.getMetrics']);
    expect(s.url.origin).toBe('https://metrics.test');
    expect(s.url.pathname).toBe('/v2/chains/43114/metrics/txCount');
    expect(query(s)).toEqual({ timeInterval: 'hour', startTimestamp: '0', endTimestamp: '10' });
  });
});

describe('metrics: results', () => {
  resultRuleTests(RESULTS, {
    missing: [['data.getMetrics', 'results.0.value']],
    wrongTypes: [['data.getMetrics', 'results.0.timestamp', '2024-01-01']],
  });
});
