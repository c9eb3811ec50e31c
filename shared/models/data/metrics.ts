import { decimalOfNumber, normalizeDecimal } from '@shared/numbers/exact-decimal';
import { loose } from '@shared/schema';
import { z } from 'zod';
import { nextPageToken } from './shared';

/** Chain metrics (`/v2` at the metrics base URL). */

/**
 * A metric value as an exact decimal string. The service writes a JSON number; the main process reads
 * it from the raw text with every digit (electron/services/exact-json.ts), so `feesPaid` in wei stays
 * exact far above 2^53. A plain number is accepted too (digits a float kept), as is a decimal string.
 */
export const MetricValue = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? decimalOfNumber(raw) : normalizeDecimal(raw);
  if (text === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a decimal number' });
    return z.NEVER;
  }
  return text;
});

/** One point of a series: `timestamp` is Unix seconds fixed to the hour (or the day/week/month start). */
export const MetricPoint = loose({ value: MetricValue, timestamp: z.number() });
export type MetricPoint = z.output<typeof MetricPoint>;

export const MetricsResponse = loose({ nextPageToken, results: z.array(MetricPoint) });
export type MetricsResponse = z.output<typeof MetricsResponse>;
