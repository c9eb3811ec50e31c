import { hasView } from '@renderer/routing/route-views';
import type { AddressLabel } from '@shared/models/labels';
import { parseHash, type RouteName, routeTo } from '@shared/routing/routes';

/** A remembered search (a hash route), or a labelled address, as the dropdown shows it. */
export interface Suggestion {
  hash: string;
  kind: string;
  /** The user's label when the option is a labelled address (found by its name). */
  label?: string;
}

const KIND: Partial<Record<RouteName, string>> = {
  address: 'Address',
  tx: 'Transaction',
  block: 'Block',
  blocks: 'Blocks',
  nft: 'NFT collection',
  subnet: 'Subnet',
  subnets: 'Subnets',
  validators: 'Validators',
  rewards: 'Rewards',
  vertices: 'Vertices',
  node: 'Node',
  index: 'Index',
  metrics: 'Metrics',
  export: 'Export',
  signatures: 'Signatures',
  settings: 'Settings',
  labels: 'Watchlist',
};

/** What kind of view a remembered hash opens ("Transaction", "Validators"…). */
export function suggestionKind(hash: string): string {
  const route = parseHash(hash);
  if (route.name === 'notFound') return 'Link';
  return KIND[route.name] ?? 'Link';
}

/**
 * Recent searches containing `text` (any letter case), newest first; all of them for empty text. Only
 * links that open a view in this build are offered.
 */
export function matchingRecents(recents: readonly string[], text: string): Suggestion[] {
  const needle = text.trim().toLowerCase();
  return recents
    .filter((hash) => hasView(parseHash(hash)))
    .filter((hash) => needle === '' || hash.toLowerCase().includes(needle))
    .map((hash) => ({ hash, kind: suggestionKind(hash) }));
}

/**
 * The highlighted option after an arrow key: -1 is "none" (the typed text), and both directions cycle
 * through it so Up from the first option returns to the text.
 */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  const positions = count + 1;
  const step = key === 'ArrowDown' ? 1 : -1;
  return ((active + 1 + step + positions) % positions) - 1;
}

/** Labelled addresses whose name matches, opened on the chain the search runs on. */
export function labelSuggestions(matches: readonly AddressLabel[], chainId: string): Suggestion[] {
  return matches.map((l) => ({
    hash: routeTo('address', { chainId, address: l.address }),
    kind: 'Label',
    label: l.label,
  }));
}
