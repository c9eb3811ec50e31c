import { blockNumberString, evmAddress } from '@shared/ids';
import {
  GetNativeBalanceResponse,
  ListErc20BalancesResponse,
  ListErc721BalancesResponse,
} from '@shared/models/data/balances';
import { ListCollectibleBalancesResponse } from '@shared/models/data/nfts';
import { z } from 'zod';
import { channel } from '../define';
import { chainId, currency, pagingFor } from './common';

/** Balances of an EVM address (`/v1/chains/{chainId}/addresses/{address}/balances:…`). */
export const balanceChannels = {
  'data.getNativeBalance': channel({
    summary: 'GET /v1/chains/{chainId}/addresses/{address}/balances:getNative',
    params: z.strictObject({
      chainId,
      address: evmAddress,
      blockNumber: blockNumberString.optional(),
      currency: currency.optional(),
    }),
    result: GetNativeBalanceResponse,
    cache: 'balance',
  }),
  'data.listErc20Balances': channel({
    summary: 'GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20',
    params: z.strictObject({
      chainId,
      address: evmAddress,
      blockNumber: blockNumberString.optional(),
      /** The service defaults to true. */
      filterSpamTokens: z.boolean({ error: 'must be true or false' }).optional(),
      /** Sent comma-separated. */
      contractAddresses: z
        .array(evmAddress, { error: 'must be a list of contract addresses' })
        .min(1, { error: 'must list at least one contract address (or be left out)' })
        .optional(),
      currency: currency.optional(),
      ...pagingFor('data.listErc20Balances'),
    }),
    result: ListErc20BalancesResponse,
    cache: 'balance',
  }),
  'data.listErc721Balances': channel({
    summary: 'GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721',
    params: z.strictObject({
      chainId,
      address: evmAddress,
      contractAddress: evmAddress.optional(),
      ...pagingFor('data.listErc721Balances'),
    }),
    result: ListErc721BalancesResponse,
    cache: 'balance',
  }),
  'data.listCollectibleBalances': channel({
    summary: 'GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles (ERC-721 and ERC-1155)',
    params: z.strictObject({
      chainId,
      address: evmAddress,
      contractAddress: evmAddress.optional(),
      ...pagingFor('data.listCollectibleBalances'),
    }),
    result: ListCollectibleBalancesResponse,
    cache: 'balance',
  }),
} as const;
