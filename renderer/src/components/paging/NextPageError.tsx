import { QueryError } from '@renderer/components/feedback/QueryError';
import type { PagedQuery } from './paged-query';

/** A failure after the first page: what is shown stays, and Retry repeats the call that failed. */
export function NextPageError({ query, what, testId }: { query: PagedQuery; what?: string; testId: string }) {
  const { error, isFetchNextPageError, fetchNextPage } = query;
  if (!error) return null;
  return (
    <div className="vtable__error" data-testid={testId}>
      <QueryError
        error={error}
        title={isFetchNextPageError ? 'The next page could not be loaded' : undefined}
        onRetry={() => void (isFetchNextPageError ? fetchNextPage() : query.refetch())}
        retrying={query.isFetching}
        what={what}
      />
    </div>
  );
}
