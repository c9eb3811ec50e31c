import { MetricsResponse } from '@shared/models/data/metrics';
import { z } from 'zod';
import { channel } from '../define';
import { isDayOnlyMetric, METRIC_NAMES, pagingFor, TIME_INTERVALS, wholeNumber } from './common';

/** A supported EVM chain id, or an aggregate over all chains (`total`) or one network. */
export const METRICS_CHAIN_SCOPES = ['total', 'mainnet', 'testnet'] as const;
export const metricsChainId = z
  .string()
  .trim()
  .refine((value) => /^\d{1,12}$/.test(value) || (METRICS_CHAIN_SCOPES as readonly string[]).includes(value), {
    error: 'must be an EVM chain id (digits) or one of total, mainnet, testnet',
  });

const metricsParams = z
  .strictObject({
    chainId: metricsChainId,
    metric: z.enum(METRIC_NAMES, { error: `must be one of ${METRIC_NAMES.join(', ')}` }),
    startTimestamp: wholeNumber.optional(),
    endTimestamp: wholeNumber.optional(),
    timeInterval: z.enum(TIME_INTERVALS, { error: 'must be hour, day, week or month' }).optional(),
    ...pagingFor('data.getMetrics'),
  })
  .superRefine((p, ctx) => {
    if (p.startTimestamp !== undefined && p.endTimestamp !== undefined && p.startTimestamp > p.endTimestamp) {
      ctx.addIssue({ code: 'custom', path: ['endTimestamp'], message: 'must not be before startTimestamp' });
    }
    if (p.timeInterval !== undefined && p.timeInterval !== 'day' && isDayOnlyMetric(p.metric)) {
      ctx.addIssue({ code: 'custom', path: ['timeInterval'], message: `${p.metric} supports only timeInterval day` });
    }
  });

/** Time-series metrics of EVM chains (`/v2` at the metrics base URL). */
export const metricsChannels = {
  'data.getMetrics': channel({
    summary: 'GET /v2/chains/{chainId}/metrics/{metric} (metrics base URL)',
    params: metricsParams,
    result: MetricsResponse,
    cache: 'metrics',
  }),
} as const;
