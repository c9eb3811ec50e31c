import type { HandlerMap } from '@main/ipc/types';
import { seg } from '@main/services/data-api-client';
import type { primaryChannels } from '@shared/contract/data/primary';

const networkPath = (network: string) => `/v1/networks/${seg(network)}`;

/** Handlers of the Data API's primary-network endpoints. */
export const primaryHandlers = {
  'data.listSubnets': (p, { data }) =>
    data.get(`${networkPath(p.network)}/subnets`, {
      pageToken: p.pageToken,
      pageSize: p.pageSize,
      sortOrder: p.sortOrder,
    }),
  'data.listPendingRewards': (p, { data }) =>
    data.get(`${networkPath(p.network)}/rewards:listPending`, {
      addresses: p.addresses,
      nodeIds: p.nodeIds,
      pageToken: p.pageToken,
      pageSize: p.pageSize,
      sortOrder: p.sortOrder,
    }),
  'data.listVerticesByHeight': (p, { data }) =>
    data.get(`${networkPath(p.network)}/blockchains/${seg(p.blockchainId)}/vertices:listByHeight`, {
      vertexHeight: p.vertexHeight,
      pageToken: p.pageToken,
      pageSize: p.pageSize,
      sortOrder: p.sortOrder,
    }),
} satisfies HandlerMap<keyof typeof primaryChannels>;
