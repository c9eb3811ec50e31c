export interface LoadMoreInput {
  /** Index of the last row currently rendered (visible or overscanned); -1 when none. */
  lastRenderedIndex: number;
  rowCount: number;
  /** Start fetching when the last rendered row is within this many rows of the end. */
  threshold: number;
  hasNextPage: boolean;
  /** Any fetch in flight (next page or refetch): never stack a second one. */
  isFetching: boolean;
  /** The previous next-page fetch failed: wait for the user's Retry instead of hammering the service. */
  nextPageFailed: boolean;
  /** The user has scrolled the table: a page that fits on screen never pulls more by itself. */
  userScrolled: boolean;
}

/** Whether scrolling has come close enough to the end of the loaded rows to fetch the next page. */
export function shouldLoadMore(s: LoadMoreInput): boolean {
  if (!s.hasNextPage || s.isFetching || s.nextPageFailed || !s.userScrolled) return false;
  if (s.rowCount === 0 || s.lastRenderedIndex < 0) return false;
  return s.lastRenderedIndex >= s.rowCount - 1 - Math.max(0, s.threshold);
}
