/**
 * Reads Avalanche's linear codec (big-endian fixed-width integers, u32-length-prefixed byte slices) and
 * remembers where each field came from, so a decoded message can show every field with its raw bytes.
 */

/** A field read from the bytes: where it was, its raw hex, and what it means. */
export interface WarpField {
  key: string;
  label: string;
  offset: number;
  length: number;
  /** The field's bytes, 0x-prefixed. */
  hex: string;
  /** The decoded value as shown (a number, a cb58 id, a count…). */
  value: string;
  /** Why the value means what it does, or a warning about it. */
  note?: string;
}

/** The bytes ran out or held something the layout does not allow. */
export class DecodeStop extends Error {}

export const byteCount = (n: number) => `${n} ${n === 1 ? 'byte' : 'bytes'}`;

export const toHex = (bytes: Uint8Array): string => {
  let out = '0x';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
};

export class ByteReader {
  private at = 0;
  readonly fields: WarpField[] = [];

  constructor(
    readonly bytes: Uint8Array,
    /** Where `bytes` start inside the whole message, so offsets are absolute. */
    readonly base = 0,
  ) {}

  get offset(): number {
    return this.at;
  }

  get remaining(): number {
    return this.bytes.length - this.at;
  }

  /** The next `n` bytes; stops (without consuming) when fewer remain. */
  take(n: number, what: string): Uint8Array {
    if (n > this.remaining) {
      throw new DecodeStop(`${what} needs ${n} bytes but only ${this.remaining} remain`);
    }
    const out = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }

  /** Records a field read from `start` (relative) up to the current position. */
  record(start: number, key: string, label: string, value: string, note?: string): void {
    const raw = this.bytes.subarray(start, this.at);
    this.fields.push({
      key,
      label,
      offset: this.base + start,
      length: raw.length,
      hex: toHex(raw),
      value,
      ...(note ? { note } : {}),
    });
  }

  uint(width: 1 | 2 | 4 | 8, what: string): bigint {
    let value = 0n;
    for (const b of this.take(width, what)) value = (value << 8n) | BigInt(b);
    return value;
  }

  u16(what: string): number {
    return Number(this.uint(2, what));
  }

  u32(what: string): number {
    return Number(this.uint(4, what));
  }

  /** A u32 length, then that many bytes. */
  slice(what: string): Uint8Array {
    const length = this.u32(`${what} length`);
    return this.take(length, what);
  }

  /** Reads one field and records it; `describe` turns the raw bytes into the shown value. */
  field<T>(key: string, label: string, read: () => T, describe: (value: T) => string, note?: (value: T) => string) {
    const start = this.at;
    let value: T;
    try {
      value = read();
    } catch (e) {
      // A field that cannot be read is not consumed at all: its length prefix stays with the raw rest.
      this.at = start;
      throw e;
    }
    this.record(start, key, label, describe(value), note?.(value) || undefined);
    return value;
  }
}
