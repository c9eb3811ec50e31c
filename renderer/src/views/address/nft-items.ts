import { imageSource, linkTarget, type SafeUri } from '@renderer/format/ipfs';
import type { CollectibleBalance, Erc721TokenBalance, NftMetadata } from '@shared/models/data/nfts';

/**
 * One card of the NFT gallery, whatever list it came from. Everything here comes from untrusted
 * metadata: texts are only ever rendered as text, the image only through `<img>`, links only as `href`.
 */
export interface NftCardModel {
  key: string;
  ercType: string;
  contract: string;
  tokenId: string;
  /** The token's own name, else the collection's with the id. */
  title: string;
  /** Collection name when the service gave one (ERC-1155 tokens carry none). */
  collection: string | undefined;
  image: SafeUri;
  /** An animation is never loaded; it is offered as a link when it has a safe target. */
  animation: SafeUri | null;
  /** ERC-1155 amount held, as the service sent it. */
  balance: string | undefined;
  decimals: number | undefined;
  /** The indexer's status when the metadata could not be used (`UNREACHABLE_TOKEN_URI`…). */
  metadataProblem: string | undefined;
}

type AnyNft = CollectibleBalance | Erc721TokenBalance;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function metadataOf(item: AnyNft): Partial<NftMetadata> {
  const metadata = (item as { metadata?: unknown }).metadata;
  return typeof metadata === 'object' && metadata !== null ? (metadata as Partial<NftMetadata>) : {};
}

/** `UNREACHABLE_TOKEN_URI` → `Unreachable token URI`. */
export function describeIndexStatus(status: string): string {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.replace(/^./, (c) => c.toUpperCase()).replace(/\buri\b/g, 'URI');
}

export function nftCardModel(item: AnyNft, gateway: string): NftCardModel {
  const metadata = metadataOf(item);
  const tokenId = textOf((item as { tokenId?: unknown }).tokenId) ?? '?';
  const collection = textOf((item as { name?: unknown }).name);
  const status = textOf(metadata.indexStatus);
  const animationUri = textOf(metadata.animationUri);
  return {
    key: `${item.address.toLowerCase()}:${tokenId}`,
    ercType: item.ercType,
    contract: item.address,
    tokenId,
    title: textOf(metadata.name) ?? `${collection ?? textOf(metadata.symbol) ?? 'Token'} #${tokenId}`,
    collection,
    image:
      textOf(metadata.imageUri) === undefined && status !== undefined && status !== 'INDEXED'
        ? notIndexed(status)
        : imageSource(metadata.imageUri, gateway),
    animation: animationUri === undefined ? null : linkTarget(animationUri, gateway),
    balance: textOf((item as { balance?: unknown }).balance),
    decimals: typeof metadata.decimals === 'number' ? metadata.decimals : undefined,
    metadataProblem: status !== undefined && status !== 'INDEXED' ? describeIndexStatus(status) : undefined,
  };
}

function notIndexed(status: string): SafeUri {
  return { ok: false, reason: status === 'UNINDEXED' ? 'metadata not indexed yet' : 'metadata unavailable' };
}
