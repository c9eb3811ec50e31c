import { isDayOnlyMetric, type MetricName, type TimeInterval } from '@shared/contract/data/common';
import { SIM_NOW } from '@sim/dataset/constants';
import type { EvmChainData } from '../types';
import { bucketStarts, DAY, HOUR, METRICS_START, nextBucket } from './buckets';
import { type ChainModel, chainModel } from './synthetic';
import { type WindowBucket, windowBuckets, windowDays } from './window';

/**
 * One chain's metric series over the whole served history: exact from the generated blocks inside the
 * window, modelled outside it (synthetic.ts), and joined per bucket where an interval straddles both.
 */

/** Fees are exact BigInt wei (a day of C-Chain fees is far above 2^53); everything else is a number. */
export type MetricValue = number | bigint;

export interface MetricPoint {
  timestamp: number;
  value: MetricValue;
}

const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** The modelled hours of [from, until) that have happened by `now`, outside the generated window. */
interface ModelledSpan {
  tx: number;
  gas: number;
  gasPriceSum: number;
  fees: bigint;
  maxGasPrice: number;
  busiestTx: number;
  busiestGas: number;
  seconds: number;
}

function modelledSpan(model: ChainModel, from: number, until: number, now: number): ModelledSpan | null {
  const { windowStart } = model.chain;
  let span: ModelledSpan | null = null;
  for (let t = Math.max(from, METRICS_START); t < Math.min(until, now); t += HOUR) {
    if (t >= windowStart && t < SIM_NOW) continue;
    const h = model.hour(t, now);
    span ??= { tx: 0, gas: 0, gasPriceSum: 0, fees: 0n, maxGasPrice: 0, busiestTx: 0, busiestGas: 0, seconds: 0 };
    span.tx += h.tx;
    span.gas += h.gas;
    span.gasPriceSum += h.gasPriceSum;
    span.fees += h.fees;
    span.maxGasPrice = Math.max(span.maxGasPrice, h.maxGasPrice);
    span.busiestTx = Math.max(span.busiestTx, h.tx);
    span.busiestGas = Math.max(span.busiestGas, h.gas);
    span.seconds += Math.min(HOUR, now - t);
  }
  return span;
}

type Distinct = 'addresses' | 'senders';

/** How many distinct addresses `tx` transactions touch, out of a pool: saturates as the pool is used up. */
const saturating = (tx: number, pool: number) => pool * (1 - Math.exp(-tx / pool));

function poolOf(chain: EvmChainData, which: Distinct): number {
  return Math.max(1, which === 'senders' ? chain.spec.eoaCount : chain.accounts.length - 1);
}

const factors = new WeakMap<EvmChainData, Map<string, number>>();

/** Scale of the distinct-count model at `interval`, fitted on the window's whole buckets of it. */
function distinctFactor(chain: EvmChainData, which: Distinct, interval: TimeInterval): number {
  let byKey = factors.get(chain);
  if (!byKey) {
    byKey = new Map();
    factors.set(chain, byKey);
  }
  const key = `${which}:${interval}`;
  const hit = byKey.get(key);
  if (hit !== undefined) return hit;
  const pool = poolOf(chain, which);
  let exact = 0;
  let modelled = 0;
  for (const b of windowBuckets(chain, interval).values()) {
    if (b.start < chain.windowStart || nextBucket(b.start, interval) > SIM_NOW) continue;
    exact += which === 'senders' ? b.senders.size : b.addresses.size;
    modelled += saturating(b.txCount, pool);
  }
  const smaller: Partial<Record<TimeInterval, TimeInterval>> = { month: 'week', week: 'day', day: 'hour' };
  const fallback = smaller[interval];
  const factor = modelled > 0 && exact > 0 ? exact / modelled : fallback ? distinctFactor(chain, which, fallback) : 0.8;
  byKey.set(key, factor);
  return factor;
}

