import { feeWei } from '@renderer/format/number';
import type { NativeTransaction } from '@shared/models/data/transactions';

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
