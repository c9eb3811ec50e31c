import type { HandlerMap } from '@main/ipc/types';
import { seg } from '@main/services/data-api-client';
import type { operationChannels } from '@shared/contract/data/operations';

/** Handlers of the export job endpoints. */
export const operationHandlers = {
  'data.exportTransactions': (p, { data }) => data.post('/v1/operations/transactions:export', p),
  'data.getOperation': (p, { data }) => data.get(`/v1/operations/${seg(p.operationId)}`),
} satisfies HandlerMap<keyof typeof operationChannels>;
