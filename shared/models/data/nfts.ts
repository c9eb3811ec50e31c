import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { chosen, nextPageToken } from './shared';

/** NFT shapes: token metadata, ERC-721 / ERC-1155 tokens and the lists that mix them. */

export const NFT_INDEX_STATUSES = [
  'UNKNOWN',
  'MISSING_TOKEN',
  'INVALID_TOKEN_URI',
  'INVALID_TOKEN_URI_SCHEME',
  'UNREACHABLE_TOKEN_URI',
  'THROTTLED_TOKEN_URI',
  'METADATA_CONTENT_TOO_LARGE',
  'INVALID_METADATA',
  'INVALID_METADATA_JSON',
  'INDEXED',
  'UNINDEXED',
] as const;

const metadataShape = {
  indexStatus: openEnum(NFT_INDEX_STATUSES),
  metadataLastUpdatedTimestamp: z.number().optional(),
  name: z.string().optional(),
  symbol: z.string().optional(),
  imageUri: z.string().optional(),
  description: z.string().optional(),
  animationUri: z.string().optional(),
  externalUrl: z.string().optional(),
  background: z.string().optional(),
};

export const Erc721Metadata = loose({ ...metadataShape, attributes: z.string().optional() });
export type Erc721Metadata = z.output<typeof Erc721Metadata>;

export const Erc1155Metadata = loose({
  ...metadataShape,
  decimals: z.number().optional(),
  properties: z.string().optional(),
});
export type Erc1155Metadata = z.output<typeof Erc1155Metadata>;

/** Metadata of either standard (the ERC-1155 extras and the ERC-721 `attributes` are all optional). */
export const NftMetadata = loose({
  ...metadataShape,
  attributes: z.string().optional(),
  decimals: z.number().optional(),
  properties: z.string().optional(),
});
export type NftMetadata = z.output<typeof NftMetadata>;

export const Erc721Token = loose({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  ercType: openEnum(['ERC-721']),
  tokenId: z.string(),
  tokenUri: z.string(),
  metadata: Erc721Metadata,
  ownerAddress: z.string().optional(),
  /** Present in balance and collectible lists. */
  chainId: z.string().optional(),
});
export type Erc721Token = z.output<typeof Erc721Token>;

export const Erc1155Token = loose({
  address: z.string(),
  ercType: openEnum(['ERC-1155']),
  tokenId: z.string(),
  tokenUri: z.string(),
  metadata: Erc1155Metadata,
});
export type Erc1155Token = z.output<typeof Erc1155Token>;

/** ERC-721 token as held by an address (balances:listErc721, listCollectibles). */
export const Erc721TokenBalance = loose({ ...Erc721Token.shape, chainId: z.string() });
export type Erc721TokenBalance = z.output<typeof Erc721TokenBalance>;

/** ERC-1155 holding (listCollectibles): the token plus the chain and the amount held. */
export const Erc1155TokenBalance = loose({ ...Erc1155Token.shape, chainId: z.string(), balance: z.string() });
export type Erc1155TokenBalance = z.output<typeof Erc1155TokenBalance>;

/** A token of a standard this app does not know yet: kept raw with the fields every NFT has. */
export const UnknownNft = loose({
  address: z.string(),
  ercType: z.string(),
  tokenId: z.string().optional(),
  tokenUri: z.string().optional(),
  chainId: z.string().optional(),
});
export type UnknownNft = z.output<typeof UnknownNft>;

/**
 * An item of a mixed NFT list, parsed with the shape its `ercType` names; a standard this app does
 * not know yet falls back to `fallback` instead of failing.
 */
export function byErcType<const V extends Record<string, z.ZodType>, F extends z.ZodType>(variants: V, fallback: F) {
  return chosen((value): V[keyof V] | F => {
    const kind = typeof value === 'object' && value !== null ? (value as { ercType?: unknown }).ercType : undefined;
    return typeof kind === 'string' && Object.hasOwn(variants, kind) ? (variants[kind] as V[keyof V]) : fallback;
  });
}

/** Item of balances:listCollectibles: an ERC-721 or ERC-1155 holding. */
export const CollectibleBalance = byErcType(
  { 'ERC-721': Erc721TokenBalance, 'ERC-1155': Erc1155TokenBalance },
  UnknownNft,
);
export type CollectibleBalance = z.output<typeof CollectibleBalance>;

/** Item of nfts/collections/{address}/tokens. */
export const NftCollectionToken = byErcType({ 'ERC-721': Erc721Token, 'ERC-1155': Erc1155Token }, UnknownNft);
export type NftCollectionToken = z.output<typeof NftCollectionToken>;

export const ListCollectibleBalancesResponse = loose({
  nextPageToken,
  collectibleBalances: z.array(CollectibleBalance),
});
export type ListCollectibleBalancesResponse = z.output<typeof ListCollectibleBalancesResponse>;

export const ListNftTokensResponse = loose({ nextPageToken, tokens: z.array(NftCollectionToken) });
export type ListNftTokensResponse = z.output<typeof ListNftTokensResponse>;
