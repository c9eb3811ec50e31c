import { isDayOnlyMetric, METRIC_NAMES, type MetricName, type TimeInterval } from '@shared/contract/data/common';
import type { EvmChainData, EvmTx } from './types';

/** Chain metrics computed from the generated blocks and transactions (so they always agree with them). */

export const isMetricName = (v: string): v is MetricName => (METRIC_NAMES as readonly string[]).includes(v);

const HOUR = 3600;
const DAY = 86_400;

/** Start of the interval containing `ts`: the hour, 00:00 UTC of the day, of Monday, or of the 1st. */
export function bucketStart(ts: number, interval: TimeInterval): number {
  switch (interval) {
    case 'hour':
      return Math.floor(ts / HOUR) * HOUR;
    case 'day':
      return Math.floor(ts / DAY) * DAY;
    case 'week': {
      const day = Math.floor(ts / DAY);
      return (day - ((day + 3) % 7)) * DAY; // 1970-01-01 was a Thursday
    }
    case 'month': {
      const d = new Date(ts * 1000);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
    }
  }
}

export function nextBucket(start: number, interval: TimeInterval): number {
  if (interval === 'month') {
    const d = new Date(start * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
  }
  return start + (interval === 'hour' ? HOUR : interval === 'day' ? DAY : 7 * DAY);
}

export interface MetricPoint {
  timestamp: number;
  value: number;
}

interface Bucket {
  start: number;
  txCount: number;
  gasUsed: number;
  fees: number;
  gasPriceSum: number;
  maxGasPrice: number;
  addresses: Set<number>;
  senders: Set<number>;
}

const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** Addresses a transaction touches (from/to of the tx and of its transfer logs), without the zero address. */
function participants(tx: EvmTx, add: (account: number, sender: boolean) => void) {
  add(tx.from, true);
  add(tx.to, false);
  for (const t of tx.erc20) {
    add(t.from, true);
    add(t.to, false);
  }
  for (const t of tx.nft) {
    add(t.from, true);
    add(t.to, false);
  }
}

function buckets(chain: EvmChainData, interval: TimeInterval): Bucket[] {
  const out: Bucket[] = [];
  const last = chain.blocks[chain.blocks.length - 1]!.timestamp;
  for (let s = bucketStart(chain.windowStart, interval); s <= last; s = nextBucket(s, interval)) {
    out.push({
      start: s,
      txCount: 0,
      gasUsed: 0,
      fees: 0,
      gasPriceSum: 0,
      maxGasPrice: 0,
      addresses: new Set(),
      senders: new Set(),
    });
  }
  let bi = 0;
  for (const block of chain.blocks) {
    while (bi + 1 < out.length && out[bi + 1]!.start <= block.timestamp) bi++;
    const bucket = out[bi]!;
    const add = (account: number, sender: boolean) => {
      if (account === 0) return;
      bucket.addresses.add(account);
      if (sender) bucket.senders.add(account);
    };
    for (let i = block.firstTx; i < block.firstTx + block.txCount; i++) {
      const tx = chain.txs[i]!;
      const price = Number(tx.gasPrice);
      bucket.txCount++;
      bucket.gasUsed += tx.gasUsed;
      bucket.fees += tx.gasUsed * price;
      bucket.gasPriceSum += price;
      if (price > bucket.maxGasPrice) bucket.maxGasPrice = price;
      participants(tx, add);
    }
  }
  return out;
}

/** Per-day figures only the daily metrics need. */
function dailyExtras(chain: EvmChainData, days: Bucket[]) {
  const n = days.length;
  const contracts = new Array<number>(n).fill(0);
  const deployers = days.map(() => new Set<number>());
  const cumAddresses = new Array<number>(n).fill(0);
  const cumDeployers = new Array<number>(n).fill(0);
  const cumTx = new Array<number>(n).fill(chain.spec.priorTxCount);
  const maxGps = new Array<number>(n).fill(0);
  const maxTps = new Array<number>(n).fill(0);
  const lastBlockTs = new Array<number | undefined>(n).fill(undefined);
  const blockGas = new Array<number>(n).fill(0);
  const blockTxs = new Array<number>(n).fill(0);
  const seen = new Set<number>();
  const seenDeployers = new Set<number>();
  let di = 0;
  let prevTs = chain.windowStart;
  for (const block of chain.blocks) {
    while (di + 1 < n && days[di + 1]!.start <= block.timestamp) di++;
    const gap = Math.max(1, block.timestamp - prevTs);
    maxGps[di] = Math.max(maxGps[di]!, block.gasUsed / gap);
    maxTps[di] = Math.max(maxTps[di]!, block.txCount / gap);
    blockGas[di]! += block.gasUsed;
    blockTxs[di]! += block.txCount;
    lastBlockTs[di] = block.timestamp;
    prevTs = block.timestamp;
    cumTx[di] = block.cumulativeTxs;
    for (let i = block.firstTx; i < block.firstTx + block.txCount; i++) {
      const tx = chain.txs[i]!;
      participants(tx, (a) => {
        if (a !== 0) seen.add(a);
      });
      if (tx.created !== undefined) {
        const deployer = tx.internal[0]?.from ?? tx.from;
        contracts[di]!++;
        deployers[di]!.add(deployer);
        seenDeployers.add(deployer);
      }
    }
    cumAddresses[di] = seen.size;
    cumDeployers[di] = seenDeployers.size;
  }
  // Days without blocks carry the running totals forward.
  for (let i = 1; i < n; i++) {
    if (lastBlockTs[i] === undefined) {
      cumTx[i] = cumTx[i - 1]!;
      cumAddresses[i] = cumAddresses[i - 1]!;
      cumDeployers[i] = cumDeployers[i - 1]!;
    }
  }
  const avgGps = new Array<number>(n).fill(0);
  const avgTps = new Array<number>(n).fill(0);
  let prevLast = chain.windowStart;
  for (let i = 0; i < n; i++) {
    const last = lastBlockTs[i];
    if (last === undefined) continue;
    const span = Math.max(1, last - prevLast);
    avgGps[i] = blockGas[i]! / span;
    avgTps[i] = blockTxs[i]! / span;
    prevLast = last;
  }
  let contractsBefore = 0;
  const cumContracts = contracts.map((c) => {
    const v = contractsBefore;
    contractsBefore += c;
    return v;
  });
  return { contracts, deployers, cumAddresses, cumDeployers, cumTx, cumContracts, maxGps, maxTps, avgGps, avgTps };
}

interface ChainCache {
  series: Map<string, MetricPoint[]>;
  buckets: Map<TimeInterval, Bucket[]>;
  daily?: ReturnType<typeof dailyExtras>;
}
const cache = new WeakMap<EvmChainData, ChainCache>();

function cacheOf(chain: EvmChainData): ChainCache {
  let c = cache.get(chain);
  if (!c) {
    c = { series: new Map(), buckets: new Map() };
    cache.set(chain, c);
  }
  return c;
}

function bucketsOf(chain: EvmChainData, interval: TimeInterval): Bucket[] {
  const c = cacheOf(chain);
  let bs = c.buckets.get(interval);
  if (!bs) {
    bs = buckets(chain, interval);
    c.buckets.set(interval, bs);
  }
  return bs;
}

/** The whole series of one metric for one chain, ascending by timestamp, one point per interval. */
export function chainMetricSeries(chain: EvmChainData, metric: MetricName, interval: TimeInterval): MetricPoint[] {
  const c = cacheOf(chain);
  const key = `${metric}:${interval}`;
  const hit = c.series.get(key);
  if (hit) return hit;
  if (isDayOnlyMetric(metric) && interval !== 'day') throw new Error(`${metric} exists only per day`);
  const bs = bucketsOf(chain, interval);
  if (isDayOnlyMetric(metric) && !c.daily) c.daily = dailyExtras(chain, bs);
  const extras = isDayOnlyMetric(metric) ? c.daily : undefined;
  const spec = chain.spec;
  const series = bs.map((b, i): MetricPoint => {
    const value = (() => {
      switch (metric) {
        case 'activeAddresses':
          return b.addresses.size;
        case 'activeSenders':
          return b.senders.size;
        case 'txCount':
          return b.txCount;
        case 'gasUsed':
          return b.gasUsed;
        case 'feesPaid':
          return b.fees;
        case 'avgGasPrice':
          return b.txCount ? round(b.gasPriceSum / b.txCount) : 0;
        case 'maxGasPrice':
          return b.maxGasPrice;
        case 'cumulativeTxCount':
          return extras!.cumTx[i]!;
        case 'cumulativeAddresses':
          return spec.priorAddresses + extras!.cumAddresses[i]!;
        case 'cumulativeContracts':
          return spec.priorContracts + extras!.cumContracts[i]!;
        case 'cumulativeDeployers':
          return spec.priorDeployers + extras!.cumDeployers[i]!;
        case 'contracts':
          return extras!.contracts[i]!;
        case 'deployers':
          return extras!.deployers[i]!.size;
        case 'avgGps':
          return round(extras!.avgGps[i]!);
        case 'maxGps':
          return round(extras!.maxGps[i]!);
        case 'avgTps':
          return round(extras!.avgTps[i]!);
        case 'maxTps':
          return round(extras!.maxTps[i]!);
      }
    })();
    return { timestamp: b.start, value };
  });
  c.series.set(key, series);
  return series;
}

/** Value a chain contributes at a timestamp before its window: its prior totals for cumulative metrics. */
function valueBeforeWindow(chain: EvmChainData, metric: MetricName): number {
  switch (metric) {
    case 'cumulativeTxCount':
      return chain.spec.priorTxCount;
    case 'cumulativeAddresses':
      return chain.spec.priorAddresses;
    case 'cumulativeContracts':
      return chain.spec.priorContracts;
    case 'cumulativeDeployers':
      return chain.spec.priorDeployers;
    default:
      return 0;
  }
}

/**
 * Series over several chains (`mainnet`, `testnet`, `total`): sums, except maxima (max), and the
 * average gas price (weighted by transaction count).
 */
export function combinedMetricSeries(
  chains: EvmChainData[],
  metric: MetricName,
  interval: TimeInterval,
): MetricPoint[] {
  if (chains.length === 1) return chainMetricSeries(chains[0]!, metric, interval);
  const per = chains.map((c) => {
    const series = chainMetricSeries(c, metric, interval);
    return { chain: c, byTs: new Map(series.map((p) => [p.timestamp, p.value])), first: series[0]?.timestamp ?? 0 };
  });
  const txCounts =
    metric === 'avgGasPrice'
      ? chains.map((c) => new Map(chainMetricSeries(c, 'txCount', interval).map((p) => [p.timestamp, p.value])))
      : [];
  const stamps = [...new Set(per.flatMap((p) => [...p.byTs.keys()]))].sort((a, b) => a - b);
  return stamps.map((timestamp) => {
    const values = per.map(
      (p) => p.byTs.get(timestamp) ?? (timestamp < p.first ? valueBeforeWindow(p.chain, metric) : 0),
    );
    let value: number;
    if (metric.startsWith('max')) value = Math.max(...values);
    else if (metric === 'avgGasPrice') {
      const weights = txCounts.map((m) => m.get(timestamp) ?? 0);
      const total = weights.reduce((s, w) => s + w, 0);
      value = total ? round(values.reduce((s, v, i) => s + v * weights[i]!, 0) / total) : 0;
    } else value = round(values.reduce((s, v) => s + v, 0));
    return { timestamp, value };
  });
}
