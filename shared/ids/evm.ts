import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A 20-byte address in 0x hex, any letter case (the checksum is `evmAddressProblem`'s business). */
export const EVM_ADDRESS_HEX = /^0x[0-9a-fA-F]{40}$/;
/** A 32-byte hash (transaction, block) in 0x hex. */
export const HASH_32_HEX = /^0x[0-9a-fA-F]{64}$/;
export const HASH_32_MESSAGE = 'must be 0x followed by 64 hex characters';
/** 32 bytes of hex where the 0x prefix is optional (ids that are not EVM hashes, e.g. a subnet id in hex). */
const BYTES_32_HEX = /^(0x)?[0-9a-fA-F]{64}$/;

/**
 * Checksummed forms already computed: a table shows the same few addresses on every row, and each keccak
 * costs a quarter of a millisecond on a slow machine. Bounded: emptied when it grows past the limit.
 */
const checksummed = new Map<string, string>();
const CHECKSUM_MEMO_LIMIT = 5_000;

/** EIP-55 mixed-case checksum form of a 20-byte address. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  const known = checksummed.get(lower);
  if (known !== undefined) return known;
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c;
  }
  if (checksummed.size >= CHECKSUM_MEMO_LIMIT) checksummed.clear();
  checksummed.set(lower, out);
  return out;
}

/** Why `value` is not a usable EVM address, or null when it is. All-lower/all-upper skip the checksum (EIP-55). */
export function evmAddressProblem(value: string): string | null {
  if (!EVM_ADDRESS_HEX.test(value)) return 'must be 0x followed by 40 hex characters';
  const body = value.slice(2);
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixed && toChecksumAddress(value) !== value) return 'has an invalid EIP-55 checksum (check the letter case)';
  return null;
}

export const isEvmAddress = (value: string) => evmAddressProblem(value) === null;
export const isHash32 = (value: string) => HASH_32_HEX.test(value);
export const isBytes32Hex = (value: string) => BYTES_32_HEX.test(value);
