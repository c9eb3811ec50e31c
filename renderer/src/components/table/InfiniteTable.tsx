import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../../api';
import { EmptyState } from '../feedback/EmptyState';
import { QueryError } from '../feedback/QueryError';
import { type Column, type SortState, sortRows } from './columns';
import { shouldLoadMore } from './load-more';
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
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

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
  const { fetchNextPage, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError } = query;

  const loadNow = shouldLoadMore({
    lastRenderedIndex: range.last,
    rowCount: rows.length,
    threshold: loadAhead,
    hasNextPage,
    isFetching,
    nextPageFailed: isFetchNextPageError,
    userScrolled: range.scrolled,
  });
  useEffect(() => {
    if (loadNow) void fetchNextPage();
  }, [loadNow, fetchNextPage]);

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
      {failedLater && (
        <div className="vtable__error" data-testid="table-error">
          <QueryError
            error={query.error}
            title={isFetchNextPageError ? 'The next page could not be loaded' : undefined}
            onRetry={() => void (isFetchNextPageError ? fetchNextPage() : query.refetch())}
            retrying={isFetching}
            what={what}
          />
        </div>
      )}
      {!firstLoad && (
        <div className="vtable__footer" data-testid="table-footer" aria-live="polite">
          <span>
            <span data-testid="row-count">{loaded.length}</span> {plural(loaded.length, 'row', 'rows')} ·{' '}
            <span data-testid="page-count">{pageCount}</span> {plural(pageCount, 'page', 'pages')} loaded
          </span>
          <span className="muted" data-testid="table-more-state">
            {hasNextPage ? 'more available' : 'all loaded'}
          </span>
          {sort && hasNextPage && <span className="muted">sorted over the rows loaded</span>}
          {isFetchingNextPage && <span className="muted">Loading…</span>}
          {hasNextPage && (
            <button
              type="button"
              className="button vtable__more"
              onClick={() => void fetchNextPage()}
              disabled={isFetching}
              data-testid="load-more"
            >
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
