import { useChannelInfiniteQuery } from './use-channel-query';

/** Tokens per page of a collection gallery: divisible by the usual column counts (2, 3, 4, 6, 8). */
export const NFT_PAGE_SIZE = 24;

/** Every minted token of an ERC-721 / ERC-1155 collection, page by page. */
export function useNftCollectionTokens(chainId: string, contract: string, pageSize = NFT_PAGE_SIZE) {
  return useChannelInfiniteQuery('data.listNftCollectionTokens', { chainId, address: contract, pageSize });
}
