import { INDEX_NAMES, type IndexName } from '@shared/contract/node/common';
import type { Container } from '@shared/models/node/index';

/** One of the node's indexes as the picker shows it. */
export interface IndexChoice {
  name: IndexName;
  chain: string;
  kind: string;
  label: string;
  /** X/vtx: still answers for history, no longer populated since Cortina. */
  historical: boolean;
}

const LABELS: Record<IndexName, string> = {
  'C/block': 'C-Chain blocks',
  'P/block': 'P-Chain blocks',
  'X/tx': 'X-Chain transactions',
  'X/block': 'X-Chain blocks',
  'X/vtx': 'X-Chain vertices',
};

export const INDEX_CHOICES: readonly IndexChoice[] = INDEX_NAMES.map((name) => {
  const [chain, kind] = name.split('/') as [string, string];
  return { name, chain, kind, label: LABELS[name], historical: name === 'X/vtx' };
});

/** The index a `#/index/:chain/:kind` route names, or null when the node has no such index. */
export function indexNameOf(chain: string, kind: string): IndexName | null {
  const wanted = `${chain}/${kind}`;
  return (INDEX_NAMES as readonly string[]).includes(wanted) ? (wanted as IndexName) : null;
}

/** Bytes in a `0x…` container, or null when the text is not whole hex bytes. */
export function containerSize(hex: string): number | null {
  const body = hex.trim().replace(/^0x/i, '');
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) return null;
  return body.length / 2;
}

/** avalanchego's MaxFetchedByRange, also the contract's bound on numToFetch. */
export const MAX_NUM_TO_FETCH = 1024;
export const PAGE_SIZES = [10, 50, 100, 1024] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** One getContainerRange request: `numToFetch` containers from `startIndex` upwards. */
export interface RangeWindow {
  startIndex: number;
  numToFetch: number;
}

/** The newest `size` containers, ending at the last accepted index. */
export function latestWindow(lastIndex: number, size: number): RangeWindow {
  const startIndex = Math.max(0, lastIndex - size + 1);
  return { startIndex, numToFetch: lastIndex - startIndex + 1 };
}

/** The `size` containers just before `window` (stops at index 0); null when it already starts at 0. */
export function olderWindow(window: RangeWindow, size: number): RangeWindow | null {
  if (window.startIndex <= 0) return null;
  const startIndex = Math.max(0, window.startIndex - size);
  return { startIndex, numToFetch: window.startIndex - startIndex };
}

/** The `size` containers just after `window`, capped at the last accepted; null when none are newer. */
export function newerWindow(window: RangeWindow, size: number, lastIndex: number): RangeWindow | null {
  const startIndex = window.startIndex + Math.max(window.numToFetch, 1);
  if (startIndex > lastIndex) return null;
  return { startIndex, numToFetch: Math.min(size, lastIndex - startIndex + 1) };
}

/** A window of `size` that keeps the newest container of `window` in view (page size changed). */
export function resizedWindow(window: RangeWindow, size: number, lastIndex: number | null): RangeWindow {
  const newest = window.startIndex + Math.max(window.numToFetch, 1) - 1;
  return latestWindow(lastIndex === null ? newest : Math.min(newest, lastIndex), size);
}

/** How an answer relates to what was asked (fewer containers than asked exist: a partial page). */
export type RangeOutcome = 'complete' | 'partial';
export function rangeOutcome(window: RangeWindow, received: number): RangeOutcome {
  return received < window.numToFetch ? 'partial' : 'complete';
}

/** startIndex beyond the last accepted index is an error; checkable before asking once that index is known. */
export function startsBeyondLast(window: RangeWindow, lastIndex: number | null): boolean {
  return lastIndex !== null && window.startIndex > lastIndex;
}

/** Newest first, as a browser that pages backwards reads best. */
export function newestFirst(containers: readonly Container[]): Container[] {
  return [...containers].sort((a, b) => Number(b.index) - Number(a.index));
}

/** A container position from text (`?container=` in the hash); null when it is not a whole number. */
export function parsePosition(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}
