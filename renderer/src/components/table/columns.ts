import type { ReactNode } from 'react';
import { keyRows } from './append-only';

/** What a column sorts by; null/undefined always sort last, whatever the direction. */
export type SortValue = string | number | bigint | boolean | null | undefined;

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Pixels, or a CSS grid track such as `'2fr'` or `'minmax(160px, 1fr)'`; default `minmax(90px, 1fr)`. */
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Present = the column can be sorted (client side, over the rows loaded). */
  sortValue?: (row: T) => SortValue;
  /**
   * The direction of the first click. Default: descending when the column's values are numbers (amounts,
   * heights, times: people want the largest or newest first), ascending for text.
   */
  firstSort?: SortDirection;
  /**
   * When the table is narrower than its columns: columns with a priority give way (are hidden) first,
   * the highest number first; a column without one is always shown. The hidden ones are named under the
   * table with a way to show them all.
   */
  priority?: number;
  /** The header's text where `header` is not plain text (hidden-column notes name columns by it). */
  title?: string;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

const DEFAULT_TRACK = 'minmax(90px, 1fr)';
const DEFAULT_MIN_WIDTH = 90;

export function gridTemplate(columns: readonly Column<unknown>[]): string {
  return columns.map((c) => (typeof c.width === 'number' ? `${c.width}px` : (c.width ?? DEFAULT_TRACK))).join(' ');
}

/** The narrowest the row can get before it scrolls sideways: fixed widths plus a floor per flexible column. */
export function minRowWidth(columns: readonly Column<unknown>[]): number {
  return columns.reduce((sum, c) => {
    if (typeof c.width === 'number') return sum + c.width;
    const min = /^minmax\(\s*(\d+)px/.exec(c.width ?? '')?.[1];
    return sum + (min ? Number(min) : DEFAULT_MIN_WIDTH);
  }, 0);
}

/**
 * The columns to show in `width` px: while the row would be wider, the column with the highest priority
 * number (the last such among equals) is dropped. Columns without a priority always stay, so the result
 * may still be wider than `width` (the table then scrolls sideways). Order is kept.
 */
export function fitColumns<T>(
  columns: readonly Column<T>[],
  width: number,
): { shown: Column<T>[]; hidden: Column<T>[] } {
  const shown = [...columns];
  const hidden: Column<T>[] = [];
  while (minRowWidth(shown as readonly Column<unknown>[]) > width) {
    let drop = -1;
    shown.forEach((c, i) => {
      const best = drop < 0 ? undefined : shown[drop]?.priority;
      if (c.priority !== undefined && (best === undefined || c.priority >= best)) drop = i;
    });
    if (drop < 0) break;
    hidden.unshift(...shown.splice(drop, 1));
  }
  return { shown, hidden: columns.filter((c) => hidden.includes(c)) };
}

/** A column's name in words: its `title`, else its header when that is text, else its id. */
export const columnTitle = (column: Column<unknown>): string =>
  column.title ?? (typeof column.header === 'string' && column.header ? column.header : column.id);

// Made on the first sort, not at start-up: building a collator loads locale data (several ms).
let collator: Intl.Collator | undefined;
const naturalOrder = () => {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator;
};

/** Ascending order of two present values: numbers and BigInts numerically, text naturally (`a2` < `a10`). */
export function compareSortValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  const numeric = (v: NonNullable<SortValue>) => typeof v === 'number' || typeof v === 'bigint';
  if (numeric(a) && numeric(b)) return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return naturalOrder().compare(String(a), String(b));
}

const isAbsent = (v: SortValue): v is null | undefined => v === null || v === undefined;

/** A sorted copy (stable); the rows as given when `sort` is null or names no sortable column. */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | null): readonly T[] {
  const sortValue = sort ? columns.find((c) => c.id === sort.columnId)?.sortValue : undefined;
  if (!sort || !sortValue) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: sortValue(row) }));
  keyed.sort((x, y) => {
    const xAbsent = isAbsent(x.value);
    const yAbsent = isAbsent(y.value);
    if (xAbsent || yAbsent) return xAbsent === yAbsent ? x.index - y.index : xAbsent ? 1 : -1;
    return (
      sign * compareSortValues(x.value as NonNullable<SortValue>, y.value as NonNullable<SortValue>) ||
      x.index - y.index
    );
  });
  return keyed.map((k) => k.row);
}

/**
 * Clicking a header cycles first direction → the other → unsorted; another column starts at its first
 * direction (`firstSortOf`).
 */
export function nextSort(current: SortState | null, columnId: string, first: SortDirection = 'asc'): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: first };
  return current.direction === first ? { columnId, direction: first === 'asc' ? 'desc' : 'asc' } : null;
}

/** The first-click direction of `column` over `rows`: its own, else descending when its values are numeric. */
export function firstSortOf<T>(column: Column<T> | undefined, rows: readonly T[]): SortDirection {
  if (!column?.sortValue) return 'asc';
  if (column.firstSort) return column.firstSort;
  const sortValue = column.sortValue;
  const sample = rows.map((row) => sortValue(row)).find((v) => !isAbsent(v));
  return typeof sample === 'number' || typeof sample === 'bigint' ? 'desc' : 'asc';
}

/** A sort as a hash parameter value: `balance.desc`. */
export const sortParamValue = (sort: SortState | null): string | null =>
  sort ? `${sort.columnId}.${sort.direction}` : null;

/** The sort a hash parameter names, if it names a sortable column of `columns` and a direction. */
export function sortFromParam<T>(value: string | null, columns: readonly Column<T>[]): SortState | null {
  if (!value) return null;
  const at = value.lastIndexOf('.');
  const columnId = value.slice(0, at);
  const direction = value.slice(at + 1);
  if (direction !== 'asc' && direction !== 'desc') return null;
  return columns.some((c) => c.id === columnId && c.sortValue) ? { columnId, direction } : null;
}

/** Rows whose fields contain every whitespace-separated term of `query` (case-insensitive). */
export function filterRows<T>(
  rows: readonly T[],
  query: string,
  fields: (row: T) => readonly SortValue[],
): readonly T[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = fields(row)
      .filter((v) => !isAbsent(v))
      .map((v) => String(v).toLowerCase())
      .join('\u0000');
    return terms.every((t) => haystack.includes(t));
  });
}

/** React keys for rows whose own keys may repeat (the same item on two pages): repeats get `#2`, `#3`, … */
export function uniqueKeys<T>(rows: readonly T[], rowKey: (row: T) => string): readonly string[] {
  return keyRows(null, rows, rowKey).keys;
}
