import {
  isDayOnlyMetric,
  METRIC_NAMES,
  type MetricName,
  PAGE_LIMITS,
  TIME_INTERVALS,
  type TimeInterval,
} from '@shared/contract/data/common';
import type { Dataset } from '@sim/dataset';
import { combinedMetricSeries, isMetricName } from '@sim/dataset/evm/metrics';
import type { EvmChainData } from '@sim/dataset/evm/types';
import type { Route } from '@sim/http/router';
import { listBody, paginate, reversed } from './paging';
import { badInput, chainParam, enumParam, nonNegativeIntParam, pageSizeParam } from './params';

/** Chains behind a metrics `chainId`: one chain, or every chain of `mainnet`, `testnet` or `total`. */
function metricChains(ds: Dataset, chainId: string): EvmChainData[] {
  if (chainId === 'total') return ds.evm.chains;
  if (chainId === 'mainnet') return ds.evm.chains.filter((c) => c.spec.network === 'mainnet');
  if (chainId === 'testnet') return ds.evm.chains.filter((c) => c.spec.network !== 'mainnet');
  return [chainParam(ds, chainId)];
}

/** `/v2/chains/{chainId}/metrics/{metric}`: newest point first, timestamps aligned to the interval. */
export function metricsRoutes(ds: Dataset): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v2/chains/{chainId}/metrics/{metric}',
      handler: (req) => {
        const chainId = req.params.chainId as string;
        const metric = req.params.metric as string;
        const chains = metricChains(ds, chainId);
        if (!isMetricName(metric)) badInput(`metric must be one of ${METRIC_NAMES.join(', ')}, got "${metric}"`);
        const name = metric as MetricName;
        const interval: TimeInterval = enumParam(req.query, 'timeInterval', TIME_INTERVALS) ?? 'day';
        if (interval !== 'day' && isDayOnlyMetric(name)) badInput(`metric ${name} supports only timeInterval day`);
        const start = nonNegativeIntParam(req.query, 'startTimestamp');
        const end = nonNegativeIntParam(req.query, 'endTimestamp');
        if (start !== undefined && end !== undefined && start > end) {
          badInput('startTimestamp must not be greater than endTimestamp');
        }
        const pageSize = pageSizeParam(req.query, PAGE_LIMITS['data.getMetrics']);
        const points = combinedMetricSeries(chains, name, interval).filter(
          (p) => (start === undefined || p.timestamp >= start) && (end === undefined || p.timestamp <= end),
        );
        const binding = { chainId, metric: name, interval, start, end };
        const page = paginate(reversed(points), req.query, pageSize, 'metrics', binding);
        return { status: 200, body: listBody('results', page, (p) => ({ value: p.value, timestamp: p.timestamp })) };
      },
    },
  ];
}
