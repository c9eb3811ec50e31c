import { SIM_NOW } from '@sim/dataset/constants';
import type { EvmChainData } from '../types';
import { DAY, HOUR, METRICS_START } from './buckets';
import { windowBuckets, windowDays } from './window';

/**
 * The hours the generated blocks do not cover: the months before the window (back to METRICS_START)
 * and the hours after SIM_NOW that the simulator clock has reached. Each hour is a pure function of
 * the chain and the hour, shaped like the window (daily cycle, quieter weekends, a slow upward trend,
 * a few busy days) and scaled so it joins the window without a step.
 */

export interface SyntheticHour {
  tx: number;
  gas: number;
  /** Sum of the gas prices of its transactions (wei), for the average. */
  gasPriceSum: number;
  fees: bigint;
  maxGasPrice: number;
}

/** Uniform [0, 1) from (seed, stream, index): random access, so any hour can be made alone. */
function uniform(seed: number, stream: number, index: number): number {
  let h = seed ^ Math.imul(stream + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

enum Stream {
  DayLevel = 1,
  Busy,
  HourLevel,
  Gas,
  Price,
  MaxPrice,
  Contracts,
  Burst,
}

/** Share of days that are busy, and how much busier they are (as in the window's timeline). */
const BUSY_SHARE = 1 / 15;
const BUSY_FACTOR = 1.8;

function seedOf(chain: EvmChainData): number {
  const text = chain.blocks[0]!.hash;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Time-of-day and day-of-week shape: afternoon peak (UTC), weekends at 80%. */
function shape(t: number): number {
  const hour = (t % DAY) / HOUR;
  const daily = 1 + 0.35 * Math.sin((2 * Math.PI * (hour - 9)) / 24);
  const weekday = new Date(t * 1000).getUTCDay();
  return daily * (weekday === 0 || weekday === 6 ? 0.8 : 1);
}

/** Calibration of one chain's model against its window, made once. */
export class ChainModel {
  readonly seed: number;
  private readonly txRate: number;
  private readonly gasPerTx: number;
  private readonly pricePerTx: number;
  private readonly maxPriceRatio: number;
  readonly contractsPerTx: number;
  readonly deployersPerContract: number;
  /** How much a day's busiest second exceeds its busiest hour's mean rate (tx, gas). */
  readonly burstTps: number;
  readonly burstGps: number;
  /** Share of a day's active addresses (deployers) seen for the first time. */
  readonly newAddressShare: number;
  readonly newDeployerShare: number;
  private readonly history: SyntheticHour[] = [];

  constructor(readonly chain: EvmChainData) {
    this.seed = seedOf(chain);
    const hours = [...windowBuckets(chain, 'hour').values()];
    const tx = hours.reduce((s, b) => s + b.txCount, 0);
    const gas = hours.reduce((s, b) => s + b.gasUsed, 0);
    const priceSum = hours.reduce((s, b) => s + b.gasPriceSum, 0);
    const activity = hours.reduce((s, b) => s + shape(b.start) * this.trend(b.start), 0);
    const meanNoise = 1 + BUSY_SHARE * (BUSY_FACTOR - 1);
    this.txRate = tx / activity / meanNoise;
    this.gasPerTx = tx ? gas / tx : 21_000;
    this.pricePerTx = tx ? priceSum / tx : 25e9;

    const days = [...windowBuckets(chain, 'day').values()];
    const extras = [...windowDays(chain).values()];
    const ratio = (num: number, den: number, fallback: number) => (den > 0 && num > 0 ? num / den : fallback);
    this.maxPriceRatio = ratio(
      days.reduce((s, d) => s + d.maxGasPrice, 0),
      days.reduce((s, d) => s + (d.txCount ? d.gasPriceSum / d.txCount : 0), 0),
      2,
    );
    const contracts = extras.reduce((s, d) => s + d.contracts, 0);
    this.contractsPerTx = ratio(contracts, tx, 0.002);
    this.deployersPerContract = ratio(
      extras.reduce((s, d) => s + d.deployers, 0),
      contracts,
      0.6,
    );
    const busiestHour = (dayStart: number, of: (b: { txCount: number; gasUsed: number }) => number) => {
      let max = 0;
      for (let h = dayStart; h < dayStart + DAY; h += HOUR) {
        const b = windowBuckets(chain, 'hour').get(h);
        if (b) max = Math.max(max, of(b));
      }
      return max / HOUR;
    };
    const dayStarts = [...windowDays(chain).keys()];
    this.burstTps = ratio(
      extras.reduce((s, d) => s + d.maxTps, 0),
      dayStarts.reduce((s, d) => s + busiestHour(d, (b) => b.txCount), 0),
      20,
    );
    this.burstGps = ratio(
      extras.reduce((s, d) => s + d.maxGps, 0),
      dayStarts.reduce((s, d) => s + busiestHour(d, (b) => b.gasUsed), 0),
      20,
    );
    // Day one of the window sees every address for the first time; the days after it show the real rate.
    const later = extras.slice(1);
    const grew = (of: (d: (typeof extras)[number]) => number) =>
      later.reduce((s, d, i) => s + Math.max(0, of(d) - of(extras[i]!)), 0);
    const active = days.slice(1).reduce((s, d) => s + d.addresses.size, 0);
    this.newAddressShare = Math.min(
      0.5,
      ratio(
        grew((d) => d.cumAddresses),
        active,
        0.05,
      ),
    );
    this.newDeployerShare = Math.min(
      1,
      ratio(
        grew((d) => d.cumDeployers),
        later.reduce((s, d) => s + d.deployers, 0),
        0.3,
      ),
    );
    for (let t = METRICS_START; t < chain.windowStart; t += HOUR) this.history.push(this.makeHour(t));
  }

  /** Long-term level: grows towards the window, follows the window's trend inside it, then holds. */
  private trend(t: number): number {
    const { windowStart } = this.chain;
    if (t < windowStart) return 0.55 + (0.3 * (t - METRICS_START)) / (windowStart - METRICS_START);
    if (t < SIM_NOW) return 0.85 + (0.3 * (t - windowStart)) / (SIM_NOW - windowStart);
    return 1.15;
  }

  u(stream: number, index: number): number {
    return uniform(this.seed, stream, index);
  }

  private makeHour(t: number): SyntheticHour {
    const day = Math.floor(t / DAY);
    const hour = Math.floor(t / HOUR);
    const busy = this.u(Stream.Busy, day) < BUSY_SHARE ? BUSY_FACTOR : 1;
    const level = shape(t) * this.trend(t) * busy * (0.8 + 0.4 * this.u(Stream.DayLevel, day));
    const tx = Math.round(this.txRate * level * (0.7 + 0.6 * this.u(Stream.HourLevel, hour)));
    const gas = Math.round(tx * this.gasPerTx * (0.85 + 0.3 * this.u(Stream.Gas, hour)));
    // Prices wander over weeks and jitter by the hour.
    const drift = 0.85 + 0.3 * (0.5 + 0.5 * Math.sin((2 * Math.PI * day) / 23 + (this.seed % 7)));
    const price = Math.round(this.pricePerTx * drift * (0.9 + 0.2 * this.u(Stream.Price, hour)));
    return {
      tx,
      gas,
      gasPriceSum: price * tx,
      fees: BigInt(gas) * BigInt(price),
      maxGasPrice: tx ? Math.round(price * this.maxPriceRatio * (0.8 + 0.4 * this.u(Stream.MaxPrice, hour))) : 0,
    };
  }

  /**
   * The modelled hour starting at `t`, as much of it as has happened by `now`: the hour in progress
   * (after SIM_NOW) holds its share so far, which is what makes the latest point keep changing.
   */
  hour(t: number, now: number): SyntheticHour {
    const full = t < this.chain.windowStart ? this.history[(t - METRICS_START) / HOUR]! : this.makeHour(t);
    if (t + HOUR <= now) return full;
    const share = Math.max(0, now - t) / HOUR;
    const tx = Math.floor(full.tx * share);
    const gas = Math.floor(full.gas * share);
    const price = full.tx ? Math.round(full.gasPriceSum / full.tx) : 0;
    return {
      tx,
      gas,
      gasPriceSum: price * tx,
      fees: BigInt(gas) * BigInt(price),
      maxGasPrice: tx ? full.maxGasPrice : 0,
    };
  }

  /** Contracts created on a modelled day with `tx` transactions. */
  contracts(day: number, tx: number): number {
    return Math.round(this.contractsPerTx * tx * (0.5 + this.u(Stream.Contracts, day)));
  }

  /** The day's busiest-second factor noise. */
  burst(day: number): number {
    return 0.8 + 0.4 * this.u(Stream.Burst, day);
  }
}

const models = new WeakMap<EvmChainData, ChainModel>();

export function chainModel(chain: EvmChainData): ChainModel {
  let m = models.get(chain);
  if (!m) {
    m = new ChainModel(chain);
    models.set(chain, m);
  }
  return m;
}
