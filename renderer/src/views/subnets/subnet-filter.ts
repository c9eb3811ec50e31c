import type { Subnet } from '@shared/models/data/primary';

export const KIND_FILTERS = ['all', 'l1', 'subnet'] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

export const isKindFilter = (value: string | null): value is KindFilter =>
  (KIND_FILTERS as readonly (string | null)[]).includes(value);

/** The texts a search matches against: the subnet id, and each blockchain's name and id. */
export function subnetSearchTexts(subnet: Subnet): string[] {
  return [subnet.subnetId, ...subnet.blockchains.flatMap((b) => [b.blockchainName, b.blockchainId])];
}

/**
 * Whether a loaded subnet passes the kind filter and the search: every whitespace-separated term
 * must occur (case-insensitively) in its id or one of its blockchains' names or ids.
 */
export function subnetMatches(subnet: Subnet, kind: KindFilter, search: string): boolean {
  if (kind === 'l1' && !subnet.isL1) return false;
  if (kind === 'subnet' && subnet.isL1) return false;
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = subnetSearchTexts(subnet).join('\u0000').toLowerCase();
  return terms.every((t) => haystack.includes(t));
}

/** A page size typed into the hash or the form: a whole number, else null (the contract says what is allowed). */
export function parsePageSize(text: string | null): number | null {
  if (text === null || !/^\s*\d+\s*$/.test(text)) return null;
  return Number(text.trim());
}
