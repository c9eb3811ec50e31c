import type { ReactNode } from 'react';
import type { PagedQuery } from './paged-query';

const plural = (n: number, [one, many]: readonly [string, string]) => (n === 1 ? one : many);

export interface LoadMoreFooterTestIds {
  readonly footer: string;
  readonly count: string;
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
  pageCount,
  noun,
  testIds,
  children,
}: {
  query: PagedQuery;
  itemCount: number;
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
        <span data-testid={testIds.count}>{itemCount}</span> {plural(itemCount, noun)} ·{' '}
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
