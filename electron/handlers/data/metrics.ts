import type { HandlerMap } from '@main/ipc/types';
import { seg } from '@main/services/data-api-client';
import type { metricsChannels } from '@shared/contract/data/metrics';

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
