import { useCallback, useState } from 'react';
import { nextSort, type SortState } from './columns';

/** Sort state of a table header: `toggle(columnId)` cycles ascending → descending → unsorted. */
export function useSort(initial: SortState | null = null): [SortState | null, (columnId: string) => void] {
  const [sort, setSort] = useState<SortState | null>(initial);
  const toggle = useCallback((columnId: string) => setSort((current) => nextSort(current, columnId)), []);
  return [sort, toggle];
}
