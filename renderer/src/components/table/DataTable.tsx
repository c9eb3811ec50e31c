import { type ReactNode, useId, useMemo, useState } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { type Column, filterRows, type SortState, type SortValue, sortRows } from './columns';
import { useSort } from './use-sort';
import { VirtualTable } from './VirtualTable';

export interface DataTableFilter<T> {
  /** The texts a row is matched against (every term of the filter must occur in one of them). */
  fields: (row: T) => readonly SortValue[];
  placeholder?: string;
  initial?: string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** Accessible name of the table, e.g. "Peers". */
  label: string;
  emptyMessage?: ReactNode;
  filter?: DataTableFilter<T>;
  initialSort?: SortState | null;
  /** Extra controls shown beside the filter. */
  toolbar?: ReactNode;
  maxHeight?: number;
  rowHeight?: number;
  testId?: string;
}

/** A whole list in hand (validators, peers…): virtualised, sortable on any column, optionally filtered. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  onRowClick,
  label,
  emptyMessage = 'Nothing to show.',
  filter,
  initialSort = null,
  toolbar,
  maxHeight,
  rowHeight,
  testId = 'table',
}: DataTableProps<T>) {
  const filterId = useId();
  const [sort, toggleSort] = useSort(initialSort);
  const [text, setText] = useState(filter?.initial ?? '');
  const fields = filter?.fields;
  const matching = useMemo(() => (fields ? filterRows(rows, text, fields) : rows), [rows, text, fields]);
  const shown = useMemo(() => sortRows(matching, columns, sort), [matching, columns, sort]);
  const filtered = matching.length !== rows.length;

  return (
    <div className="vtable" data-testid={testId}>
      {(filter || toolbar) && (
        <div className="vtable__toolbar">
          {filter && (
            <>
              <label className="visually-hidden" htmlFor={filterId}>
                Filter {label}
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
      {shown.length === 0 ? (
        <EmptyState testId="table-empty">
          {rows.length > 0 && filtered ? <>No rows match “{text.trim()}”.</> : emptyMessage}
        </EmptyState>
      ) : (
        <VirtualTable
          label={label}
          rows={shown}
          columns={columns}
          rowKey={rowKey}
          onRowClick={onRowClick}
          sort={sort}
          onSort={toggleSort}
          maxHeight={maxHeight}
          rowHeight={rowHeight}
        />
      )}
      <div className="vtable__footer" data-testid="table-footer" aria-live="polite">
        <span>
          {filtered && (
            <>
              <span data-testid="match-count">{matching.length}</span> of{' '}
            </>
          )}
          <span data-testid="row-count">{rows.length}</span> {rows.length === 1 ? 'row' : 'rows'}
          {filtered && ' match'}
        </span>
      </div>
    </div>
  );
}
