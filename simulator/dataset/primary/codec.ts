import { hash } from 'node:crypto';

/** Big-endian writer for Avalanche's linear codec (fixed-width ints, length-prefixed slices). */
export class ByteWriter {
  private buf: Uint8Array;
  private len = 0;

  constructor(sizeHint = 128) {
    this.buf = new Uint8Array(sizeHint);
  }

  private ensure(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  u16(v: number): this {
    this.ensure(2);
    this.buf[this.len++] = (v >>> 8) & 0xff;
    this.buf[this.len++] = v & 0xff;
    return this;
  }

  u32(v: number): this {
    this.ensure(4);
    for (let s = 24; s >= 0; s -= 8) this.buf[this.len++] = (v >>> s) & 0xff;
    return this;
  }

  u64(v: bigint | number): this {
    const hi = typeof v === 'bigint' ? Number((v >> 32n) & 0xffffffffn) : Math.floor(v / 0x1_0000_0000);
    const lo = typeof v === 'bigint' ? Number(v & 0xffffffffn) : v >>> 0;
    return this.u32(hi).u32(lo);
  }

  raw(bytes: Uint8Array): this {
    this.ensure(bytes.length);
    this.buf.set(bytes, this.len);
    this.len += bytes.length;
    return this;
  }

  /** u32 length prefix, then the bytes. */
  bytes(bytes: Uint8Array): this {
    return this.u32(bytes.length).raw(bytes);
  }

  /** u16 length prefix, then UTF-8 (codec strings). */
  str(value: string): this {
    const b = Buffer.from(value, 'utf8');
    return this.u16(b.length).raw(b);
  }

  /** The written bytes; shares the buffer when little of it would be wasted, copies otherwise. */
  done(): Uint8Array {
    return this.len * 2 >= this.buf.length ? this.buf.subarray(0, this.len) : this.buf.slice(0, this.len);
  }
}

export const sha256 = (data: Uint8Array): Uint8Array => hash('sha256', data, 'buffer');
export const toHex = (bytes: Uint8Array): string => `0x${Buffer.from(bytes).toString('hex')}`;
export const fromHex = (hex: string): Uint8Array => new Uint8Array(Buffer.from(hex.replace(/^0x/i, ''), 'hex'));

/** avalanchego's `hex` encoding: 0x + bytes + the last 4 bytes of their sha256 as a checksum. */
export const toCheckedHex = (bytes: Uint8Array): string =>
  `0x${Buffer.from(bytes).toString('hex')}${Buffer.from(sha256(bytes).subarray(28)).toString('hex')}`;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const CHUNK = 58n ** 9n;

/** base58 (Bitcoin alphabet) via 9-digit chunks: same output as @scure/base, far fewer big-number steps. */
function base58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let value = bytes.length > zeros ? BigInt(`0x${Buffer.from(bytes.subarray(zeros)).toString('hex')}`) : 0n;
  let out = '';
  while (value > 0n) {
    let chunk = Number(value % CHUNK);
    value /= CHUNK;
    for (let i = 0; i < 9 && (value > 0n || chunk > 0); i++) {
      out = BASE58[chunk % 58] + out;
      chunk = Math.floor(chunk / 58);
    }
  }
  return '1'.repeat(zeros) + out;
}

/** cb58: base58 of payload ‖ last 4 bytes of sha256(payload) (equals shared/ids cb58Encode). */
export function cb58(payload: Uint8Array): string {
  const all = new Uint8Array(payload.length + 4);
  all.set(payload);
  all.set(sha256(payload).subarray(28), payload.length);
  return base58(all);
}

/** An id (tx, block, vertex) is the sha256 of the signed bytes, in cb58. */
export const idOf = (bytes: Uint8Array): string => cb58(sha256(bytes));

/** Filler bytes (block bodies) from a seed: xorshift32, four bytes per step. */
export function fillBytes(seed: number, n: number): Uint8Array {
  const words = new Uint32Array(Math.ceil(n / 4));
  let x = seed >>> 0 || 0x6d2b79f5;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return new Uint8Array(words.buffer, 0, n);
}

/** A 32-byte id whose first bytes spell `name` (how avalanchego names its VMs and Fxs). */
export function namedId(name: string): Uint8Array {
  const out = new Uint8Array(32);
  out.set(Buffer.from(name, 'ascii'));
  return out;
}

/** ids.ID.Append: sha256(id ‖ u32 suffix). */
export const appendId = (id: Uint8Array, suffix: number): Uint8Array =>
  sha256(new ByteWriter().raw(id).u32(suffix).done());
