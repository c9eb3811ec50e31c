import type { MetricName, TimeInterval } from '@shared/contract/data/common';
import { SIM_NOW } from '@sim/dataset/constants';
import type { EvmChainData } from '../types';
import { chainMetricSeries, type MetricPoint, type MetricValue } from './series';

const round = (v: number) => Math.round(v * 10_000) / 10_000;

function sum(values: readonly MetricValue[]): MetricValue {
  if (values.some((v) => typeof v === 'bigint')) return values.reduce<bigint>((s, v) => s + BigInt(v), 0n);
  return round((values as number[]).reduce((s, v) => s + v, 0));
}

/**
 * Series over several chains (`mainnet`, `testnet`, `total`): sums (exact for fees), except maxima
 * (max) and the average gas price (weighted by transaction count). Every chain's series starts at
 * METRICS_START, so the timestamps line up.
 */
export function combinedMetricSeries(
  chains: EvmChainData[],
  metric: MetricName,
  interval: TimeInterval,
  now: number = SIM_NOW,
): MetricPoint[] {
  if (chains.length === 1) return chainMetricSeries(chains[0]!, metric, interval, now);
  const per = chains.map(
    (c) => new Map(chainMetricSeries(c, metric, interval, now).map((p) => [p.timestamp, p.value])),
  );
  const txCounts =
    metric === 'avgGasPrice'
      ? chains.map((c) => new Map(chainMetricSeries(c, 'txCount', 'day', now).map((p) => [p.timestamp, p.value])))
      : [];
  const stamps = [...new Set(per.flatMap((p) => [...p.keys()]))].sort((a, b) => a - b);
  return stamps.map((timestamp) => {
    const values = per.map((p) => p.get(timestamp) ?? 0);
    let value: MetricValue;
    if (metric.startsWith('max')) value = values.reduce((m, v) => (v > m ? v : m), values[0]!);
    else if (metric === 'avgGasPrice') {
      const weights = txCounts.map((m) => Number(m.get(timestamp) ?? 0));
      const total = weights.reduce((s, w) => s + w, 0);
      value = total ? round((values as number[]).reduce((s, v, i) => s + v * weights[i]!, 0) / total) : 0;
    } else value = sum(values);
    return { timestamp, value };
  });
}
