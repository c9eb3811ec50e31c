import { ApiError } from '@renderer/api/api-error';
import {
  CHART_PARAMS,
  type ChartParam,
  type ChartState,
  chartHash,
  chartStateParams,
  parseChartState,
  parseUtcDate,
  zoomBetween,
} from '@renderer/metrics/chart-state';
import { axisUnits, chainLabel, compareRefusal, seriesLabel, tokenOfChains } from '@renderer/metrics/compare';
import { seriesErrorTitle } from '@renderer/views/metrics/SeriesError';
import { appError } from '@shared/errors';
import type { ChainInfo } from '@shared/models/data/chains';
import { describe, expect, it } from 'vitest';

/** The chart's state as a deep link, and the rules of comparing series. */

const params = (query: string): Record<ChartParam, string | null> => {
  const search = new URLSearchParams(query);
  return Object.fromEntries(CHART_PARAMS.map((p) => [p, search.get(p)])) as Record<ChartParam, string | null>;
};

describe('chart state in the hash', () => {
  it('reads every parameter, and writes the same link back', () => {
    const link =
      'metric=gasUsed&interval=hour&range=custom&from=2026-03-01&to=2026-08-31&compare=4337:gasUsed,total:txCount&zoom=2026-04-01T06..2026-04-02T18&hide=total:txCount&table=1';
    const { state, issues } = parseChartState('43114', params(link));
    expect(issues).toEqual([]);
    expect(state).toEqual({
      chainId: '43114',
      metric: 'gasUsed',
      interval: 'hour',
      range: { kind: 'custom', from: '2026-03-01', to: '2026-08-31' },
      compare: [
        { chainId: '4337', metric: 'gasUsed' },
        { chainId: 'total', metric: 'txCount' },
      ],
      zoom: { from: Date.UTC(2026, 3, 1, 6) / 1000, to: Date.UTC(2026, 3, 2, 18) / 1000 },
      hidden: [{ chainId: 'total', metric: 'txCount' }],
      table: true,
    } satisfies ChartState);
    expect(chartHash(state)).toBe(`#/metrics/43114?${link}`);
  });

  it('fills defaults for a bare link and writes them out explicitly', () => {
    const { state, issues } = parseChartState('43114', params(''));
    expect(issues).toEqual([]);
    expect(chartStateParams(state)).toEqual([
      ['metric', 'txCount'],
      ['interval', 'day'],
      ['range', '90d'],
    ]);
  });

  it('reports each unusable parameter with its value, and shows the default instead', () => {
    const { state, issues } = parseChartState(
      '43114',
      params('metric=blocks&interval=year&range=2w&compare=4337:nope,abc:txCount&zoom=2026-05-01..2026-04-01'),
    );
    expect(issues.map((i) => [i.param, i.value])).toEqual([
      ['metric', 'blocks'],
      ['interval', 'year'],
      ['range', '2w'],
      ['compare', '4337:nope'],
      ['compare', 'abc:txCount'],
      ['zoom', '2026-05-01..2026-04-01'],
    ]);
    expect(state.metric).toBe('txCount');
    expect(state.interval).toBe('day');
    expect(state.range).toEqual({ kind: 'preset', preset: '90d' });
    expect(state.compare).toEqual([]);
    expect(state.zoom).toBeNull();
  });

  it('keeps a day-only metric asked for by hour as asked (the view refuses it with the reason)', () => {
    const { state, issues } = parseChartState('43114', params('metric=cumulativeTxCount&interval=hour'));
    expect(issues).toEqual([]);
    expect(state.interval).toBe('hour');
  });

  it('refuses impossible dates and a custom range that ends before it starts', () => {
    expect(parseUtcDate('2026-02-31')).toBeNull();
    expect(parseUtcDate('2026-02-28T24')).toBeNull();
    expect(parseUtcDate('2026-02-28T23')).toBe(Date.UTC(2026, 1, 28, 23) / 1000);
    const { issues, state } = parseChartState('43114', params('from=2026-05-01&to=2026-04-01'));
    expect(issues).toEqual([{ param: 'to', value: '2026-04-01', message: 'must not be before the start date' }]);
    expect(state.range).toEqual({ kind: 'preset', preset: '90d' });
  });

  it('compare: a bare chain means the same metric, a bare metric the same chain; at most 4 series', () => {
    const { state, issues } = parseChartState('43114', params('compare=4337,gasUsed,432204:txCount,total,mainnet'));
    expect(state.compare).toEqual([
      { chainId: '4337', metric: 'txCount' },
      { chainId: '43114', metric: 'gasUsed' },
      { chainId: '432204', metric: 'txCount' },
    ]);
    expect(issues.map((i) => i.value)).toEqual(['total', 'mainnet']);
  });

  it('zoom windows snap to whole hours, in either drag direction', () => {
    expect(zoomBetween(Date.UTC(2026, 3, 2, 18, 30) / 1000, Date.UTC(2026, 3, 1, 6) / 1000)).toEqual({
      from: Date.UTC(2026, 3, 1, 6) / 1000,
      to: Date.UTC(2026, 3, 2, 18) / 1000,
    });
  });
});

