import { useLocationHash, withHashQueryParam } from '@renderer/routing/hash-query';
import { useCallback, useMemo, useRef } from 'react';
import { type Column, firstSortOf, nextSort, type SortState, sortFromParam, sortParamValue, sortRows } from './columns';

/** What `?sort=` says when a table was sorted "off" on purpose (so the initial sort does not come back). */
const UNSORTED = 'none';

/**
 * `rows` in the order the header asks for, with the `sort`/`onSort` pair a VirtualTable takes. The sort
 * lives in the hash (`?<param>=column.desc`), so it survives reload and travels with a copied link;
 * changing it replaces the history entry. Clicking a header cycles its first direction (largest first
 * for numbers) → the other → unsorted.
 */
export function useSortedRows<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  initial: SortState | null,
  param: string,
) {
  const hashValue = new URLSearchParams(useLocationHash().split('?')[1] ?? '').get(param);
  const sort = hashValue === UNSORTED ? null : (sortFromParam(hashValue, columns) ?? initial);
  const latest = useRef({ sort, rows, columns });
  latest.current = { sort, rows, columns };
  const onSort = useCallback(
    (columnId: string) => {
      const { sort: current, rows: inHand, columns: all } = latest.current;
      const next = nextSort(
        current,
        columnId,
        firstSortOf(
          all.find((c) => c.id === columnId),
          inHand,
        ),
      );
      const hash = withHashQueryParam(window.location.hash, param, sortParamValue(next) ?? UNSORTED);
      window.location.replace(`${window.location.pathname}${window.location.search}${hash}`);
    },
    [param],
  );
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  return { sorted, sort, onSort };
}

/** The hash parameter a table keeps its sort in: `sort`, or `<name>Sort` for a named table (`peersSort`). */
export function sortParamOf(testId: string): string {
  const name = testId.replace(/-table$/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return name === 'table' || name === '' ? 'sort' : `${name}Sort`;
}
