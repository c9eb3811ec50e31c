import type { ParamsIn, ProfileChannelName, Result } from '@shared/contract';
import {
  hashKey,
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { ApiError, api } from '../api';
import { ABSENT_STALE_TIME, type Absent, absent, isAbsent, isNotFound } from './absent';
import { useActiveProfile } from './active-profile';
import { useKeepFailure, useKeepFailures } from './keep-failure';
import { channelKey } from './keys';
import { runInBackground } from './limiter';
import { staleTimeOf } from './stale-time';

/** How often a query asks again: never, every so many ms, or as its last answer or failure says. */
export type RefetchInterval<D> = number | false | ((data: D | undefined, error: ApiError | null) => number | false);

/** React Query's form of a RefetchInterval (a function of the query). */
function refetchIntervalOf<D>(interval: RefetchInterval<D> | undefined) {
  if (typeof interval !== 'function') return interval ?? false;
  return (query: { state: { data: D | undefined; error: ApiError | null } }) =>
    interval(query.state.data, query.state.error);
}

export interface ChannelQueryOptions {
  enabled?: boolean;
  /** Overrides the channel's cache class. */
  staleTime?: number;
  refetchInterval?: RefetchInterval<unknown>;
}

/** The query of one channel call: what useChannelQuery observes and a route prefetch starts early. */
export function channelQueryOptions<C extends ProfileChannelName>(
  profileId: string,
  channel: C,
  params: ParamsIn<C>,
  options: ChannelQueryOptions = {},
) {
  return queryOptions({
    queryKey: channelKey(profileId, channel, params),
    queryFn: () => api.invokeAs(profileId, channel, params),
    staleTime: options.staleTime ?? staleTimeOf(channel),
    enabled: options.enabled ?? true,
    refetchInterval: refetchIntervalOf(options.refetchInterval),
  });
}

/** One channel call cached under `[profileId, channel, params]`, fresh for the channel's cache class. */
export function useChannelQuery<C extends ProfileChannelName>(
  channel: C,
  params: ParamsIn<C>,
  options: ChannelQueryOptions = {},
): UseQueryResult<Result<C>> {
  const profile = useActiveProfile();
  return useKeepFailure(useQuery(channelQueryOptions(profile.id, channel, params, options)));
}

export interface LookupOptions extends Omit<ChannelQueryOptions, 'refetchInterval'> {
  /**
   * How long "does not exist" stays fresh; by default the channel's stale time, at most ABSENT_STALE_TIME.
   * For a channel never cached whose absence is still a fact for a while (no Warp message for a tx).
   */
  absentStaleTime?: number;
}

/** The query of a lookup (see useChannelLookup), for the hook and for a route prefetch. */
export function channelLookupOptions<C extends ProfileChannelName>(
  profileId: string,
  channel: C,
  params: ParamsIn<C>,
  options: LookupOptions = {},
) {
  const staleTime = options.staleTime ?? staleTimeOf(channel);
  const absentStaleTime = options.absentStaleTime ?? Math.min(staleTime, ABSENT_STALE_TIME);
  return queryOptions({
    queryKey: channelKey(profileId, channel, params),
    queryFn: async (): Promise<Result<C> | Absent> => {
      try {
        return await api.invokeAs(profileId, channel, params);
      } catch (e) {
        if (e instanceof ApiError && isNotFound(e)) return absent(e);
        throw e;
      }
    },
    staleTime: (query) => (isAbsent(query.state.data) ? absentStaleTime : staleTime),
    enabled: options.enabled ?? true,
  });
}

/**
 * A channel call whose "does not exist" answer (404) is an answer, not a failure: `data` is then an
 * `Absent`, cached for the channel's stale time (at most ABSENT_STALE_TIME), so revisiting the view sends
 * nothing. Other failures stay errors.
 */
export function useChannelLookup<C extends ProfileChannelName>(
  channel: C,
  params: ParamsIn<C>,
  options: LookupOptions = {},
): UseQueryResult<Result<C> | Absent> {
  const profile = useActiveProfile();
  return useKeepFailure(useQuery(channelLookupOptions(profile.id, channel, params, options)));
}

export interface ChannelQueriesOptions<C extends ProfileChannelName>
  extends Omit<ChannelQueryOptions, 'refetchInterval'> {
  refetchInterval?: RefetchInterval<Result<C>>;
  /** Four at a time behind everything else, and left out of "refresh everything now" (meta.background). */
  background?: boolean;
}

/** The queries of useChannelQueries, one per params. */
export function channelQueriesOptions<C extends ProfileChannelName>(
  profileId: string,
  channel: C,
  paramsList: readonly ParamsIn<C>[],
  options: ChannelQueriesOptions<C> = {},
) {
  const background = options.background ?? false;
  return paramsList.map((params) => ({
    queryKey: channelKey(profileId, channel, params),
    // A cancelled background read still waiting for its turn leaves the queue unsent (pausing the node
    // dashboard cancels them), so the signal goes to the limiter. Only they read it: reading it makes a
    // query abort when its last observer leaves, which foreground reads must not.
    queryFn: (context: { signal: AbortSignal }) =>
      background
        ? runInBackground(() => api.invokeAs(profileId, channel, params), context.signal)
        : api.invokeAs(profileId, channel, params),
    meta: { background },
    staleTime: options.staleTime ?? staleTimeOf(channel),
    enabled: options.enabled ?? true,
    refetchInterval: refetchIntervalOf(options.refetchInterval),
  }));
}

/**
 * The same channel asked with each of `paramsList` (one cache entry per params, shared with
 * useChannelQuery), e.g. one status per chain. `refetchInterval` may depend on each answer.
 */
export function useChannelQueries<C extends ProfileChannelName>(
  channel: C,
  paramsList: readonly ParamsIn<C>[],
  options: ChannelQueriesOptions<C> = {},
): UseQueryResult<Result<C>>[] {
  const profile = useActiveProfile();
  const queries = channelQueriesOptions(profile.id, channel, paramsList, options);
  return useKeepFailures(
    useQueries({ queries }),
    queries.map((q) => hashKey(q.queryKey)),
  );
}

type PageParams<C extends ProfileChannelName> = NonNullable<ParamsIn<C>>;
/** Channels that page with `pageToken` (Data API lists). */
export type PagedChannel = {
  [C in ProfileChannelName]: 'pageToken' extends keyof PageParams<C> ? C : never;
}[ProfileChannelName];

function nextPageToken(page: unknown): string | undefined {
  const token = (page as { nextPageToken?: unknown } | null)?.nextPageToken;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/** The query of a paged list (see useChannelInfiniteQuery), for the hook and for a route prefetch. */
export function channelInfiniteOptions<C extends PagedChannel>(
  profileId: string,
  channel: C,
  params: Omit<PageParams<C>, 'pageToken'>,
  options: Omit<ChannelQueryOptions, 'refetchInterval'> = {},
) {
  return infiniteQueryOptions<
    Result<C>,
    ApiError,
    InfiniteData<Result<C>, string | undefined>,
    ReturnType<typeof channelKey>,
    string | undefined
  >({
    queryKey: channelKey(profileId, channel, params),
    queryFn: ({ pageParam }) =>
      api.invokeAs(profileId, channel, { ...params, ...(pageParam ? { pageToken: pageParam } : {}) } as ParamsIn<C>),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => nextPageToken(last),
    staleTime: options.staleTime ?? staleTimeOf(channel),
    enabled: options.enabled ?? true,
  });
}

/** A paged list: each page asks with the previous answer's `nextPageToken` until it is empty. */
export function useChannelInfiniteQuery<C extends PagedChannel>(
  channel: C,
  params: Omit<PageParams<C>, 'pageToken'>,
  options: Omit<ChannelQueryOptions, 'refetchInterval'> = {},
): UseInfiniteQueryResult<InfiniteData<Result<C>, string | undefined>> {
  const profile = useActiveProfile();
  return useKeepFailure(useInfiniteQuery(channelInfiniteOptions(profile.id, channel, params, options)));
}
