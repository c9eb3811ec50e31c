import { formatUnits, isIntegerString } from '@renderer/format/amount';
import type { BLOCKCHAIN_STATUSES, PlatformBlockJson, PlatformTx } from '@shared/models/node/platform';

/** AVAX has 9 decimals on the P-Chain: amounts arrive in nAVAX. */
export const AVAX_DECIMALS = 9;

/** `720123456789000000` nAVAX → `720,123,456.789000000`: exact, always all 9 decimals. Null when not an integer. */
export function formatAvax(nAvax: string): string | null {
  if (!isIntegerString(nAvax)) return null;
  const text = formatUnits(nAvax.trim(), AVAX_DECIMALS);
  const [integer, fraction = ''] = text.split('.');
  return `${integer}.${fraction.padEnd(AVAX_DECIMALS, '0')}`;
}

export type BlockchainState = (typeof BLOCKCHAIN_STATUSES)[number];

/** The spec's meaning of each platform.getBlockchainStatus answer. */
export const BLOCKCHAIN_STATE_MEANINGS: readonly { state: BlockchainState; meaning: string }[] = [
  { state: 'Validating', meaning: 'The blockchain is validated by this node.' },
  { state: 'Created', meaning: 'The blockchain exists, but this node does not validate it.' },
  {
    state: 'Preferred',
    meaning: 'Proposed for creation and likely to be created; the creating transaction is not yet accepted.',
  },
  { state: 'Syncing', meaning: 'This node participates in the blockchain as a non-validating node.' },
  {
    state: 'Unknown',
    meaning: 'Never proposed, or the proposal is not preferred; the proposal may be resubmitted.',
  },
];

export const BLOCK_LOOKUPS = ['height', 'id'] as const;
export type BlockLookup = (typeof BLOCK_LOOKUPS)[number];
export const BLOCK_ENCODINGS = ['json', 'hex'] as const;
export type BlockEncoding = (typeof BLOCK_ENCODINGS)[number];

/** Which block to read: by height (getBlockByHeight) or by id (getBlock). */
export type BlockRequest = { by: 'height'; height: number } | { by: 'id'; id: string };

/** A block request from its hash form (`?pblock=`): digits are a height, anything else an id. */
export function blockRequestFromText(text: string | null): BlockRequest | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  if (/^\d{1,15}$/.test(value)) return { by: 'height', height: Number(value) };
  return { by: 'id', id: value };
}

export function blockRequestText(request: BlockRequest): string {
  return request.by === 'height' ? String(request.height) : request.id;
}

export function encodingFromText(text: string | null): BlockEncoding {
  return text === 'hex' ? 'hex' : 'json';
}

/** Heights either side of `height`; none below genesis. */
export function neighbourHeights(height: string | number): { previous: number | null; next: number } | null {
  const n = typeof height === 'number' ? height : /^\d{1,15}$/.test(height) ? Number(height) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 0) return null;
  return { previous: n > 0 ? n - 1 : null, next: n + 1 };
}

/**
 * The transactions of a JSON block, in the node's order (as its Txs() lists them): standard blocks carry
 * `txs`; Banff proposal blocks carry decision `txs` (null when none) then the proposal `tx`; commit and
 * abort blocks carry none.
 */
export function blockTransactions(block: PlatformBlockJson): PlatformTx[] {
  return [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])];
}

/** What a JSON block is: a proposal (has `tx`), a standard block (has `txs`), or a decision on its parent. */
export type PBlockKind = 'standard' | 'proposal' | 'decision';

export function platformBlockKind(block: PlatformBlockJson): PBlockKind {
  if (block.tx) return 'proposal';
  if (block.txs !== undefined && block.txs !== null) return 'standard';
  return 'decision';
}

/** The P-Chain block codec's type ids (vms/platformvm/block/codec.go registration order). */
const BLOCK_TYPES: Record<number, string> = {
  0: 'Apricot proposal',
  1: 'Apricot abort',
  2: 'Apricot commit',
  3: 'Apricot standard',
  4: 'Apricot atomic',
  29: 'Banff proposal',
  30: 'Banff abort',
  31: 'Banff commit',
  32: 'Banff standard',
};

/**
 * The block type named by the hex bytes (2-byte codec version, then the 4-byte type id): the JSON of a
 * commit and an abort block is the same, the bytes tell them apart. Null when unreadable or unknown.
 */
export function platformBlockTypeFromHex(hex: string): string | null {
  const body = hex.trim().replace(/^0x/i, '');
  if (body.length < 12 || !/^[0-9a-fA-F]+$/.test(body.slice(0, 12))) return null;
  return BLOCK_TYPES[Number.parseInt(body.slice(4, 12), 16)] ?? null;
}

/** Addresses typed one per line or separated by commas/spaces. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}
