import { cb58Encode, formatAvaxAddress, nodeIdFromBytes, toChecksumAddress } from '@shared/ids';
import type { Rng } from './rng';

/** Ids that look real: checksummed 0x addresses, 32-byte hashes, cb58 ids, NodeIDs, bech32 addresses. */
export const evmAddress = (rng: Rng) => toChecksumAddress(rng.hex(20));
export const hash32 = (rng: Rng) => rng.hex(32);
export const cb58Id = (rng: Rng) => cb58Encode(rng.bytes(32));
export const nodeId = (rng: Rng) => nodeIdFromBytes(rng.bytes(20));
export const avaxAddress = (rng: Rng, hrp: 'avax' | 'fuji', chain?: 'P' | 'X') =>
  formatAvaxAddress(hrp, rng.bytes(20), chain);
