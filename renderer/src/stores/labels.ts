import { type AddressLabel, labelKey } from '@shared/models/labels';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

interface LabelState {
  /** Every stored label by lower-case address (a mirror of main's store, refreshed by `useLabels`). */
  byAddress: Readonly<Record<string, AddressLabel>>;
  replace(labels: readonly AddressLabel[]): void;
}

/**
 * Labels as the renderer sees them. A store rather than a query so any address on any row can read its
 * label with one selector (and static renders without a query client still work).
 */
export const useLabelStore = create<LabelState>()((set) => ({
  byAddress: {},
  replace: (labels) => set({ byAddress: Object.fromEntries(labels.map((l) => [l.address, l])) }),
}));

/** The user's label of `address` (any letter case), or undefined. */
export function useAddressLabel(address: string): AddressLabel | undefined {
  const read = () => useLabelStore.getState().byAddress[labelKey(address)];
  // The current labels on the server snapshot too (zustand's own hook renders the initial, empty state
  // there), so a static render of a row shows the same label as the live page.
  return useSyncExternalStore(useLabelStore.subscribe, read, read);
}

/** Labels whose name contains `text` (any letter case), best first: name starts with it, then by name. */
export function labelsMatching(labels: Iterable<AddressLabel>, text: string, limit = 5): AddressLabel[] {
  const needle = text.trim().toLowerCase();
  if (needle.length === 0) return [];
  const hits: AddressLabel[] = [];
  for (const l of labels) if (l.label.toLowerCase().includes(needle)) hits.push(l);
  const rank = (l: AddressLabel) => (l.label.toLowerCase().startsWith(needle) ? 0 : 1);
  return hits.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label)).slice(0, limit);
}
