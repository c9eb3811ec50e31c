import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { toChecksumAddress } from '@shared/ids';

/** Minimal ABI/RLP helpers so selectors, topics and contract addresses are the real derivations. */

const selectorCache = new Map<string, string>();

export const keccakHex = (bytes: Uint8Array) => `0x${bytesToHex(keccak_256(bytes))}`;

/** Keccak-256 of a signature such as `transfer(address,uint256)`, 0x-prefixed. */
export const eventTopic = (signature: string) => keccakHex(utf8ToBytes(signature));

/** 4-byte function selector of a signature. */
export function selector(signature: string): string {
  let s = selectorCache.get(signature);
  if (s === undefined) {
    s = eventTopic(signature).slice(0, 10);
    selectorCache.set(signature, s);
  }
  return s;
}

export const TRANSFER_TOPIC = eventTopic('Transfer(address,address,uint256)');
export const TRANSFER_SINGLE_TOPIC = eventTopic('TransferSingle(address,address,address,uint256,uint256)');

/** A 32-byte ABI word of an address or unsigned integer, without 0x. */
export const wordOfAddress = (address: string) => address.slice(2).toLowerCase().padStart(64, '0');
export const wordOfUint = (value: bigint) => value.toString(16).padStart(64, '0');

function rlpBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.length === 1 && (bytes[0] as number) < 0x80) return bytes;
  return Uint8Array.from([0x80 + bytes.length, ...bytes]);
}

function rlpUint(value: number): Uint8Array {
  if (value === 0) return Uint8Array.of(0x80);
  const hex = value.toString(16);
  return rlpBytes(hexToBytes(hex.length % 2 ? `0${hex}` : hex));
}

/** Address of a contract created with CREATE: keccak(rlp([sender, nonce]))[12:]. */
export function createAddress(sender: string, nonce: number): string {
  const payload = [...rlpBytes(hexToBytes(sender.slice(2))), ...rlpUint(nonce)];
  const encoded = Uint8Array.from([0xc0 + payload.length, ...payload]);
  return toChecksumAddress(`0x${bytesToHex(keccak_256(encoded)).slice(24)}`);
}

/** Address of a contract created with CREATE2: keccak(0xff ‖ deployer ‖ salt ‖ keccak(initCode))[12:]. */
export function create2Address(deployer: string, salt: string, initCodeHash: string): string {
  const bytes = hexToBytes(`ff${deployer.slice(2)}${salt.slice(2)}${initCodeHash.slice(2)}`);
  return toChecksumAddress(`0x${bytesToHex(keccak_256(bytes)).slice(24)}`);
}
