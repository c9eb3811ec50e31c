import { feeWei } from '@renderer/format/number';
import type { NativeTransaction } from '@shared/models/data/transactions';

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
