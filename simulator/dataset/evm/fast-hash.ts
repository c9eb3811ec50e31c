import type { Rng } from '../rng';

const scratch = Buffer.alloc(32);

/**
 * A random 32-byte hash, 0x-prefixed: 8 draws of 32 bits hex-encoded natively, instead of 32 byte
 * draws, because the dataset needs one per transaction and block and generation time matters.
 */
export function fastHash(rng: Rng): string {
  for (let i = 0; i < 8; i++) scratch.writeUInt32BE(Math.floor(rng.next() * 4294967296), i * 4);
  return `0x${scratch.toString('hex')}`;
}
