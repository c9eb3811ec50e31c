import { formatCompact, formatGas, formatPercent, type IntegerInput, percentOf } from '@renderer/format/number';
import type { TxStatusFilter } from '@renderer/queries/blocks';
import { TRANSACTION_STATUSES } from '@shared/models/data/transactions';

/** Gas used against the limit: the share (null when the limit is 0 or unreadable) and its texts. */
export function gasUsage(used: IntegerInput, limit: IntegerInput) {
  const percent = percentOf(used, limit);
  return {
    percent,
    percentText: percent === null ? '—' : formatPercent(percent, { digits: 1 }),
    shortText: `${formatCompact(used)} / ${formatCompact(limit)}`,
    exactText: `${formatGas(used)} of ${formatGas(limit)} gas${percent === null ? '' : ` (${formatPercent(percent)})`}`,
  };
}

/** A gas bar's tone: nearly full blocks stand out. */
export const gasTone = (percent: number | null) => (percent !== null && percent >= 90 ? 'warning' : 'info');

const CALL_TYPE_LABELS: Record<string, string> = {
  NATIVE_TRANSFER: 'Transfer',
  CONTRACT_CALL: 'Contract call',
  CONTRACT_CREATION: 'Contract creation',
};

/** What a transaction did, for the method column: the decoded name, else the call type, else its selector. */
export function methodLabel(
  method: { callType: string; methodHash: string; methodName?: string | undefined } | undefined,
): string {
  if (!method) return '—';
  if (method.methodName) return method.methodName;
  if (method.callType in CALL_TYPE_LABELS) return CALL_TYPE_LABELS[method.callType] as string;
  return method.methodHash || method.callType;
}

/** `?status=` in the hash: one of the service's statuses, anything else means all transactions. */
export function statusFilterOf(value: string | null): TxStatusFilter | undefined {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value ?? '') ? (value as TxStatusFilter) : undefined;
}

/** Auto-refresh periods offered, in seconds. */
export const AUTO_REFRESH_SECONDS = [5, 10, 30, 60] as const;
export type AutoRefreshSeconds = (typeof AUTO_REFRESH_SECONDS)[number];
export const isAutoRefreshSeconds = (n: number): n is AutoRefreshSeconds =>
  (AUTO_REFRESH_SECONDS as readonly number[]).includes(n);
export const intervalLabel = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} min`);
