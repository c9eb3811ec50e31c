import { notifyManager, type Query, type QueryCache } from '@tanstack/react-query';

/**
 * Whether any query that `matches` is fetching, as a store for `useSyncExternalStore`. React Query's
 * `useIsFetching` scans the whole cache on every cache event, and the node dashboard's cache holds hundreds of
 * queries that emit an event for every state change: that scan was ~6 % of the dashboard's main thread while it
 * loads. Here each event looks at its one query, and listeners hear only when the answer flips.
 */
export function inFlightStore(cache: QueryCache, matches: (query: Query) => boolean) {
  const fetching = new Set<string>();
  const listeners = new Set<() => void>();
  let unsubscribeCache: (() => void) | null = null;

  const follow = (query: Query) => {
    if (matches(query) && query.state.fetchStatus === 'fetching') fetching.add(query.queryHash);
    else fetching.delete(query.queryHash);
  };
  const scan = () => cache.getAll().some((q) => matches(q) && q.state.fetchStatus === 'fetching');
  // Listeners are called in one batch with React Query's own, so a flip re-renders once with everything else.
  const notify = notifyManager.batchCalls(() => {
    for (const listener of listeners) listener();
  });

  return {
    /** Before any subscription (the first render) the cache is scanned; after it, the followed set answers. */
    get: (): boolean => (unsubscribeCache ? fetching.size > 0 : scan()),
    subscribe: (onChange: () => void): (() => void) => {
      listeners.add(onChange);
      if (!unsubscribeCache) {
        fetching.clear();
        for (const query of cache.getAll()) follow(query);
        let was = fetching.size > 0;
        unsubscribeCache = cache.subscribe((event) => {
          if (event.type === 'removed') fetching.delete(event.query.queryHash);
          else follow(event.query);
          const now = fetching.size > 0;
          if (now !== was) {
            was = now;
            notify();
          }
        });
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          unsubscribeCache?.();
          unsubscribeCache = null;
        }
      };
    },
  };
}
