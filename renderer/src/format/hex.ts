/** Bytes written as hex (`0x` optional, even length); null when the text is not that. */
export function hexToBytes(hex: string): Uint8Array | null {
  const body = hex.trim().replace(/^0x/i, '');
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) return null;
  const bytes = new Uint8Array(body.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(body.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export interface HexDumpRow {
  /** Offset of the row's first byte, 8 hex digits. */
  offset: string;
  /** Two hex digits per byte, space separated. */
  hex: string;
  /** Printable ASCII as is, anything else as `.`. */
  ascii: string;
}

export function hexDumpRowCount(byteLength: number, bytesPerRow = 16): number {
  return Math.ceil(byteLength / bytesPerRow);
}

/** One row of a classic hex dump, computed on demand so a megabyte container never builds all its rows. */
export function hexDumpRow(bytes: Uint8Array, rowIndex: number, bytesPerRow = 16): HexDumpRow {
  const start = rowIndex * bytesPerRow;
  const slice = bytes.subarray(start, Math.min(start + bytesPerRow, bytes.length));
  let hex = '';
  let ascii = '';
  for (let i = 0; i < slice.length; i++) {
    const b = slice[i]!;
    hex += (i === 0 ? '' : ' ') + b.toString(16).padStart(2, '0');
    ascii += b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.';
  }
  return { offset: start.toString(16).padStart(8, '0'), hex, ascii };
}
