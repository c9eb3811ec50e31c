import { SIM_NOW } from '../constants';
import type { Rng } from '../rng';

const DAY = 86_400;

/**
 * Relative activity at time `t` (Unix seconds): a daily cycle peaking in the UTC afternoon, quieter
 * weekends, a slow upward trend over the window and a few busy days (launches, mints).
 */
export function activityAt(t: number, windowStart: number, busyDays: ReadonlySet<number>): number {
  const hour = (t % DAY) / 3600;
  const daily = 1 + 0.35 * Math.sin((2 * Math.PI * (hour - 9)) / 24);
  const weekday = new Date(t * 1000).getUTCDay();
  const weekly = weekday === 0 || weekday === 6 ? 0.8 : 1;
  const day = Math.floor((t - windowStart) / DAY);
  const progress = (t - windowStart) / (SIM_NOW - windowStart);
  const trend = 0.85 + 0.3 * progress;
  return daily * weekly * trend * (busyDays.has(day) ? 1.8 : 1);
}

/** Days of the window with unusual activity. */
export function pickBusyDays(rng: Rng, days: number): Set<number> {
  const out = new Set<number>();
  const count = Math.max(1, Math.round(days / 15));
  while (out.size < count) out.add(rng.int(1, days - 2));
  return out;
}

/**
 * Strictly increasing block timestamps in [windowStart, SIM_NOW): exponential gaps shortened when
 * activity is high, then scaled so the last block lands just before SIM_NOW.
 */
export function blockTimes(rng: Rng, count: number, windowStart: number, busyDays: ReadonlySet<number>): number[] {
  const span = SIM_NOW - windowStart;
  const meanGap = span / count;
  const raw = new Array<number>(count);
  let t = 0;
  for (let i = 0; i < count; i++) {
    raw[i] = t;
    const activity = activityAt(windowStart + i * meanGap, windowStart, busyDays);
    t += (-Math.log(1 - rng.next()) * meanGap) / activity;
  }
  const last = raw[count - 1] as number;
  const lastAt = span - 1 - rng.int(0, Math.min(20, Math.floor(meanGap / 4)));
  const scale = last > 0 ? lastAt / last : 1;
  const out = new Array<number>(count);
  let prev = windowStart - 1;
  for (let i = 0; i < count; i++) {
    const at = Math.max(prev + 1, windowStart + Math.floor((raw[i] as number) * scale));
    out[i] = at;
    prev = at;
  }
  // Scaling rounds down and the max() only pushes forward, so the final block can be at most
  // count seconds late; pull the tail back under SIM_NOW if that happened.
  for (let i = count - 1, limit = SIM_NOW - 1; i >= 0 && (out[i] as number) > limit; i--, limit--) out[i] = limit;
  return out;
}

/**
 * Next base fee: rises when `pressure` (gas used over the usual gas of a block) is above 1, falls
 * below it, and is pulled back towards `usual` so it wanders without drifting away.
 */
export function nextBaseFee(
  previous: bigint,
  pressure: number,
  rng: Rng,
  bounds: { minimum: bigint; usual: bigint; maximum: bigint },
): bigint {
  const { minimum, usual, maximum } = bounds;
  const reversion = Math.log(Number(usual) / Number(previous)) * 0.02;
  const push = Math.min(0.1, (pressure - 1) * 0.03);
  const change = Math.max(-0.1, Math.min(0.1, push + reversion + (rng.next() - 0.5) * 0.04));
  const next = BigInt(Math.round(Number(previous) * (1 + change)));
  return next < minimum ? minimum : next > maximum ? maximum : next;
}
