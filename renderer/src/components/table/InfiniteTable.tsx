import type { ApiError } from '@renderer/api';
import { LoadMoreFooter } from '@renderer/components/paging/LoadMoreFooter';
import { NextPageError } from '@renderer/components/paging/NextPageError';
import { useLoadMore } from '@renderer/components/paging/use-load-more';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { QueryError } from '../feedback/QueryError';
import { type Flattened, flattenPages, type Kept, keepRows, useAppendOnly } from './append-only';
import type { SortState } from './columns';
import { sortParamOf, useSortedRows } from './use-sort';
import { type TableViewProps, VirtualTable } from './VirtualTable';

export interface InfiniteTableProps<T, P> extends TableViewProps<T> {
  /** From `useChannelInfiniteQuery`. */
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>, ApiError>;
  selectRows: (page: P) => readonly T[];
  /**
   * Which loaded rows to show (a search or a kind filter over what is in hand); the footer then says
   * "N of M rows match". Keep it stable (module level or memoised).
   */
  rowFilter?: ((row: T) => boolean) | undefined;
  emptyMessage?: ReactNode;
  initialSort?: SortState | null;
  /** Fetch the next page once the last rendered row is within this many rows of the end. */
  loadAhead?: number;
  /** Names the data for the "not available on this endpoint" notice. */
  what?: string;
  testId?: string;
}

const SKELETON_ROWS = 8;
const NO_PAGES: readonly never[] = [];

/**
 * A paged Data API list: pages load on demand (button, or scrolling near the end), rows are virtualised,
 * headers sort the rows loaded so far. A failed next page keeps what is loaded and offers Retry below it.
 */
export function InfiniteTable<T, P>({
  query,
  selectRows,
  rowFilter,
  emptyMessage = 'Nothing to show.',
  initialSort = null,
  loadAhead = 10,
  what,
  testId = 'table',
  ...view
}: InfiniteTableProps<T, P>) {
  const [range, setRange] = useState({ last: -1, scrolled: false });
  const onRange = useCallback(
    (last: number, scrolled: boolean) =>
      setRange((r) => (r.last === last && r.scrolled === scrolled ? r : { last, scrolled })),
    [],
  );

  const pages = query.data?.pages;
  const { rows: loaded } = useAppendOnly<Flattened<P, T>>(
    (prev) => flattenPages(prev, pages ?? NO_PAGES, selectRows),
    [pages, selectRows],
  );
  const kept = useAppendOnly<Kept<T> | null>(
    (prev) => (rowFilter ? keepRows(prev, loaded, rowFilter) : null),
    [loaded, rowFilter],
  );
  const matching = kept?.kept ?? loaded;
  const { sorted, sort, onSort } = useSortedRows(matching, view.columns, initialSort, sortParamOf(testId));

  useLoadMore(query, {
    lastRenderedIndex: range.last,
    rowCount: sorted.length,
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

  const firstLoad = query.isPending;
  const failedLater = query.isError && !!query.data;

  return (
    <div className="vtable" data-testid={testId}>
      {!firstLoad && matching.length === 0 ? (
        <EmptyState testId="table-empty">{emptyMessage}</EmptyState>
      ) : (
        <VirtualTable
          {...view}
          rows={sorted}
          sort={sort}
          onSort={onSort}
          loadingRows={firstLoad ? SKELETON_ROWS : 0}
          onRenderedRangeChange={onRange}
        />
      )}
      {failedLater && <NextPageError query={query} what={what} testId="table-error" />}
      {!firstLoad && (
        <LoadMoreFooter
          query={query}
          itemCount={loaded.length}
          matchCount={matching.length}
          pageCount={pages?.length ?? 0}
          noun={['row', 'rows']}
          testIds={{
            footer: 'table-footer',
            count: 'row-count',
            match: 'match-count',
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
