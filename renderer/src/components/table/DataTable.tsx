import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { filterRows, type SortState, type SortValue } from './columns';
import { RowCount } from './RowCount';
import { sortParamOf, useSortedRows } from './use-sort';
import { type TableViewProps, VirtualTable } from './VirtualTable';

export interface DataTableFilter<T> {
  /** The texts a row is matched against (every term of the filter must occur in one of them). */
  fields: (row: T) => readonly SortValue[];
  placeholder?: string;
  initial?: string;
}

export interface DataTableProps<T> extends TableViewProps<T> {
  rows: readonly T[];
  emptyMessage?: ReactNode;
  filter?: DataTableFilter<T>;
  initialSort?: SortState | null;
  /** Extra controls shown beside the filter. */
  toolbar?: ReactNode;
  /** Told the rows on show (filtered and sorted) whenever they change, e.g. to copy or export them. */
  onShownRowsChange?: (rows: readonly T[]) => void;
  testId?: string;
}

/** A whole list in hand (validators, peers…): virtualised, sortable on any column, optionally filtered. */
export function DataTable<T>({
  rows,
  emptyMessage = 'Nothing to show.',
  filter,
  initialSort = null,
  toolbar,
  onShownRowsChange,
  testId = 'table',
  ...view
}: DataTableProps<T>) {
  const filterId = useId();
  const [text, setText] = useState(filter?.initial ?? '');
  const fields = filter?.fields;
  const matching = useMemo(() => (fields ? filterRows(rows, text, fields) : rows), [rows, text, fields]);
  const { sorted, sort, onSort } = useSortedRows(matching, view.columns, initialSort, sortParamOf(testId));
  const filtered = matching.length !== rows.length;
  useEffect(() => onShownRowsChange?.(sorted), [onShownRowsChange, sorted]);

  return (
    <div className="vtable" data-testid={testId}>
      {(filter || toolbar) && (
        <div className="vtable__toolbar">
          {filter && (
            <>
              <label className="visually-hidden" htmlFor={filterId}>
                Filter {view.label}
              </label>
              <input
                id={filterId}
                type="search"
                className="input input--short vtable__filter"
                placeholder={filter.placeholder ?? 'Filter…'}
                value={text}
                onChange={(e) => setText(e.target.value)}
                data-testid="table-filter"
              />
            </>
          )}
          {toolbar}
        </div>
      )}
      {sorted.length === 0 ? (
        <EmptyState testId="table-empty">
          {rows.length > 0 && filtered ? <>No rows match “{text.trim()}”.</> : emptyMessage}
        </EmptyState>
      ) : (
        <VirtualTable {...view} rows={sorted} sort={sort} onSort={onSort} />
      )}
      <div className="vtable__footer" data-testid="table-footer" aria-live="polite">
        <RowCount total={rows.length} matching={matching.length} />
      </div>
    </div>
  );
}
