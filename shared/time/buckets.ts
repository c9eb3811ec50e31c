import type { TimeInterval } from '../contract/data/common';

/**
 * Metric buckets (data-api.md, metrics rule 2): timestamps are fixed to the hour; for `day`, `week` and
 * `month` they are 00:00 UTC of the day, of the Monday of the week, or of the first day of the month.
 * The simulator answers on these buckets and the renderer labels, aligns and ranges with them.
 */

export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 86_400;
export const WEEK_SECONDS = 7 * DAY_SECONDS;

/** Start of the bucket containing `ts` (Unix seconds). */
export function bucketStart(ts: number, interval: TimeInterval): number {
  switch (interval) {
    case 'hour':
      return Math.floor(ts / HOUR_SECONDS) * HOUR_SECONDS;
    case 'day':
      return Math.floor(ts / DAY_SECONDS) * DAY_SECONDS;
    case 'week': {
      const day = Math.floor(ts / DAY_SECONDS);
      return (day - ((day + 3) % 7)) * DAY_SECONDS; // 1970-01-01 was a Thursday
    }
    case 'month': {
      const d = new Date(ts * 1000);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
    }
  }
}

/** Start of the bucket after the one starting at `start`. */
export function nextBucket(start: number, interval: TimeInterval): number {
  if (interval === 'month') {
    const d = new Date(start * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
  }
  return start + (interval === 'hour' ? HOUR_SECONDS : interval === 'day' ? DAY_SECONDS : WEEK_SECONDS);
}

/** Is `ts` the start of a bucket of `interval`? */
export const isBucketStart = (ts: number, interval: TimeInterval): boolean =>
  Number.isInteger(ts) && bucketStart(ts, interval) === ts;
