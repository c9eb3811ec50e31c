import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';

/** Avalanche cb58: base58 of payload ‖ last 4 bytes of sha256(payload). */
export function cb58Encode(payload: Uint8Array): string {
  const checksum = sha256(payload).slice(-4);
  const all = new Uint8Array(payload.length + 4);
  all.set(payload);
  all.set(checksum, payload.length);
  return base58.encode(all);
}

/** Decoded payload, or null when `value` is not cb58 with a valid checksum. */
export function cb58Decode(value: string): Uint8Array | null {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(value);
  } catch {
    return null;
  }
  if (bytes.length < 5) return null;
  const payload = bytes.slice(0, -4);
  const checksum = bytes.slice(-4);
  const expected = sha256(payload).slice(-4);
  return checksum.every((b, i) => b === expected[i]) ? payload : null;
}

/**
 * Base58 decoding is quadratic in the input length, so the id checks look at the length first: 36 bytes
 * (payload + checksum) are at most 50 characters, 24 bytes at most 33.
 */
const MAX_ID_CHARS = 50;
const MAX_SHORT_ID_CHARS = 33;

/** A 32-byte id (tx, block, subnet, blockchain) in cb58. */
export const isCb58Id = (value: string) => value.length <= MAX_ID_CHARS && cb58Decode(value)?.length === 32;

const NODE_ID_PREFIX = 'NodeID-';
/** `NodeID-` followed by cb58 of a 20-byte short id. */
export function isNodeId(value: string): boolean {
  if (!value.startsWith(NODE_ID_PREFIX) || value.length > NODE_ID_PREFIX.length + MAX_SHORT_ID_CHARS) return false;
  return cb58Decode(value.slice(NODE_ID_PREFIX.length))?.length === 20;
}
export const nodeIdFromBytes = (shortId: Uint8Array) => `${NODE_ID_PREFIX}${cb58Encode(shortId)}`;
