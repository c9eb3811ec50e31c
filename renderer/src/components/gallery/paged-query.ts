import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../../api';

/** What the load-more footer and the next-page error need of a paged (infinite) query. */
export type PagedQuery = Pick<
  UseInfiniteQueryResult<unknown, ApiError>,
  'error' | 'refetch' | 'fetchNextPage' | 'hasNextPage' | 'isFetching' | 'isFetchingNextPage' | 'isFetchNextPageError'
>;
