import type { QueryObserverResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '../api';

type AnyResult = Pick<QueryObserverResult<unknown, ApiError>, 'status' | 'fetchStatus' | 'error' | 'errorUpdatedAt'>;

/**
 * A query result that stays failed while it is asked again. React Query puts a query that has only failed back to
 * pending when it fetches again (Retry, a refresh timer, a remount), forgetting its error: views then drew a
 * skeleton for the time of each try, and their "Retrying…" buttons never showed. Here the result keeps its last
 * failure (`isError`, `error`) with `isFetching` true until the new answer lands. The failure is matched by its
 * time, which the query keeps across the fetch and another query's failure does not share.
 *
 * Only `status` is read until the query fails, so a component is not re-rendered for fields it does not use.
 */
export function useKeepFailure<R extends AnyResult>(query: R): R {
  return keepFailure(query, useRef<Failure | null>(null));
}

/** The last failure a component saw of its query. */
export interface Failure {
  at: number;
  error: ApiError;
}

/** useKeepFailure's work, on the memory `failure` the component keeps (exported for tests). */
export function keepFailure<R extends AnyResult>(query: R, failure: { current: Failure | null }): R {
  if (query.status === 'error') {
    if (query.error) failure.current = { at: query.errorUpdatedAt, error: query.error };
    return query;
  }
  const last = failure.current;
  if (query.status !== 'pending' || last === null) return query;
  if (query.fetchStatus !== 'fetching' || query.errorUpdatedAt !== last.at) return query;
  return {
    ...query,
    status: 'error',
    error: last.error,
    isError: true,
    isPending: false,
    isLoading: false,
    isLoadingError: true,
    isRefetchError: false,
    isSuccess: false,
  };
}

/**
 * useKeepFailure for a list of queries (useQueries): each result keeps its own last failure, remembered by its
 * query's key so a list that grows, shrinks or reorders never lends one query's failure to another.
 */
export function useKeepFailures<R extends AnyResult>(results: readonly R[], keys: readonly string[]): R[] {
  return keepFailures(results, keys, useRef(new Map<string, Failure>()).current);
}

/** useKeepFailures' work, on the failures the component keeps by key (exported for tests). */
export function keepFailures<R extends AnyResult>(
  results: readonly R[],
  keys: readonly string[],
  failures: Map<string, Failure>,
): R[] {
  const shown = new Set(keys);
  for (const key of failures.keys()) if (!shown.has(key)) failures.delete(key);
  return results.map((result, i) => {
    const key = keys[i] ?? '';
    const slot = {
      get current() {
        return failures.get(key) ?? null;
      },
      set current(failure: Failure | null) {
        if (failure) failures.set(key, failure);
        else failures.delete(key);
      },
    };
    return keepFailure(result, slot);
  });
}
