import { type LoadMoreInput, shouldLoadMore } from '@renderer/components/table/load-more';
import { useEffect } from 'react';
import type { PagedQuery } from './paged-query';

type ScrollPosition = Pick<LoadMoreInput, 'lastRenderedIndex' | 'rowCount' | 'threshold' | 'userScrolled'>;

/** Fetches the next page of `query` once scrolling comes near the end of what is loaded. */
export function useLoadMore(query: PagedQuery, position: ScrollPosition): void {
  const { fetchNextPage, hasNextPage, isFetching, isFetchNextPageError } = query;
  const loadNow = shouldLoadMore({ ...position, hasNextPage, isFetching, nextPageFailed: isFetchNextPageError });
  useEffect(() => {
    if (loadNow) void fetchNextPage();
  }, [loadNow, fetchNextPage]);
}
