import type { metricsChannels } from '../../../shared/contract/data/metrics';
import type { HandlerMap } from '../../ipc/types';
import { seg } from '../../services/data-api-client';

/** Handlers of the metrics API (`/v2`, served from the metrics base URL). */
export const metricsHandlers = {
  'data.getMetrics': (p, { data }) =>
    data.get(
      `/v2/chains/${seg(p.chainId)}/metrics/${seg(p.metric)}`,
      {
        startTimestamp: p.startTimestamp,
        endTimestamp: p.endTimestamp,
        timeInterval: p.timeInterval,
        pageToken: p.pageToken,
        pageSize: p.pageSize,
      },
      'metrics',
    ),
} satisfies HandlerMap<keyof typeof metricsChannels>;