function distinct(
  chain: EvmChainData,
  which: Distinct,
  interval: TimeInterval,
  exact: WindowBucket | undefined,
  modelled: ModelledSpan | null,
): number {
  const a = exact ? (which === 'senders' ? exact.senders.size : exact.addresses.size) : 0;
  if (!modelled || modelled.tx === 0) return a;
  const pool = poolOf(chain, which);
  const b = Math.round(distinctFactor(chain, which, interval) * saturating(modelled.tx, pool));
  // The two parts of a straddling bucket overlap as two random draws from the same pool would.
  return Math.min(pool, a + b - Math.round((a * b) / pool));
}

/** A per-interval metric (not day-only): exact part + modelled part of each bucket. */
function intervalValue(
  chain: EvmChainData,
  metric: MetricName,
  interval: TimeInterval,
  exact: WindowBucket | undefined,
  modelled: ModelledSpan | null,
): MetricValue {
  switch (metric) {
    case 'txCount':
      return (exact?.txCount ?? 0) + (modelled?.tx ?? 0);
    case 'gasUsed':
      return (exact?.gasUsed ?? 0) + (modelled?.gas ?? 0);
    case 'feesPaid':
      return (exact?.fees ?? 0n) + (modelled?.fees ?? 0n);
    case 'activeAddresses':
      return distinct(chain, 'addresses', interval, exact, modelled);
    case 'activeSenders':
      return distinct(chain, 'senders', interval, exact, modelled);
    default:
      throw new Error(`${metric} is a daily metric`);
  }
}

/** Deployers among a modelled day's contracts. */
const modelledDeployers = (model: ChainModel, contracts: number) =>
  contracts === 0 ? 0 : Math.min(contracts, Math.max(1, Math.round(contracts * model.deployersPerContract)));

/** A day-only metric that is not cumulative, for one day. */
function dailyValue(chain: EvmChainData, metric: MetricName, day: number, now: number): MetricValue {
  const inWindow = windowDays(chain).get(day);
  const bucket = windowBuckets(chain, 'day').get(day);
  if (inWindow && bucket) {
    switch (metric) {
      case 'contracts':
        return inWindow.contracts;
      case 'deployers':
        return inWindow.deployers;
      case 'avgGps':
        return round(inWindow.avgGps);
      case 'maxGps':
        return round(inWindow.maxGps);
      case 'avgTps':
        return round(inWindow.avgTps);
      case 'maxTps':
        return round(inWindow.maxTps);
      case 'avgGasPrice':
        return bucket.txCount ? round(bucket.gasPriceSum / bucket.txCount) : 0;
      case 'maxGasPrice':
        return bucket.maxGasPrice;
    }
  }
  const model = chainModel(chain);
  const span = modelledSpan(model, day, day + DAY, now);
  if (!span) return 0;
  const dayIndex = day / DAY;
  const contracts = model.contracts(dayIndex, span.tx);
  switch (metric) {
    case 'contracts':
      return contracts;
    case 'deployers':
      return modelledDeployers(model, contracts);
    case 'avgGps':
      return round(span.gas / span.seconds);
    case 'avgTps':
      return round(span.tx / span.seconds);
    case 'maxGps':
      return round((model.burstGps * model.burst(dayIndex) * span.busiestGas) / HOUR);
    case 'maxTps':
      return round((model.burstTps * model.burst(dayIndex) * span.busiestTx) / HOUR);
    case 'avgGasPrice':
      return span.tx ? round(span.gasPriceSum / span.tx) : 0;
    case 'maxGasPrice':
      return span.maxGasPrice;
    default:
      throw new Error(`${metric} is not a daily metric`);
  }
}

interface DayFacts {
  tx: number;
  active: number;
  contracts: number;
  deployers: number;
}

/**
 * The four cumulative metrics, one point per day. Inside the window they are the prior totals plus the
 * window's exact running totals; before it they are walked backwards (subtracting each day's modelled
 * additions, never below 0), after SIM_NOW forwards, so every series only ever grows.
 */
