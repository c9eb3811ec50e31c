import { formatLocal, formatUtc, type TimeInput } from '@renderer/format/time';

/** Hover text of every time shown: `2024-05-01 14:03:22 local · 2024-05-01 12:03:22 UTC`. */
export function timeTitle(value: TimeInput): string {
  return `${formatLocal(value)} local · ${formatUtc(value)}`;
}
