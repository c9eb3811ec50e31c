import type { TimeInterval } from '@shared/contract/data/common';
import type { EvmChainData, EvmTx } from '../types';
import { bucketStart, DAY, nextBucket } from './buckets';

/**
 * Metrics of the generated window (the blocks before SIM_NOW), computed exactly from its blocks and
 * transactions so they always agree with what the Data API and the node RPC serve.
 */

/** What one interval of the window holds; fees are exact wei (they pass 2^53 within a day). */
export interface WindowBucket {
  start: number;
  txCount: number;
  gasUsed: number;
  fees: bigint;
  gasPriceSum: number;
  maxGasPrice: number;
  addresses: Set<number>;
  senders: Set<number>;
}

/** Per-day figures only the daily metrics need, by day start. */
export interface WindowDay {
  contracts: number;
  deployers: number;
  /** Running totals through the end of the day (window part only, prior history excluded). */
  cumTx: number;
  cumAddresses: number;
  cumDeployers: number;
  /** Contracts created in the window before this day. */
  contractsBefore: number;
  maxGps: number;
  maxTps: number;
  avgGps: number;
  avgTps: number;
}

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

function computeBuckets(chain: EvmChainData, interval: TimeInterval): Map<number, WindowBucket> {
  const out: WindowBucket[] = [];
  const last = chain.blocks[chain.blocks.length - 1]!.timestamp;
  for (let s = bucketStart(chain.windowStart, interval); s <= last; s = nextBucket(s, interval)) {
    out.push({
      start: s,
      txCount: 0,
      gasUsed: 0,
      fees: 0n,
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
      bucket.fees += BigInt(tx.gasUsed) * tx.gasPrice;
      bucket.gasPriceSum += price;
      if (price > bucket.maxGasPrice) bucket.maxGasPrice = price;
      participants(tx, add);
    }
  }
  return new Map(out.map((b) => [b.start, b]));
}

function computeDays(chain: EvmChainData): Map<number, WindowDay> {
  const days = [...windowBuckets(chain, 'day').keys()];
  const n = days.length;
  const contracts = new Array<number>(n).fill(0);
  const deployers = days.map(() => new Set<number>());
  const cumAddresses = new Array<number>(n).fill(0);
  const cumDeployers = new Array<number>(n).fill(0);
  const cumTx = new Array<number>(n).fill(0);
  const maxGps = new Array<number>(n).fill(0);
  const maxTps = new Array<number>(n).fill(0);
  const lastBlockTs = new Array<number | undefined>(n).fill(undefined);
  const blockGas = new Array<number>(n).fill(0);
  const blockTxs = new Array<number>(n).fill(0);
  const seen = new Set<number>();
  const seenDeployers = new Set<number>();
  let di = 0;
  let prevTs = chain.windowStart;
  let txs = 0;
  for (const block of chain.blocks) {
    while (di + 1 < n && days[di + 1]! <= block.timestamp) di++;
    const gap = Math.max(1, block.timestamp - prevTs);
    maxGps[di] = Math.max(maxGps[di]!, block.gasUsed / gap);
    maxTps[di] = Math.max(maxTps[di]!, block.txCount / gap);
    blockGas[di]! += block.gasUsed;
    blockTxs[di]! += block.txCount;
    lastBlockTs[di] = block.timestamp;
    prevTs = block.timestamp;
    txs += block.txCount;
    cumTx[di] = txs;
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
  const out = new Map<number, WindowDay>();
  let prevLast = chain.windowStart;
  let contractsBefore = 0;
  for (let i = 0; i < n; i++) {
    const last = lastBlockTs[i];
    const span = last === undefined ? 0 : Math.max(1, last - prevLast);
    out.set(days[i]!, {
      contracts: contracts[i]!,
      deployers: deployers[i]!.size,
      cumTx: cumTx[i]!,
      cumAddresses: cumAddresses[i]!,
      cumDeployers: cumDeployers[i]!,
      contractsBefore,
      maxGps: maxGps[i]!,
      maxTps: maxTps[i]!,
      avgGps: span ? blockGas[i]! / span : 0,
      avgTps: span ? blockTxs[i]! / span : 0,
    });
    if (last !== undefined) prevLast = last;
    contractsBefore += contracts[i]!;
  }
  return out;
}

interface WindowCache {
  buckets: Map<TimeInterval, Map<number, WindowBucket>>;
  days?: Map<number, WindowDay>;
}
const cache = new WeakMap<EvmChainData, WindowCache>();

function cacheOf(chain: EvmChainData): WindowCache {
  let c = cache.get(chain);
  if (!c) {
    c = { buckets: new Map() };
    cache.set(chain, c);
  }
  return c;
}

/** The window's buckets of `interval`, by bucket start (the first may start before the window). */
export function windowBuckets(chain: EvmChainData, interval: TimeInterval): Map<number, WindowBucket> {
  const c = cacheOf(chain);
  let bs = c.buckets.get(interval);
  if (!bs) {
    bs = computeBuckets(chain, interval);
    c.buckets.set(interval, bs);
  }
  return bs;
}

/** The window's days, by day start. */
export function windowDays(chain: EvmChainData): Map<number, WindowDay> {
  const c = cacheOf(chain);
  c.days ??= computeDays(chain);
  return c.days;
}

/** The window's first day start (windowStart is day-aligned). */
export const windowFirstDay = (chain: EvmChainData) => Math.floor(chain.windowStart / DAY) * DAY;