describe('comparing series', () => {
  const base = [{ chainId: '43114', metric: 'txCount' as const }];
  const tokenOf = tokenOfChains([
    { chainId: '43114', networkToken: { symbol: 'AVAX' } },
    { chainId: '4337', networkToken: { symbol: 'BEAM' } },
    { chainId: '43113', networkToken: { symbol: 'AVAX' } },
  ] as unknown as ChainInfo[]);
  const refusal = (series: Parameters<typeof compareRefusal>[0], candidate: Parameters<typeof compareRefusal>[1]) =>
    compareRefusal(series, candidate, 'day', tokenOf);

  it('gives a second unit the right axis, and refuses a third unit, a duplicate, a fifth series', () => {
    expect(axisUnits([...base, { chainId: '43114', metric: 'gasUsed' }], tokenOf)).toEqual({
      left: { unit: 'count', token: undefined },
      right: { unit: 'gas', token: undefined },
    });
    const two = [...base, { chainId: '43114', metric: 'gasUsed' as const }];
    expect(refusal(two, { chainId: '43114', metric: 'avgGasPrice' })).toContain('two y-axes');
    expect(refusal(two, { chainId: '4337', metric: 'gasUsed' })).toBeNull();
    expect(refusal(base, base[0]!)).toContain('already');
    const four = ['4337', '432204', 'total'].map((chainId) => ({ chainId, metric: 'txCount' as const }));
    expect(refusal([...base, ...four], { chainId: 'testnet', metric: 'txCount' })).toContain('at most 4');
  });

  it('fees and gas prices in different tokens get different axes; in the same token they share one', () => {
    const avaxFees = [{ chainId: '43114', metric: 'feesPaid' as const }];
    expect(axisUnits([...avaxFees, { chainId: '43113', metric: 'feesPaid' }], tokenOf).right).toBeNull();
    expect(axisUnits([...avaxFees, { chainId: '4337', metric: 'feesPaid' }], tokenOf)).toEqual({
      left: { unit: 'fee', token: 'AVAX' },
      right: { unit: 'fee', token: 'BEAM' },
    });
    // Counts do not depend on the token: two chains' transactions share the axis.
    expect(axisUnits([...base, { chainId: '4337', metric: 'txCount' }], tokenOf).right).toBeNull();
    const twoTokens = [...avaxFees, { chainId: '4337', metric: 'feesPaid' as const }];
    expect(refusal(twoTokens, { chainId: '43114', metric: 'txCount' })).toBe(
      'A chart has two y-axes, already used by fees in AVAX and fees in BEAM: Transactions is in counts.',
    );
    expect(refusal(twoTokens, { chainId: '43113', metric: 'feesPaid' })).toBeNull();
  });

  it('refuses a day-only metric at another interval, with the reason', () => {
    expect(compareRefusal(base, { chainId: '43114', metric: 'maxTps' }, 'hour', tokenOf)).toContain(
      'exists only per day',
    );
    expect(refusal(base, { chainId: '43114', metric: 'maxTps' })).toBeNull();
  });

  it('names series by what differs between them', () => {
    const chains = [{ chainId: '4337', chainName: 'Beam' }] as unknown as ChainInfo[];
    const twoChains = [...base, { chainId: '4337', metric: 'txCount' as const }];
    expect(twoChains.map((s) => seriesLabel(s, twoChains, chains))).toEqual(['Chain 43114', 'Beam']);
    const mixed = [...base, { chainId: '4337', metric: 'gasUsed' as const }];
    expect(seriesLabel(mixed[1]!, mixed, chains)).toBe('Beam · Gas used');
    expect(chainLabel('total', chains)).toBe('All chains (total)');
  });
});

describe('what a failed series says', () => {
  const titleOf = (kind: Parameters<typeof appError>[0], status?: number) =>
    seriesErrorTitle(
      new ApiError(appError(kind, 'x', status ? { status } : {}), 'data.getMetrics'),
      'Transactions',
      '4337',
    );

  it('names the case: unknown chain, refused, rate limited, unreachable, unreadable', () => {
    expect(titleOf('http', 404)).toBe('No metrics for chain 4337: the metrics API does not know it');
    expect(titleOf('http', 400)).toBe('The metrics API refused Transactions');
    expect(titleOf('http', 429)).toContain('rate limiting');
    expect(titleOf('http', 503)).toBe('The metrics API failed on Transactions');
    expect(titleOf('network')).toBe('Cannot reach the metrics API');
    expect(titleOf('timeout')).toBe('Cannot reach the metrics API');
    expect(titleOf('parse')).toContain('cannot be read');
  });
});
