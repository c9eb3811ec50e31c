import type { TimeInterval } from '@shared/contract/data/common';

export const HOUR = 3600;
export const DAY = 86_400;

/**
 * First hour the metrics service has for every chain: 2025-09-01T00:00Z, a Monday and the first of a
 * month, so the oldest hour, day, week and month buckets are all whole. The generated blocks cover only
 * the last weeks before SIM_NOW; the months before them are modelled (see synthetic.ts).
 */
export const METRICS_START = 1_756_684_800;

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

/** Bucket starts from the one containing `from` up to the one containing `until - 1`. */
export function bucketStarts(from: number, until: number, interval: TimeInterval): number[] {
  const out: number[] = [];
  for (let s = bucketStart(from, interval); s < until; s = nextBucket(s, interval)) out.push(s);
  return out;
}
