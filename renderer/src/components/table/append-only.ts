import { useMemo, useRef } from 'react';

/**
 * A paged list only grows at its end while its pages load, and it can reach 100,000 rows: what a table
 * derives from every row (the rows of all pages, the rows a filter keeps, a React key per row) is worked
 * out again only for the rows a page adds, not for all of them on every page.
 */

/** Whether `next` is `prev` with items added at its end (the same items, in the same order). */
export function isAppendOf<T>(prev: readonly T[], next: readonly T[]): boolean {
  if (next.length < prev.length) return false;
  for (let i = 0; i < prev.length; i++) if (prev[i] !== next[i]) return false;
  return true;
}

export interface Flattened<P, T> {
  pages: readonly P[];
  rows: readonly T[];
}

/** The rows of every page, in order; only the rows of added pages are selected when pages were appended. */
export function flattenPages<P, T>(
  prev: Flattened<P, T> | null,
  pages: readonly P[],
  selectRows: (page: P) => readonly T[],
): Flattened<P, T> {
  if (prev && isAppendOf(prev.pages, pages)) {
    if (pages.length === prev.pages.length) return prev;
    return { pages, rows: prev.rows.concat(...pages.slice(prev.pages.length).map(selectRows)) };
  }
  return { pages, rows: pages.flatMap(selectRows) };
}

export interface Kept<T> {
  rows: readonly T[];
  keep: (row: T) => boolean;
  kept: readonly T[];
}

/** The rows `keep` keeps; only added rows are tested when rows were appended and `keep` is the same. */
export function keepRows<T>(prev: Kept<T> | null, rows: readonly T[], keep: (row: T) => boolean): Kept<T> {
  if (prev && prev.keep === keep && isAppendOf(prev.rows, rows)) {
    if (rows.length === prev.rows.length) return prev;
    return { rows, keep, kept: prev.kept.concat(rows.slice(prev.rows.length).filter(keep)) };
  }
  return { rows, keep, kept: rows.filter(keep) };
}

/** How often each key was seen in `rows` (a repeated key gets `#2`, `#3`…): shared by successive results. */
interface KeyCounts<T> {
  rows: readonly T[];
  counts: Map<string, number>;
}

export interface Keyed<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  keys: readonly string[];
  seen: KeyCounts<T>;
}

/**
 * A React key per row: `rowKey(row)`, made unique by a `#n` suffix from its second occurrence on (a
 * Data API list can repeat an item across pages). Only added rows are keyed when rows were appended.
 */
export function keyRows<T>(prev: Keyed<T> | null, rows: readonly T[], rowKey: (row: T) => string): Keyed<T> {
  // The counts are extended in place, so they serve only the result they were last extended for (React may
  // go back to an older result after a render it threw away; that one counts again from the start).
  const extend = prev !== null && prev.rowKey === rowKey && prev.seen.rows === prev.rows && isAppendOf(prev.rows, rows);
  if (extend && rows.length === prev.rows.length) return prev;
  const from = extend ? prev.rows.length : 0;
  const seen: KeyCounts<T> = extend ? prev.seen : { rows, counts: new Map() };
  const added = new Array<string>(rows.length - from);
  for (let i = from; i < rows.length; i++) {
    const key = rowKey(rows[i] as T);
    const count = (seen.counts.get(key) ?? 0) + 1;
    seen.counts.set(key, count);
    added[i - from] = count === 1 ? key : `${key}#${count}`;
  }
  seen.rows = rows;
  return { rows, rowKey, keys: extend ? prev.keys.concat(added) : added, seen };
}

/**
 * `derive(previous result)`, memoised on `deps`: the previous result lets an append-only derivation
 * (above) redo only what was added.
 */
export function useAppendOnly<S>(derive: (prev: S | null) => S, deps: readonly unknown[]): S {
  const last = useRef<S | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps are derive's inputs
  const value = useMemo(() => derive(last.current), deps);
  last.current = value;
  return value;
}
