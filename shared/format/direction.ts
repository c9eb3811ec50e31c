/** Which way a transaction or transfer went, seen from one address (the view's, or an export's). */
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
