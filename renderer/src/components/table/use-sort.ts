import { useCallback, useMemo, useState } from 'react';
import { type Column, nextSort, type SortState, sortRows } from './columns';

/**
 * `rows` in the order the header asks for, with the `sort`/`onSort` pair a VirtualTable takes. Clicking
 * a header cycles ascending → descending → unsorted.
 */
export function useSortedRows<T>(rows: readonly T[], columns: readonly Column<T>[], initial: SortState | null) {
  const [sort, setSort] = useState<SortState | null>(initial);
  const onSort = useCallback((columnId: string) => setSort((current) => nextSort(current, columnId)), []);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  return { sorted, sort, onSort };
}
