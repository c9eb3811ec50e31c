import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

export type TokenSearchState = 'searching' | 'enough' | 'ended' | 'stopped' | 'failed';

/** Whether a filtered list should pull its next page by itself, and why it stops when it does not. */
export function tokenSearchState(input: {
  /** The first page has arrived (until then there is no next page to know of, and the history has not ended). */
  loaded: boolean;
  matches: number;
  want: number;
  hasNextPage: boolean;
  failed: boolean;
  stopped: boolean;
}): TokenSearchState {
  if (input.failed) return 'failed';
  if (!input.loaded) return input.stopped ? 'stopped' : 'searching';
  if (!input.hasNextPage) return 'ended';
  if (input.matches >= input.want) return 'enough';
  return input.stopped ? 'stopped' : 'searching';
}

/**
 * Pages of a history pulled one after another until `matches` reaches a page of rows (`pageSize`) or the
 * history ends: a filter over loaded rows then has something to show. Stop and Continue are the user's;
 * "Find more" asks for another page of matches.
 */
export function useTokenSearch<P>(
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>, unknown>,
  { active, matches, pageSize }: { active: boolean; matches: number; pageSize: number },
) {
  const [want, setWant] = useState(pageSize);
  const [stopped, setStopped] = useState(false);
  const state = tokenSearchState({
    loaded: query.data !== undefined,
    matches,
    want,
    hasNextPage: !!query.hasNextPage,
    failed: query.isFetchNextPageError || (query.isError && !query.data),
    stopped,
  });
  const { fetchNextPage, isFetching } = query;

  useEffect(() => {
    if (active && state === 'searching' && !isFetching && query.data) void fetchNextPage();
  }, [active, state, isFetching, fetchNextPage, query.data]);

  // A new token (or page size) starts a new search.
  useEffect(() => {
    if (!active) return;
    setWant(pageSize);
    setStopped(false);
  }, [active, pageSize]);

  const stop = useCallback(() => setStopped(true), []);
  const resume = useCallback(() => setStopped(false), []);
  const findMore = useCallback(() => {
    setStopped(false);
    setWant((w) => Math.max(w, matches) + pageSize);
  }, [matches, pageSize]);

  return { state, stop, resume, findMore };
}
