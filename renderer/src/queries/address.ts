import type { ParamsIn } from '@shared/contract';
import type { Currency } from '@shared/contract/data/common';
import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api';
import { pageSizeOf, usePageSizes } from '../stores/page-sizes';
import { usePrefs } from '../stores/prefs';
import { useActiveProfile } from './active-profile';
import { useKeepFailure } from './keep-failure';
import { channelKey } from './keys';
import {
  channelInfiniteOptions,
  channelLookupOptions,
  type PagedChannel,
  useChannelInfiniteQuery,
  useChannelQuery,
} from './use-channel-query';

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

const nativeBalanceQuery = (
  profileId: string,
  chainId: string,
  address: string,
  currency: Currency,
  blockNumber?: string,
  enabled = true,
) =>
  channelLookupOptions(
    profileId,
    'data.getNativeBalance',
    { chainId, address, currency, ...(blockNumber === undefined ? {} : { blockNumber }) },
    { enabled },
  );

/**
 * Native token balance (AVAX on the C-Chain) of an EVM address, valued in `currency`, at `blockNumber`
 * (decimal or 0x) or the latest block when undefined. `Absent` (the 404 answer: the Data API has no record
 * of the address on that chain) is an answer, cached like any other.
 */
export function useNativeBalance(
  chainId: string,
  address: string,
  currency: Currency,
  blockNumber?: string,
  enabled = true,
) {
  const profile = useActiveProfile();
  return useKeepFailure(useQuery(nativeBalanceQuery(profile.id, chainId, address, currency, blockNumber, enabled)));
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

const deploymentQuery = (profileId: string, chainId: string, address: string, currency: Currency) =>
  channelLookupOptions(profileId, 'data.getDeploymentTransaction', { chainId, address, currency });

/**
 * The transaction that deployed the contract at `address`, with prices in `currency`; `Absent` (the 404
 * answer) means it is not a contract, and is cached like any answer.
 */
export function useDeploymentTransaction(chainId: string, address: string, currency: Currency) {
  const profile = useActiveProfile();
  return useKeepFailure(useQuery(deploymentQuery(profile.id, chainId, address, currency)));
}

const nativeTransactionsQuery = (
  profileId: string,
  chainId: string,
  address: string,
  range: BlockRangeParams,
  enabled: boolean,
  pageSize: number,
) =>
  channelInfiniteOptions(
    profileId,
    'data.listNativeTransactions',
    { chainId, address, ...range, pageSize },
    { enabled },
  );

/** Native transactions sent or received by `address`, newest first. Disabled while the range is invalid. */
export function useNativeTransactions(
  chainId: string,
  address: string,
  range: BlockRangeParams,
  enabled = true,
  pageSize = ADDRESS_LIST_PAGE_SIZE,
) {
  const profile = useActiveProfile();
  return useKeepFailure(
    useInfiniteQuery(nativeTransactionsQuery(profile.id, chainId, address, range, enabled, pageSize)),
  );
}

/**
 * What an address deep link without view state in its hash (the transactions tab, latest balance, no
 * block range) asks first, started as soon as the active profile is known — before React has rendered
 * the shell and before the view's code has arrived. The view's hooks find these queries under the same
 * keys and join them.
 */
export function prefetchAddressDeepLink(
  client: QueryClient,
  profileId: string,
  chainId: string,
  address: string,
): Promise<unknown> {
  const { currency } = usePrefs.getState();
  const pageSize = pageSizeOf('address.transactions', usePageSizes.getState().sizes['address.transactions']);
  return Promise.all([
    client.prefetchQuery(nativeBalanceQuery(profileId, chainId, address, currency)),
    client.prefetchInfiniteQuery(nativeTransactionsQuery(profileId, chainId, address, {}, true, pageSize)),
    client.prefetchQuery(deploymentQuery(profileId, chainId, address, currency)),
  ]);
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

/**
 * What the node alone says about an address at a block: native balance (eth_getBalance), nonce
 * (eth_getTransactionCount) and code (eth_getCode: none for an account, bytecode for a contract).
 */
export function useNodeAccount(blockchainId: string | null, address: string, block: string | null) {
  const params = { blockchainId: blockchainId ?? 'C', address, block: block ?? 'latest' };
  const enabled = blockchainId !== null;
  return {
    balance: useChannelQuery('node.evm.getBalance', params, { enabled }),
    nonce: useChannelQuery('node.evm.getTransactionCount', params, { enabled }),
    code: useChannelQuery('node.evm.getCode', params, { enabled }),
  };
}
