import type { HandlerMap } from '@main/ipc/types';
import { seg } from '@main/services/data-api-client';
import type { metricsChannels } from '@shared/contract/data/metrics';

/**
 * Handlers of the metrics API (`/v2`, served from the metrics base URL). `value` is read from the raw
 * text with every digit (fees in wei pass 2^53), and the contract carries it as an exact decimal string.
 */
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
      { exactNumbers: ['value'] },
    ),
} satisfies HandlerMap<keyof typeof metricsChannels>;
