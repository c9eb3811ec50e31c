import { z } from 'zod';
import { avaxAddress, avaxAddressProblem, isCb58Id, nodeId } from '../../ids';
import { ListPendingRewardsResponse, ListSubnetsResponse, ListVerticesResponse } from '../../models/data/primary';
import { channel } from '../define';
import { network, pagingFor, sortOrder, wholeNumber } from './common';

/** The X-Chain, by its cb58 blockchain id or the alias `x-chain`. */
const xChainId = z
  .string()
  .trim()
  .refine((value) => value === 'x-chain' || isCb58Id(value), {
    error: 'must be the X-Chain blockchain id (cb58) or x-chain',
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
      ctx.addIssue({ code: 'custom', path: ['addresses'], message: 'addresses or nodeIds is required' });
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
    params: z.strictObject({
      network,
      blockchainId: xChainId,
      vertexHeight: wholeNumber,
      ...pagingFor('data.listVerticesByHeight'),
      sortOrder: sortOrder.optional(),
    }),
    result: ListVerticesResponse,
    cache: 'network',
  }),
} as const;
