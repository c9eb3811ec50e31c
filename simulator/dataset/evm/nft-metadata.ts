import { SIM_NOW } from '../constants';
import type { Rng } from '../rng';
import type { CollectionDef, EvmChainData, NftTokenState } from './types';

/**
 * Token URIs and indexed metadata of NFTs, derived per token from the collection's untouched rng so
 * they cost nothing at generation time and never change. Hosting varies by collection: IPFS, HTTPS,
 * animations, on-chain SVG, and a collection whose metadata is partly unreachable or invalid.
 */

export type IndexStatus =
  | 'INDEXED'
  | 'UNINDEXED'
  | 'UNREACHABLE_TOKEN_URI'
  | 'INVALID_METADATA_JSON'
  | 'INVALID_TOKEN_URI_SCHEME';

export interface NftMetadata {
  indexStatus: IndexStatus;
  metadataLastUpdatedTimestamp?: number;
  name?: string;
  symbol?: string;
  imageUri?: string;
  description?: string;
  animationUri?: string;
  externalUrl?: string;
  background?: string;
  /** ERC-721: JSON text of the attributes array. */
  attributes?: string;
  /** ERC-1155 */
  decimals?: number;
  properties?: string;
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const cid = (rng: Rng) => `Qm${Array.from({ length: 44 }, () => B58[rng.int(0, 57)]).join('')}`;
const slugOf = (c: CollectionDef) => c.name.toLowerCase().replace(/[^a-z0-9]+/g, '');

const TRAITS: Record<string, string[]> = {
  Background: ['Glacier', 'Summit', 'Aurora', 'Midnight', 'Snowfield', 'Crimson'],
  Body: ['Snowy', 'Tawny', 'Golden', 'Shadow', 'Crystal'],
  Eyes: ['Wide', 'Sleepy', 'Laser', 'Starry', 'Wink'],
  Headwear: ['None', 'Beanie', 'Crown', 'Goggles', 'Halo'],
};
const ITEM_NAMES = [
  'Ice Pick',
  'Climbing Rope',
  'Frost Lantern',
  'Summit Flag',
  'Crampons',
  'Snow Globe',
  'Avalanche Beacon',
  'Thermal Flask',
];
const RARITY = ['common', 'uncommon', 'rare', 'epic', 'legendary'];

/** A deterministic rng for one token, independent of every other token. */
const tokenRng = (c: CollectionDef, tokenId: bigint) => c.metaRng.fork(`token:${tokenId}`);

export function tokenUri(c: CollectionDef, tokenId: bigint): string {
  const rng = tokenRng(c, tokenId).fork('uri');
  switch (c.style) {
    case 'ipfs':
      return `ipfs://${cid(c.metaRng.fork('base'))}/${tokenId}.json`;
    case 'onchain':
      return `data:application/json;base64,${Buffer.from(JSON.stringify({ name: `${c.name} #${tokenId}` })).toString('base64')}`;
    case 'broken':
      return rng.chance(0.15) ? `ar://${cid(rng)}/${tokenId}` : `https://meta.${slugOf(c)}.invalid/token/${tokenId}`;
    default:
      return `https://api.${slugOf(c)}.xyz/metadata/${tokenId}`;
  }
}

function glyphSvg(rng: Rng, tokenId: bigint): string {
  const hue = rng.int(0, 359);
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const x = rng.int(10, 190);
    const y = rng.int(10, 190);
    return `<circle cx="${x}" cy="${y}" r="${rng.int(8, 60)}" fill="hsl(${(hue + i * 40) % 360},70%,${rng.int(35, 70)}%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue},40%,12%)"/>${shapes}<text x="12" y="190" fill="#fff" font-size="14">#${tokenId}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function imageAndAnimation(c: CollectionDef, rng: Rng, tokenId: bigint): { imageUri?: string; animationUri?: string } {
  const slug = slugOf(c);
  switch (c.style) {
    case 'ipfs':
      return { imageUri: `ipfs://${cid(c.metaRng.fork('images'))}/${tokenId}.png` };
    case 'animated':
      return {
        imageUri: `https://cdn.${slug}.xyz/posters/${tokenId}.jpg`,
        animationUri: rng.chance(0.5)
          ? `https://cdn.${slug}.xyz/clips/${tokenId}.mp4`
          : `ipfs://${cid(rng)}/${tokenId}.mp4`,
      };
    case 'onchain':
      return { imageUri: glyphSvg(rng, tokenId) };
    case 'broken':
      // Indexed, but the image itself is gone (dead host or a CID nobody pins).
      return {
        imageUri: rng.chance(0.5) ? `https://img.${slug}.invalid/${tokenId}.png` : `ipfs://${cid(rng)}/missing.png`,
      };
    default:
      return { imageUri: `https://cdn.${slug}.xyz/images/${tokenId}.png` };
  }
}

function brokenStatus(rng: Rng, uri: string): IndexStatus {
  if (uri.startsWith('ar://')) return 'INVALID_TOKEN_URI_SCHEME';
  const r = rng.next();
  return r < 0.35 ? 'UNREACHABLE_TOKEN_URI' : r < 0.55 ? 'INVALID_METADATA_JSON' : 'INDEXED';
}

export function nftMetadata(chain: EvmChainData, state: NftTokenState): NftMetadata {
  const c = chain.collections[state.collection] as CollectionDef;
  const rng = tokenRng(c, state.tokenId);
  const mintedAt = chain.blocks[chain.txs[state.mintedTx]!.block - chain.spec.firstBlock]!.timestamp;
  // Freshly minted tokens have not been picked up by the indexer yet.
  if (SIM_NOW - mintedAt < 2 * 3600 && rng.fork('fresh').chance(0.7)) return { indexStatus: 'UNINDEXED' };
  const uri = tokenUri(c, state.tokenId);
  const status: IndexStatus = c.style === 'broken' ? brokenStatus(rng.fork('status'), uri) : 'INDEXED';
  const updated = Math.min(SIM_NOW - 60, mintedAt + rng.int(30, 86_400));
  if (status !== 'INDEXED') return { indexStatus: status, metadataLastUpdatedTimestamp: updated };
  const slug = slugOf(c);
  const common: NftMetadata = {
    indexStatus: 'INDEXED',
    metadataLastUpdatedTimestamp: updated,
    symbol: c.symbol,
    ...imageAndAnimation(c, rng.fork('media'), state.tokenId),
    externalUrl: `https://${slug}.xyz/token/${state.tokenId}`,
  };
  if (c.ercType === 'ERC-1155') {
    const name = ITEM_NAMES[Number(state.tokenId % BigInt(ITEM_NAMES.length))] as string;
    return {
      ...common,
      name,
      description: `${name} from ${c.name}. Stackable in-game item.`,
      decimals: 0,
      properties: JSON.stringify({ rarity: RARITY[rng.int(0, RARITY.length - 1)], power: rng.int(1, 100) }),
    };
  }
  const attributes = Object.entries(TRAITS).map(([trait_type, values]) => ({
    trait_type,
    value: values[rng.int(0, values.length - 1)],
  }));
  return {
    ...common,
    name: `${c.name} #${state.tokenId}`,
    description: `${c.name} is a collection of ${c.symbol} tokens living on the Avalanche network.`,
    background: rng.int(0, 0xffffff).toString(16).padStart(6, '0'),
    attributes: JSON.stringify(attributes),
  };
}
