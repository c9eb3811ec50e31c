import { bech32 } from '@scure/base';
import { cb58Decode } from '@shared/ids';
import type { Profile } from '@shared/models/profile';

/**
 * Why a primary-network identifier (node ID, cb58 id, bech32 address) is or is not usable, in words a
 * user can act on. Pure; `classify.ts` decides which of these a piece of text is meant to be.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const NODE_ID_PREFIX = /^nodeid-/i;
const NODE_ID_BYTES = 20;
const ID_BYTES = 32;
/** cb58 of 32 bytes plus the 4-byte checksum is 48–50 characters; a little slack catches typos. */
const CB58_ID_LENGTH = { min: 44, max: 54 };

export const looksLikeNodeId = (text: string) => NODE_ID_PREFIX.test(text);

export const isBase58 = (text: string) => BASE58.test(text);

/** Payload of a cb58 string, or why it has none. */
function cb58Payload(text: string, what: string): Checked<Uint8Array> {
  if (!isBase58(text)) return { ok: false, reason: `${what} has characters cb58 does not use (0, O, I and l)` };
  const payload = cb58Decode(text);
  if (!payload) return { ok: false, reason: `${what} checksum invalid (a character is wrong or missing)` };
  return { ok: true, value: payload };
}

/** `NodeID-<cb58 of 20 bytes>`; the prefix is accepted in any letter case and returned canonical. */
export function checkNodeId(text: string): Checked<string> {
  const body = text.replace(NODE_ID_PREFIX, '');
  if (body === '') return { ok: false, reason: 'NodeID- must be followed by the node’s cb58 short id' };
  const payload = cb58Payload(body, 'NodeID');
  if (!payload.ok) return payload;
  if (payload.value.length !== NODE_ID_BYTES) {
    return {
      ok: false,
      reason: `NodeID decodes to ${payload.value.length} bytes; a node ID has ${NODE_ID_BYTES}`,
    };
  }
  return { ok: true, value: `NodeID-${body}` };
}

/** Long enough and base58 enough that the user most likely meant a 32-byte cb58 id. */
export const looksLikeCb58Id = (text: string) =>
  isBase58(text) && text.length >= CB58_ID_LENGTH.min && text.length <= CB58_ID_LENGTH.max;

/** A 32-byte cb58 id (subnet, blockchain, transaction, block). */
export function checkCb58Id(text: string): Checked<string> {
  const payload = cb58Payload(text, 'cb58 id');
  if (!payload.ok) return payload;
  const n = payload.value.length;
  if (n === NODE_ID_BYTES) {
    return { ok: false, reason: 'A 20-byte cb58 short id: add the NodeID- prefix if it is a node' };
  }
  if (n !== ID_BYTES) return { ok: false, reason: `cb58 value of ${n} bytes; subnet and blockchain ids have 32` };
  return { ok: true, value: text };
}

const BECH32_SHAPE = /^(?:([a-z])-)?([a-z]+)1([a-z0-9]+)$/i;
const BECH32_CHARS = /^[02-9ac-hj-np-z]+$/;
const HRP_NETWORK: Record<string, Profile['network']> = { avax: 'mainnet', fuji: 'fuji' };

export interface AvaxAddress {
  address: string;
  network: Profile['network'];
}

/** Whether `text` has the shape `[P-|X-|C-]<hrp>1<data>` with a known Avalanche hrp. */
export function looksLikeAvaxAddress(text: string): boolean {
  const match = BECH32_SHAPE.exec(text);
  return !!match && (match[2] as string).toLowerCase() in HRP_NETWORK;
}

/** A P-/X-Chain bech32 address (`avax1…`, `P-avax1…`, `X-fuji1…`) and the network its hrp names. */
export function checkAvaxAddress(input: string): Checked<AvaxAddress> {
  // bech32 may be written all upper-case; mixed case is invalid by definition.
  const text = input === input.toUpperCase() ? input.toLowerCase().replace(/^([pxc])-/, (c) => c.toUpperCase()) : input;
  const match = BECH32_SHAPE.exec(text);
  if (!match) return { ok: false, reason: 'Not a bech32 address like avax1… or P-avax1…' };
  const [, chain, hrp = '', data = ''] = match;
  if (chain && !['P', 'X', 'C'].includes(chain)) {
    return { ok: false, reason: `"${chain}-" is not a chain prefix: use P-, X- or none` };
  }
  if (chain === 'C') return { ok: false, reason: 'C-Chain bech32 addresses earn no staking rewards: use the P- form' };
  const network = HRP_NETWORK[hrp];
  if (!network) return { ok: false, reason: `bech32 prefix "${hrp}" is neither avax (mainnet) nor fuji` };
  if (hrp !== hrp.toLowerCase() || data !== data.toLowerCase()) {
    return { ok: false, reason: 'bech32 addresses are all lower-case (or all upper-case), never mixed' };
  }
  if (!BECH32_CHARS.test(data)) {
    return { ok: false, reason: 'Has characters bech32 does not use (1, b, i and o after the separator)' };
  }
  let bytes: Uint8Array;
  try {
    bytes = bech32.decodeToBytes(`${hrp}1${data}`).bytes;
  } catch {
    return { ok: false, reason: 'Looks like an Avalanche address but its bech32 checksum is invalid' };
  }
  if (bytes.length !== NODE_ID_BYTES) {
    return { ok: false, reason: `Address decodes to ${bytes.length} bytes; P- and X-Chain addresses have 20` };
  }
  return { ok: true, value: { address: text, network } };
}
