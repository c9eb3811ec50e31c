import { evmAddress, txHash } from '@shared/ids';
import { ListBlocksResponse } from '@shared/models/data/blocks';
import { ListNftTokensResponse } from '@shared/models/data/nfts';
import {
  ListErc20TransfersResponse,
  ListNativeTransactionsResponse,
  TRANSACTION_STATUSES,
  TransactionDetail,
} from '@shared/models/data/transactions';
import { z } from 'zod';
import { channel } from '../define';
import { chainId, currency, pagingFor, wholeNumber } from './common';

const transactionStatus = z.enum(TRANSACTION_STATUSES, { error: 'must be failed or success' });

/** Per-address history: blocks [startBlock, endBlock), either end open. */
const addressHistoryParams = (name: 'data.listErc20Transfers' | 'data.listNativeTransactions') =>
  z
    .strictObject({
      chainId,
      address: evmAddress,
      startBlock: wholeNumber.optional(),
      endBlock: wholeNumber.optional(),
      ...pagingFor(name),
    })
    .superRefine((p, ctx) => {
      if (p.startBlock !== undefined && p.endBlock !== undefined && p.startBlock >= p.endBlock) {
        ctx.addIssue({
          code: 'custom',
          path: ['endBlock'],
          message: 'must be above the start block (the end block itself is not included)',
        });
      }
    });

/** EVM chain endpoints of the Data API (`/v1/chains/{chainId}/…`): transactions, blocks, NFT collections. */
export const evmChannels = {
  'data.getDeploymentTransaction': channel({
    summary: 'GET /v1/chains/{chainId}/contracts/{address}/transactions:getDeployment',
    params: z.strictObject({ chainId, address: evmAddress, currency: currency.optional() }),
    result: TransactionDetail,
    cache: 'immutable',
  }),
  'data.getTransaction': channel({
    summary: 'GET /v1/chains/{chainId}/transactions/{txHash}',
    params: z.strictObject({ chainId, txHash }),
    result: TransactionDetail,
    cache: 'immutable',
  }),
  'data.listLatestTransactions': channel({
    summary: 'GET /v1/chains/{chainId}/transactions (latest first)',
    params: z.strictObject({
      chainId,
      status: transactionStatus.optional(),
      ...pagingFor('data.listLatestTransactions'),
    }),
    result: ListNativeTransactionsResponse,
    cache: 'none',
  }),
  'data.listLatestBlocks': channel({
    summary: 'GET /v1/chains/{chainId}/blocks (latest indexed first)',
    params: z.strictObject({ chainId, ...pagingFor('data.listLatestBlocks') }),
    result: ListBlocksResponse,
    cache: 'none',
  }),
  'data.listErc20Transfers': channel({
    summary: 'GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20',
    params: addressHistoryParams('data.listErc20Transfers'),
    result: ListErc20TransfersResponse,
    cache: 'balance',
  }),
  'data.listNativeTransactions': channel({
    summary: 'GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative',
    params: addressHistoryParams('data.listNativeTransactions'),
    result: ListNativeTransactionsResponse,
    cache: 'balance',
  }),
  'data.listNftCollectionTokens': channel({
    summary: 'GET /v1/chains/{chainId}/nfts/collections/{address}/tokens',
    params: z.strictObject({ chainId, address: evmAddress, ...pagingFor('data.listNftCollectionTokens') }),
    result: ListNftTokensResponse,
    cache: 'balance',
  }),
} as const;
