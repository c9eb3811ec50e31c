import { avaxAddress, avaxAddressProblem, nodeId } from '@shared/ids';
import { ListPendingRewardsResponse, ListSubnetsResponse, ListVerticesResponse } from '@shared/models/data/primary';
import { z } from 'zod';
import { channel } from '../define';
import { network, pagingFor, sortOrder, wholeNumber } from './common';

/** The X-Chain's blockchain id per network (`fuji` and `testnet` name the same test network). */
export const X_CHAIN_IDS = {
  mainnet: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
  fuji: '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
  testnet: '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
} as const;

/** The X-Chain, by the alias `x-chain` or one of the two fixed blockchain ids (the spec's closed set). */
const xChainId = z
  .string()
  .trim()
  .refine((value) => value === 'x-chain' || (Object.values(X_CHAIN_IDS) as string[]).includes(value), {
    error: 'must be the X-Chain blockchain id (cb58) or x-chain',
  });

const verticesParams = z
  .strictObject({
    network,
    blockchainId: xChainId,
    vertexHeight: wholeNumber,
    ...pagingFor('data.listVerticesByHeight'),
    sortOrder: sortOrder.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.blockchainId !== 'x-chain' && p.blockchainId !== X_CHAIN_IDS[p.network]) {
      ctx.addIssue({
        code: 'custom',
        path: ['blockchainId'],
        message: `is the X-Chain of another network; on ${p.network} use ${X_CHAIN_IDS[p.network]} or x-chain`,
      });
    }
  });

const pendingRewardsParams = z
  .strictObject({
    network,
    /** P- or X-Chain addresses of the chosen network; sent comma-separated. */
    addresses: z
      .array(avaxAddress(), { error: 'must be a list of addresses' })
      .min(1, { error: 'must list at least one address (or be left out)' })
      .optional(),
    /** Sent comma-separated. */
    nodeIds: z
      .array(nodeId, { error: 'must be a list of node ids' })
      .min(1, { error: 'must list at least one node id (or be left out)' })
      .optional(),
    ...pagingFor('data.listPendingRewards'),
    sortOrder: sortOrder.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.addresses === undefined && p.nodeIds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['addresses'], message: 'enter at least one address or node ID' });
    }
    p.addresses?.forEach((address, index) => {
      const problem = avaxAddressProblem(address, p.network);
      if (problem) ctx.addIssue({ code: 'custom', path: ['addresses', index], message: problem });
    });
  });

/** Primary-network endpoints (`/v1/networks/{network}/…`). */
export const primaryChannels = {
  'data.listSubnets': channel({
    summary: 'GET /v1/networks/{network}/subnets',
    params: z.strictObject({ network, ...pagingFor('data.listSubnets'), sortOrder: sortOrder.optional() }),
    result: ListSubnetsResponse,
    cache: 'network',
  }),
  'data.listPendingRewards': channel({
    summary: 'GET /v1/networks/{network}/rewards:listPending',
    params: pendingRewardsParams,
    result: ListPendingRewardsResponse,
    cache: 'network',
  }),
  'data.listVerticesByHeight': channel({
    summary: 'GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight',
    params: verticesParams,
    result: ListVerticesResponse,
    cache: 'network',
  }),
} as const;
