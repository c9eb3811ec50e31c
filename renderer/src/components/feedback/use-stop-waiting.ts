import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Stops the fetch behind `query` (the cached query its observer watches), so that a later refetch sends
 * a new request instead of joining the stalled one. A result does not carry its key; its `refetch` is the
 * observer's own, which identifies it among the query's observers.
 */
export function useStopWaiting(query: Pick<UseQueryResult, 'refetch'>): () => Promise<void> {
  const client = useQueryClient();
  const { refetch } = query;
  return useCallback(
    () =>
      client.cancelQueries({
        fetchStatus: 'fetching',
        predicate: (cached) => cached.observers.some((observer) => observer.refetch === refetch),
      }),
    [client, refetch],
  );
}
