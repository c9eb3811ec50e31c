import type { ParamsIn } from '@shared/contract';
import type { Currency } from '@shared/contract/data/common';
import { type PagedChannel, useChannelInfiniteQuery, useChannelQuery } from './use-channel-query';

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

/** Native token balance (AVAX on the C-Chain) of an EVM address, valued in `currency`. */
export function useNativeBalance(chainId: string, address: string, currency: Currency) {
  return useChannelQuery('data.getNativeBalance', { chainId, address, currency });
}

/** The transaction that deployed the contract at `address`; a 404 answer means it is not a contract. */
export function useDeploymentTransaction(chainId: string, address: string) {
  return useChannelQuery('data.getDeploymentTransaction', { chainId, address });
}

/** Native transactions sent or received by `address`, newest first. Disabled while the range is invalid. */
export function useNativeTransactions(chainId: string, address: string, range: BlockRangeParams, enabled = true) {
  return useChannelInfiniteQuery(
    'data.listNativeTransactions',
    { chainId, address, ...range, pageSize: ADDRESS_LIST_PAGE_SIZE },
    { enabled },
  );
}

/** ERC-20 transfers from or to `address`, newest first. */
export function useErc20Transfers(chainId: string, address: string, range: BlockRangeParams, enabled = true) {
  return useChannelInfiniteQuery(
    'data.listErc20Transfers',
    { chainId, address, ...range, pageSize: ADDRESS_LIST_PAGE_SIZE },
    { enabled },
  );
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

/** ERC-721 tokens owned by `address`. */
export function useErc721Balances(chainId: string, address: string) {
  return useChannelInfiniteQuery('data.listErc721Balances', {
    chainId,
    address,
    pageSize: ADDRESS_GALLERY_PAGE_SIZE,
  });
}

/** ERC-721 and ERC-1155 tokens held by `address`. */
export function useCollectibleBalances(chainId: string, address: string) {
  return useChannelInfiniteQuery('data.listCollectibleBalances', {
    chainId,
    address,
    pageSize: ADDRESS_GALLERY_PAGE_SIZE,
  });
}