function cumulativeSeries(chain: EvmChainData, metric: MetricName, now: number): MetricPoint[] {
  const model = chainModel(chain);
  const exactDays = windowDays(chain);
  const spec = chain.spec;
  const days = bucketStarts(METRICS_START, now, 'day');
  const facts = (day: number): DayFacts => {
    const exact = exactDays.get(day);
    const bucket = windowBuckets(chain, 'day').get(day);
    if (exact && bucket) {
      return {
        tx: bucket.txCount,
        active: bucket.addresses.size,
        contracts: exact.contracts,
        deployers: exact.deployers,
      };
    }
    const span = modelledSpan(model, day, day + DAY, now);
    const tx = span?.tx ?? 0;
    const contracts = model.contracts(day / DAY, tx);
    return {
      tx,
      active: distinct(chain, 'addresses', 'day', undefined, span),
      contracts,
      deployers: modelledDeployers(model, contracts),
    };
  };
  /** What the day adds to the running total (cumulativeContracts counts up to the day's start). */
  const added = (f: DayFacts, previous: DayFacts | undefined): number => {
    switch (metric) {
      case 'cumulativeTxCount':
        return f.tx;
      case 'cumulativeAddresses':
        return Math.round(f.active * model.newAddressShare);
      case 'cumulativeDeployers':
        return Math.round(f.deployers * model.newDeployerShare);
      default:
        return previous?.contracts ?? 0;
    }
  };
  const exactValue = (day: number): number => {
    const d = exactDays.get(day)!;
    switch (metric) {
      case 'cumulativeTxCount':
        return spec.priorTxCount + d.cumTx;
      case 'cumulativeAddresses':
        return spec.priorAddresses + d.cumAddresses;
      case 'cumulativeDeployers':
        return spec.priorDeployers + d.cumDeployers;
      default:
        return spec.priorContracts + d.contractsBefore;
    }
  };
  const values = new Map<number, number>();
  const allFacts = new Map(days.map((d) => [d, facts(d)]));
  for (const d of days) if (exactDays.has(d)) values.set(d, exactValue(d));
  const first = Math.min(...exactDays.keys());
  for (let d = first - DAY; d >= METRICS_START; d -= DAY) {
    const next = d + DAY;
    values.set(d, Math.max(0, values.get(next)! - added(allFacts.get(next)!, allFacts.get(d))));
  }
  const last = Math.max(...exactDays.keys());
  for (let d = last + DAY; d < now; d += DAY) {
    values.set(d, values.get(d - DAY)! + added(allFacts.get(d)!, allFacts.get(d - DAY)));
  }
  return days.map((timestamp) => ({ timestamp, value: values.get(timestamp)! }));
}

function computeSeries(chain: EvmChainData, metric: MetricName, interval: TimeInterval, now: number): MetricPoint[] {
  if (metric.startsWith('cumulative')) return cumulativeSeries(chain, metric, now);
  if (isDayOnlyMetric(metric)) {
    return bucketStarts(METRICS_START, now, 'day').map((day) => ({
      timestamp: day,
      value: dailyValue(chain, metric, day, now),
    }));
  }
  const model = chainModel(chain);
  const exact = windowBuckets(chain, interval);
  return bucketStarts(METRICS_START, now, interval).map((start) => ({
    timestamp: start,
    value: intervalValue(
      chain,
      metric,
      interval,
      exact.get(start),
      modelledSpan(model, start, nextBucket(start, interval), now),
    ),
  }));
}

const MAX_CACHED = 400;
const cache = new WeakMap<EvmChainData, Map<string, MetricPoint[]>>();

/**
 * The whole series of one metric for one chain as of simulator time `now`, ascending, one point per
 * interval from METRICS_START to the interval holding `now - 1`.
 */
export function chainMetricSeries(
  chain: EvmChainData,
  metric: MetricName,
  interval: TimeInterval,
  now: number = SIM_NOW,
): MetricPoint[] {
  if (isDayOnlyMetric(metric) && interval !== 'day') throw new Error(`${metric} exists only per day`);
  let byKey = cache.get(chain);
  if (!byKey) {
    byKey = new Map();
    cache.set(chain, byKey);
  }
  const key = `${metric}:${interval}:${now}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const series = computeSeries(chain, metric, interval, Math.max(now, SIM_NOW));
  if (byKey.size >= MAX_CACHED) byKey.clear();
  byKey.set(key, series);
  return series;
}
