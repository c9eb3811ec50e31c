import type { ApiError } from '@renderer/api';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';

/** What the load-more footer and the next-page error need of a paged (infinite) query. */
export type PagedQuery = Pick<
  UseInfiniteQueryResult<unknown, ApiError>,
  'error' | 'refetch' | 'fetchNextPage' | 'hasNextPage' | 'isFetching' | 'isFetchingNextPage' | 'isFetchNextPageError'
>;
