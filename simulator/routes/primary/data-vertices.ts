import { PAGE_LIMITS } from '@shared/contract/data/common';
import type { Dataset } from '@sim/dataset';
import type { Route } from '@sim/http/router';
import { fail, networkOf, ok, pageSizeOf, paginate, queryValue, sortOrderOf } from './data-common';

/** GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight */

export function vertexRoutes(ds: Dataset): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight',
      handler: (req) => {
        const { network, data } = networkOf(ds, req);
        const requestedNetwork = req.params.network as string;
        const chain = req.params.blockchainId ?? '';
        if (chain !== 'x-chain' && chain !== data.xChainId) {
          fail(`blockchainId must be x-chain or the ${requestedNetwork} X-Chain id ${data.xChainId}`);
        }
        const rawHeight = queryValue(req, 'vertexHeight');
        if (rawHeight === undefined) fail('vertexHeight is required');
        if (!/^\d+$/.test(rawHeight)) fail('vertexHeight must be an integer >= 0');
        const vertexHeight = Number(rawHeight);
        const pageSize = pageSizeOf(req, PAGE_LIMITS['data.listVerticesByHeight']);
        const order = sortOrderOf(req);
        const atHeight = data.vertices.filter((v) => v.vertexHeight === vertexHeight);
        if (order === 'desc') atHeight.reverse();
        const page = paginate(req, atHeight, pageSize, 'vertices', [network, vertexHeight, order]);
        return ok({
          ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
          vertices: page.items.map((v) => ({
            vertexHash: v.vertexHash,
            parentHashes: v.parentHashes,
            vertexHeight: v.vertexHeight,
            vertexIndex: v.vertexIndex,
            vertexTimestamp: v.vertexTimestamp,
            txCount: v.transactions.length,
            transactions: v.transactions,
            vertexSizeBytes: v.vertexSizeBytes,
          })),
          chainInfo: { chainName: 'x-chain', network: requestedNetwork },
        });
      },
    },
  ];
}
