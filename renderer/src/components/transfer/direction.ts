import type { Direction } from '@shared/format/direction';

/** Main computes directions too (exports), so the rule lives in shared/. */
export { type Direction, directionOf } from '@shared/format/direction';

export const DIRECTION_LABELS: Record<Direction, string> = { in: 'IN', out: 'OUT', self: 'SELF', other: '—' };
export const DIRECTION_TITLES: Record<Direction, string> = {
  in: 'Received by this address',
  out: 'Sent by this address',
  self: 'Sent by this address to itself',
  other: 'Neither sent nor received directly by this address',
};
