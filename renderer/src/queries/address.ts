import type { ParamsIn } from '@shared/contract';
import type { Currency } from '@shared/contract/data/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { channelKey } from './keys';
import { type PagedChannel, useChannelInfiniteQuery, useChannelLookup, useChannelQuery } from './use-channel-query';

/** Rows per page of the address lists: enough to fill the table, well inside every list's maximum. */
export const ADDRESS_LIST_PAGE_SIZE = 25;
/** Cards per gallery page (a multiple of the usual 3, 4 and 6 columns). */
export const ADDRESS_GALLERY_PAGE_SIZE = 24;

type Params<C extends PagedChannel> = Omit<NonNullable<ParamsIn<C>>, 'pageToken'>;

/** The filters of the block-range lists; `endBlock` is exclusive. */
export type BlockRangeParams = Pick<Params<'data.listNativeTransactions'>, 'startBlock' | 'endBlock'>;
/** The filters of the ERC-20 balance list. */
export type Erc20BalanceFilters = Pick<
  Params<'data.listErc20Balances'>,
  'filterSpamTokens' | 'contractAddresses' | 'blockNumber'
>;

/**
 * Native token balance (AVAX on the C-Chain) of an EVM address, valued in `currency`, at `blockNumber`
 * (decimal or 0x) or the latest block when undefined.
 */
export function useNativeBalance(
  chainId: string,
  address: string,
  currency: Currency,
  blockNumber?: string,
  enabled = true,
) {
  return useChannelQuery(
    'data.getNativeBalance',
    { chainId, address, currency, ...(blockNumber === undefined ? {} : { blockNumber }) },
    { enabled },
  );
}

/** The node's own answer (eth_getBalance, wei as a 0x quantity) for the same address at a block. */
export function useNodeBalance(blockchainId: string | null, address: string, block: string | null) {
  return useChannelQuery(
    'node.evm.getBalance',
    { blockchainId: blockchainId ?? 'C', address, block: block ?? 'latest' },
    { enabled: blockchainId !== null && block !== null },
  );
}

/** Asks the node for its latest block number now (eth_blockNumber), fresh every time, cached like the hook. */
export function useAskEvmHead() {
  const client = useQueryClient();
  const profile = useActiveProfile();
  return useCallback(
    (blockchainId: string) => {
      const params = { blockchainId };
      return client.fetchQuery({
        queryKey: channelKey(profile.id, 'node.evm.blockNumber', params),
        queryFn: () => api.invokeAs(profile.id, 'node.evm.blockNumber', params),
        staleTime: 0,
      });
    },
    [client, profile.id],
  );
}

/**
 * The transaction that deployed the contract at `address`, with prices in `currency`; `Absent` (the 404
 * answer) means it is not a contract, and is cached like any answer.
 */
export function useDeploymentTransaction(chainId: string, address: string, currency: Currency) {
  return useChannelLookup('data.getDeploymentTransaction', { chainId, address, currency });
}

/** Native transactions sent or received by `address`, newest first. Disabled while the range is invalid. */
export function useNativeTransactions(
  chainId: string,
  address: string,
  range: BlockRangeParams,
  enabled = true,
  pageSize = ADDRESS_LIST_PAGE_SIZE,
) {
  return useChannelInfiniteQuery('data.listNativeTransactions', { chainId, address, ...range, pageSize }, { enabled });
}

/** ERC-20 transfers from or to `address`, newest first. */
export function useErc20Transfers(
  chainId: string,
  address: string,
  range: BlockRangeParams,
  enabled = true,
  pageSize = ADDRESS_LIST_PAGE_SIZE,
) {
  return useChannelInfiniteQuery('data.listErc20Transfers', { chainId, address, ...range, pageSize }, { enabled });
}

/** ERC-20 tokens held by `address`, valued in `currency` (part of the key, so a new currency refetches). */
export function useErc20Balances(
  chainId: string,
  address: string,
  filters: Erc20BalanceFilters,
  currency: Currency,
  enabled = true,
) {
  return useChannelInfiniteQuery(
    'data.listErc20Balances',
    { chainId, address, ...filters, currency, pageSize: ADDRESS_LIST_PAGE_SIZE },
    { enabled },
  );
}

/** ERC-721 tokens owned by `address`, optionally only those of one contract. */
export function useErc721Balances(chainId: string, address: string, contractAddress?: string, enabled = true) {
  return useChannelInfiniteQuery(
    'data.listErc721Balances',
    { chainId, address, pageSize: ADDRESS_GALLERY_PAGE_SIZE, ...(contractAddress ? { contractAddress } : {}) },
    { enabled },
  );
}

/** ERC-721 and ERC-1155 tokens held by `address`, optionally only those of one contract. */
export function useCollectibleBalances(chainId: string, address: string, contractAddress?: string, enabled = true) {
  return useChannelInfiniteQuery(
    'data.listCollectibleBalances',
    { chainId, address, pageSize: ADDRESS_GALLERY_PAGE_SIZE, ...(contractAddress ? { contractAddress } : {}) },
    { enabled },
  );
}
