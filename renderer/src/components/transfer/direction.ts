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
