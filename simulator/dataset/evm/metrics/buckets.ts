import type { TimeInterval } from '@shared/contract/data/common';
import { bucketStart, DAY_SECONDS, HOUR_SECONDS, nextBucket } from '@shared/time/buckets';

export { bucketStart, nextBucket };
export const HOUR = HOUR_SECONDS;
export const DAY = DAY_SECONDS;

/**
 * First hour the metrics service has for every chain: 2025-09-01T00:00Z, a Monday and the first of a
 * month, so the oldest hour, day, week and month buckets are all whole. The generated blocks cover only
 * the last weeks before SIM_NOW; the months before them are modelled (see synthetic.ts).
 */
export const METRICS_START = 1_756_684_800;

/** Bucket starts from the one containing `from` up to the one containing `until - 1`. */
export function bucketStarts(from: number, until: number, interval: TimeInterval): number[] {
  const out: number[] = [];
  for (let s = bucketStart(from, interval); s < until; s = nextBucket(s, interval)) out.push(s);
  return out;
}
