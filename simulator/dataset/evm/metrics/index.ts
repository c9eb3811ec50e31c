import { METRIC_NAMES, type MetricName } from '@shared/contract/data/common';

/**
 * Chain metrics: exact from the generated blocks inside each chain's window, modelled before it (back
 * to METRICS_START) and after SIM_NOW (as far as the simulator clock has gone).
 */
export { bucketStart, METRICS_START, nextBucket } from './buckets';
export { combinedMetricSeries } from './combined';
export { chainMetricSeries, type MetricPoint, type MetricValue } from './series';

export const isMetricName = (v: string): v is MetricName => (METRIC_NAMES as readonly string[]).includes(v);
