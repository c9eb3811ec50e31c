import { parseBigInt } from '@renderer/format/number';

/** A route's block number (decimal or `0x` hex) as a BigInt; null when it is neither or negative. */
export function parseBlockNumber(text: string): bigint | null {
  if (!/^(\d+|0x[0-9a-fA-F]+)$/.test(text.trim())) return null;
  return parseBigInt(text.trim());
}

/** The node's head (`0x` quantity) as a BigInt; null while unknown or unreadable. */
export function headNumber(hex: string | undefined): bigint | null {
  if (hex === undefined) return null;
  const n = parseBigInt(hex);
  return n !== null && n >= 0n ? n : null;
}

/** The blocks before and after `n`: none before genesis, none after the head once the head is known. */
export function blockNeighbours(n: bigint, head: bigint | null): { prev: bigint | null; next: bigint | null } {
  return { prev: n > 0n ? n - 1n : null, next: head !== null && n >= head ? null : n + 1n };
}

export type MissingBlock =
  | { kind: 'notYetProduced'; head: bigint; toGo: bigint }
  | { kind: 'unknown'; head: bigint | null };

/** Why the node answered `null` for block `n`: it is past the head, or the node simply has no record of it. */
export function missingBlock(n: bigint, head: bigint | null): MissingBlock {
  if (head !== null && n > head) return { kind: 'notYetProduced', head, toGo: n - head };
  return { kind: 'unknown', head };
}

/** `[` and `]` move to the previous and next block, unless the key was typed into a field or modified. */
export function blockStepOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): -1 | 1 | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName ?? ''))) {
    return null;
  }
  if (event.key === '[') return -1;
  if (event.key === ']') return 1;
  return null;
}
