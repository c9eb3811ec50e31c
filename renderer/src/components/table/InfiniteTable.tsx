import type { ApiError } from '@renderer/api';
import { LoadMoreFooter } from '@renderer/components/paging/LoadMoreFooter';
import { NextPageError } from '@renderer/components/paging/NextPageError';
import { useLoadMore } from '@renderer/components/paging/use-load-more';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { QueryError } from '../feedback/QueryError';
import { type Column, type SortState, sortRows } from './columns';
import { useSort } from './use-sort';
import { VirtualTable } from './VirtualTable';

export interface InfiniteTableProps<T, P> {
  /** From `useChannelInfiniteQuery`. */
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>, ApiError>;
  selectRows: (page: P) => readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** Accessible name of the table, e.g. "Transactions of 0x…". */
  label: string;
  emptyMessage?: ReactNode;
  initialSort?: SortState | null;
  /** Fetch the next page once the last rendered row is within this many rows of the end. */
  loadAhead?: number;
  maxHeight?: number;
  rowHeight?: number;
  /** Names the data for the "not available on this endpoint" notice. */
  what?: string;
  testId?: string;
}

const SKELETON_ROWS = 8;

/**
 * A paged Data API list: pages load on demand (button, or scrolling near the end), rows are virtualised,
 * headers sort the rows loaded so far. A failed next page keeps what is loaded and offers Retry below it.
 */
export function InfiniteTable<T, P>({
  query,
  selectRows,
  columns,
  rowKey,
  onRowClick,
  label,
  emptyMessage = 'Nothing to show.',
  initialSort = null,
  loadAhead = 10,
  maxHeight,
  rowHeight,
  what,
  testId = 'table',
}: InfiniteTableProps<T, P>) {
  const [sort, toggleSort] = useSort(initialSort);
  const [range, setRange] = useState({ last: -1, scrolled: false });
  const onRange = useCallback(
    (last: number, scrolled: boolean) =>
      setRange((r) => (r.last === last && r.scrolled === scrolled ? r : { last, scrolled })),
    [],
  );

  const pages = query.data?.pages;
  const loaded = useMemo(() => (pages ?? []).flatMap((page) => selectRows(page)), [pages, selectRows]);
  const rows = useMemo(() => sortRows(loaded, columns, sort), [loaded, columns, sort]);

  useLoadMore(query, {
    lastRenderedIndex: range.last,
    rowCount: rows.length,
    threshold: loadAhead,
    userScrolled: range.scrolled,
  });

  if (query.isError && !query.data) {
    return (
      <div className="vtable" data-testid={testId}>
        <div data-testid="table-error">
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            what={what}
          />
        </div>
      </div>
    );
  }

  const pageCount = pages?.length ?? 0;
  const firstLoad = query.isPending;
  const failedLater = query.isError && !!query.data;

  return (
    <div className="vtable" data-testid={testId}>
      {!firstLoad && loaded.length === 0 ? (
        <EmptyState testId="table-empty">{emptyMessage}</EmptyState>
      ) : (
        <VirtualTable
          label={label}
          rows={rows}
          columns={columns}
          rowKey={rowKey}
          onRowClick={onRowClick}
          sort={sort}
          onSort={toggleSort}
          maxHeight={maxHeight}
          rowHeight={rowHeight}
          loadingRows={firstLoad ? SKELETON_ROWS : 0}
          onRenderedRangeChange={onRange}
        />
      )}
      {failedLater && <NextPageError query={query} what={what} testId="table-error" />}
      {!firstLoad && (
        <LoadMoreFooter
          query={query}
          itemCount={loaded.length}
          pageCount={pageCount}
          noun={['row', 'rows']}
          testIds={{
            footer: 'table-footer',
            count: 'row-count',
            pageCount: 'page-count',
            moreState: 'table-more-state',
          }}
        >
          {sort && query.hasNextPage && <span className="muted">sorted over the rows loaded</span>}
        </LoadMoreFooter>
      )}
    </div>
  );
}
