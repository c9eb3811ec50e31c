import type { ReactNode } from 'react';
import { RowCount, type RowCountTestIds } from '../table/RowCount';
import type { PagedQuery } from './paged-query';

const plural = (n: number, [one, many]: readonly [string, string]) => (n === 1 ? one : many);

export interface LoadMoreFooterTestIds extends RowCountTestIds {
  readonly footer: string;
  readonly pageCount: string;
  readonly moreState: string;
}

/**
 * The footer under a paged list (table or gallery): how many items and pages are loaded, whether more
 * exist, and a "Load more" button. `children` add notes before the loading marker.
 */
export function LoadMoreFooter({
  query,
  itemCount,
  matchCount = itemCount,
  pageCount,
  noun,
  testIds,
  children,
}: {
  query: PagedQuery;
  itemCount: number;
  /** How many of the loaded items a filter lets through ("3 of 12 rows match"); all of them by default. */
  matchCount?: number;
  pageCount: number;
  /** Singular and plural of what is counted (`['token', 'tokens']`). */
  noun: readonly [string, string];
  testIds: LoadMoreFooterTestIds;
  children?: ReactNode;
}) {
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage } = query;
  return (
    <div className="vtable__footer" data-testid={testIds.footer} aria-live="polite">
      <span>
        <RowCount total={itemCount} matching={matchCount} noun={noun} testIds={testIds} /> ·{' '}
        <span data-testid={testIds.pageCount}>{pageCount}</span> {plural(pageCount, ['page', 'pages'])} loaded
      </span>
      <span className="muted" data-testid={testIds.moreState}>
        {hasNextPage ? 'more available' : 'all loaded'}
      </span>
      {children}
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
  );
}
