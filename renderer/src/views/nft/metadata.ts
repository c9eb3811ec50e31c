import type { StatusTone } from '@renderer/components/value/status-tone';
import { middleTruncate } from '@renderer/format/text';
import type { NftCollectionToken } from '@shared/models/data/nfts';
import { NftMetadata } from '@shared/models/data/nfts';

/**
 * NFT metadata comes from whoever minted the token: every field is untrusted text. These helpers turn
 * it into plain values for text nodes (never markup) and refuse anything that would be interpreted.
 */

export interface TokenFacts {
  tokenId: string;
  ercType: string;
  /** The contract's name (ERC-721 tokens carry it). */
  collectionName: string | undefined;
  tokenUri: string | undefined;
  owner: string | undefined;
  metadata: NftMetadata | undefined;
  /** What to call the token: its metadata name, else collection + id. */
  title: string;
}

const MAX_TEXT = 200;
const clip = (text: string, max = MAX_TEXT) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The fields a gallery card and the detail panel need, whatever standard the token is. */
export function tokenFacts(token: NftCollectionToken): TokenFacts {
  const raw = token as { metadata?: unknown; name?: unknown; ownerAddress?: unknown };
  const parsed = NftMetadata.safeParse(raw.metadata);
  const metadata = parsed.success ? parsed.data : undefined;
  const tokenId = token.tokenId ?? '';
  const collectionName = nonEmpty(raw.name);
  const name = nonEmpty(metadata?.name);
  return {
    tokenId,
    ercType: token.ercType,
    collectionName,
    tokenUri: nonEmpty(token.tokenUri),
    owner: nonEmpty(raw.ownerAddress),
    metadata,
    title: clip(name ?? `${collectionName ?? 'Token'} #${middleTruncate(tokenId, 12, 6)}`),
  };
}

/** The name a collection goes by: the contract name of an ERC-721 token, else the metadata symbol. */
export function collectionTitle(tokens: readonly TokenFacts[]): string | undefined {
  for (const t of tokens) if (t.collectionName) return clip(t.collectionName, 80);
  for (const t of tokens) {
    const symbol = nonEmpty(t.metadata?.symbol);
    if (symbol) return clip(symbol, 80);
  }
  return undefined;
}

export interface Trait {
  label: string;
  value: string;
}

export type ParsedAttributes =
  | { kind: 'none' }
  | { kind: 'traits'; traits: Trait[]; omitted: number }
  | { kind: 'raw'; text: string; reason: string };

const MAX_TRAITS = 200;

/** A JSON value as one line of text: strings as they are, everything else as compact JSON. */
function display(value: unknown): string {
  if (typeof value === 'string') return clip(value);
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return clip(JSON.stringify(value));
}

/** One entry of an OpenSea-style attributes array: `{trait_type, value}`, a bare value, or anything else. */
function traitOf(item: unknown, index: number): Trait {
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
    const o = item as Record<string, unknown>;
    const label = nonEmpty(o.trait_type) ?? nonEmpty(o.name) ?? nonEmpty(o.key) ?? nonEmpty(o.type);
    if ('value' in o) return { label: clip(label ?? `#${index + 1}`, 60), value: display(o.value) };
    return { label: clip(label ?? `#${index + 1}`, 60), value: display(item) };
  }
  return { label: `#${index + 1}`, value: display(item) };
}

/**
 * The metadata's `attributes` (ERC-721) or `properties` (ERC-1155) JSON string as traits: an array of
 * `{trait_type, value}` or an object of key → value. Anything else is shown raw with the reason.
 */
export function parseAttributes(text: string | undefined): ParsedAttributes {
  if (text === undefined || text.trim() === '') return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'raw', text: clip(text, 4000), reason: 'not valid JSON' };
  }
  let traits: Trait[];
  if (Array.isArray(value)) traits = value.map(traitOf);
  else if (value !== null && typeof value === 'object') {
    traits = Object.entries(value).map(([k, v]) => ({ label: clip(k, 60), value: display(v) }));
  } else return { kind: 'raw', text: clip(text, 4000), reason: 'JSON that is neither a list nor an object' };
  if (traits.length === 0) return { kind: 'none' };
  return { kind: 'traits', traits: traits.slice(0, MAX_TRAITS), omitted: Math.max(0, traits.length - MAX_TRAITS) };
}

/** The metadata `background` (hex, with or without #) as a CSS colour; null for anything else. */
export function safeBackground(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  const match = /^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/.exec(text);
  return match ? `#${(match[1] as string).toLowerCase()}` : null;
}

/** A URI short enough for a card: data: URIs by their media type and size, others cut in the middle. */
export function uriSummary(uri: string): string {
  const data = /^data:([^,;]*)/i.exec(uri);
  if (data) return `data:${data[1] || 'text/plain'} (${uri.length.toLocaleString('en-US')} chars)`;
  return middleTruncate(uri, 22, 12);
}

/** Tone for the metadata index status: indexed is fine, not yet indexed is pending, the rest failed. */
export function indexStatusTone(status: string): StatusTone {
  if (status === 'INDEXED') return 'success';
  if (status === 'UNINDEXED' || status === 'UNKNOWN') return 'warning';
  return 'failed';
}

/** `INVALID_METADATA_JSON` → "Invalid metadata json". */
export function indexStatusLabel(status: string): string {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
