import { loose } from '@shared/schema';
import { z } from 'zod';
import { nextPageToken } from './shared';

/** Chain metrics (`/v2` at the metrics base URL). */

/** One point of a series: `timestamp` is Unix seconds fixed to the hour (or the day/week/month start). */
export const MetricPoint = loose({ value: z.number(), timestamp: z.number() });
export type MetricPoint = z.output<typeof MetricPoint>;

export const MetricsResponse = loose({ nextPageToken, results: z.array(MetricPoint) });
export type MetricsResponse = z.output<typeof MetricsResponse>;
