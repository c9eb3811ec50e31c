import type { HandlerMap } from '@main/ipc/types';
import { seg } from '@main/services/data-api-client';
import type { signatureChannels } from '@shared/contract/data/signatures';

const aggregator = (network: string) => `/v1/signatureAggregator/${seg(network)}/aggregateSignatures`;

/** Handlers of signature aggregation. */
export const signatureHandlers = {
  'data.aggregateSignatures': ({ network, ...body }, { data }) => data.post(aggregator(network), body),
  'data.getAggregatedSignatures': (p, { data }) => data.get(`${aggregator(p.network)}/${seg(p.txHash)}`),
} satisfies HandlerMap<keyof typeof signatureChannels>;
