import type { operationChannels } from '../../../shared/contract/data/operations';
import type { HandlerMap } from '../../ipc/types';
import { seg } from '../../services/data-api-client';

/** Handlers of the export job endpoints. */
export const operationHandlers = {
  'data.exportTransactions': (p, { data }) => data.post('/v1/operations/transactions:export', p),
  'data.getOperation': (p, { data }) => data.get(`/v1/operations/${seg(p.operationId)}`),
} satisfies HandlerMap<keyof typeof operationChannels>;
