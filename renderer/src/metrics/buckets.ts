import type { TimeInterval } from '@shared/contract/data/common';
import { bucketStart, DAY_SECONDS, HOUR_SECONDS, nextBucket } from '@shared/time/buckets';

export { bucketStart, isBucketStart, nextBucket } from '@shared/time/buckets';

/** Labels and axis ticks for metric buckets, always in UTC (the buckets are UTC: spec rule 2). */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const hh = (n: number) => String(n).padStart(2, '0');

/**
 * The bucket that starts at `ts`, spelled for its interval: `2026-10-31 14:00–15:00 UTC`,
 * `Saturday 2026-10-31 (UTC)`, `week of Monday 2026-10-26`, `October 2026`.
 */
export function bucketLabel(ts: number, interval: TimeInterval): string {
  const d = new Date(ts * 1000);
  switch (interval) {
    case 'hour':
      return `${isoDay(d)} ${hh(d.getUTCHours())}:00–${hh((d.getUTCHours() + 1) % 24)}:00 UTC`;
    case 'day':
      return `${WEEKDAYS[d.getUTCDay()]} ${isoDay(d)} (UTC)`;
    case 'week':
      return `week of ${WEEKDAYS[d.getUTCDay()]} ${isoDay(d)}`;
    case 'month':
      return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  }
}

/** `2026-10-31T00:00:00Z`: the bucket start as written in CSV files and the table. */
export const isoUtc = (ts: number): string => `${new Date(ts * 1000).toISOString().slice(0, 19)}Z`;

/** Steps axis ticks can take, from an hour to a year, each aligned in UTC. */
type TickStep = { unit: 'hour' | 'day' | 'month'; count: number };
const STEPS: TickStep[] = [
  { unit: 'hour', count: 1 },
  { unit: 'hour', count: 3 },
  { unit: 'hour', count: 6 },
  { unit: 'hour', count: 12 },
  { unit: 'day', count: 1 },
  { unit: 'day', count: 2 },
  { unit: 'day', count: 7 },
  { unit: 'day', count: 14 },
  { unit: 'month', count: 1 },
  { unit: 'month', count: 2 },
  { unit: 'month', count: 3 },
  { unit: 'month', count: 6 },
  { unit: 'month', count: 12 },
];

const approxSeconds = (s: TickStep) =>
  s.count * (s.unit === 'hour' ? HOUR_SECONDS : s.unit === 'day' ? DAY_SECONDS : 30 * DAY_SECONDS);

function ticksOf(from: number, to: number, step: TickStep): number[] {
  const out: number[] = [];
  if (step.unit === 'month') {
    const d = new Date(from * 1000);
    let y = d.getUTCFullYear();
    let m = d.getUTCMonth();
    for (;;) {
      const t = Date.UTC(y, m, 1) / 1000;
      if (t > to) break;
      if (t >= from && m % step.count === 0) out.push(t);
      m++;
      if (m === 12) {
        m = 0;
        y++;
      }
    }
    return out;
  }
  const size = step.unit === 'hour' ? HOUR_SECONDS : DAY_SECONDS;
  const span = size * step.count;
  // Weekly ticks fall on Mondays (buckets' weeks), others on multiples since the epoch.
  const origin = step.unit === 'day' && step.count % 7 === 0 ? bucketStart(0, 'week') : 0;
  for (let t = Math.ceil((from - origin) / span) * span + origin; t <= to; t += span) out.push(t);
  return out;
}

export interface TimeTicks {
  ticks: number[];
  format: (ts: number) => string;
}

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** At most `maxTicks` UTC-aligned ticks between `from` and `to`, with a label format that fits the step. */
export function timeTicks(from: number, to: number, maxTicks: number): TimeTicks {
  const span = Math.max(1, to - from);
  const step = STEPS.find((s) => span / approxSeconds(s) <= Math.max(1, maxTicks)) ?? STEPS.at(-1)!;
  const ticks = ticksOf(from, to, step);
  const format = (ts: number) => {
    const d = new Date(ts * 1000);
    const day = `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
    if (step.unit === 'month') return `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
    if (step.unit === 'day') return day;
    return d.getUTCHours() === 0 ? day : `${hh(d.getUTCHours())}:00`;
  };
  return { ticks, format };
}

/** Whole buckets of `interval` from `from` (inclusive) to `to` (exclusive), for estimating page counts. */
export function bucketsBetween(from: number, to: number, interval: TimeInterval): number {
  if (interval !== 'month') {
    const size = interval === 'hour' ? HOUR_SECONDS : interval === 'day' ? DAY_SECONDS : 7 * DAY_SECONDS;
    return Math.max(0, Math.ceil((to - bucketStart(from, interval)) / size));
  }
  let n = 0;
  for (let t = bucketStart(from, 'month'); t < to; t = nextBucket(t, 'month')) n++;
  return n;
}
