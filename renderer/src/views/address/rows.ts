import { feeWei } from '@renderer/format/number';
import type { NativeTransaction } from '@shared/models/data/transactions';

/** Which way a transaction or transfer went, seen from the address being viewed. */
export type Direction = 'in' | 'out' | 'self' | 'other';

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

export function directionOf(subject: string, from: string | undefined, to: string | undefined): Direction {
  const sent = same(from, subject);
  const received = same(to, subject);
  if (sent && received) return 'self';
  if (sent) return 'out';
  if (received) return 'in';
  return 'other';
}

export const DIRECTION_LABELS: Record<Direction, string> = { in: 'IN', out: 'OUT', self: 'SELF', other: '—' };
export const DIRECTION_TITLES: Record<Direction, string> = {
  in: 'Received by this address',
  out: 'Sent by this address',
  self: 'Sent by this address to itself',
  other: 'Neither sent nor received directly by this address',
};

export type TxOutcome = 'success' | 'failed' | 'unknown';

/** The Data API reports the receipt status as `1`/`0` (also seen as `0x1`, `success`, `failed`). */
export function txOutcome(status: string): TxOutcome {
  const s = status.trim().toLowerCase();
  if (s === '1' || s === '0x1' || s === 'success' || s === 'successful') return 'success';
  if (s === '0' || s === '0x0' || s === 'failed' || s === 'failure' || s === 'reverted') return 'failed';
  return 'unknown';
}

/** The fee actually paid, `gasUsed × gasPrice` in wei; null when either is not an integer. */
export function txFee(tx: Pick<NativeTransaction, 'gasUsed' | 'gasPrice'>): bigint | null {
  return feeWei(tx.gasUsed, tx.gasPrice);
}

/** What the transaction did: the decoded method name, else the selector, else the kind of call. */
export function methodLabel(method: NativeTransaction['method']): string {
  if (!method) return '—';
  if (method.methodName) return method.methodName.replace(/\(.*\)$/, '') || method.methodName;
  if (method.methodHash) return method.methodHash;
  return method.callType
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
}
