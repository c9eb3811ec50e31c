import type { ParamsIn, ProfileChannelName, Result } from '@shared/contract';
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { ApiError, api } from '../api';
import { ABSENT_STALE_TIME, type Absent, absent, isAbsent, isNotFound } from './absent';
import { useActiveProfile } from './active-profile';
import { channelKey } from './keys';
import { runInBackground } from './limiter';
import { staleTimeOf } from './stale-time';

export interface ChannelQueryOptions {
  enabled?: boolean;
  /** Overrides the channel's cache class. */
  staleTime?: number;
  refetchInterval?: number | false;
}

/** One channel call cached under `[profileId, channel, params]`, fresh for the channel's cache class. */
export function useChannelQuery<C extends ProfileChannelName>(
  channel: C,
  params: ParamsIn<C>,
  options: ChannelQueryOptions = {},
): UseQueryResult<Result<C>> {
  const profile = useActiveProfile();
  return useQuery({
    queryKey: channelKey(profile.id, channel, params),
    queryFn: () => api.invokeAs(profile.id, channel, params),
    staleTime: options.staleTime ?? staleTimeOf(channel),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
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
  options: Omit<ChannelQueryOptions, 'refetchInterval'> = {},
): UseQueryResult<Result<C> | Absent> {
  const profile = useActiveProfile();
  const staleTime = options.staleTime ?? staleTimeOf(channel);
  return useQuery({
    queryKey: channelKey(profile.id, channel, params),
    queryFn: async (): Promise<Result<C> | Absent> => {
      try {
        return await api.invokeAs(profile.id, channel, params);
      } catch (e) {
        if (e instanceof ApiError && isNotFound(e)) return absent(e);
        throw e;
      }
    },
    staleTime: (query) => (isAbsent(query.state.data) ? Math.min(staleTime, ABSENT_STALE_TIME) : staleTime),
    enabled: options.enabled ?? true,
  });
}

/**
 * The same channel asked with each of `paramsList` (one cache entry per params, shared with
 * useChannelQuery), e.g. one status per chain. `refetchInterval` may depend on each answer.
 */
export function useChannelQueries<C extends ProfileChannelName>(
  channel: C,
  paramsList: readonly ParamsIn<C>[],
  options: Omit<ChannelQueryOptions, 'refetchInterval'> & {
    refetchInterval?: number | false | ((data: Result<C> | undefined) => number | false);
    /** Four at a time behind everything else, and left out of "refresh everything now" (meta.background). */
    background?: boolean;
  } = {},
): UseQueryResult<Result<C>>[] {
  const profile = useActiveProfile();
  const interval = options.refetchInterval ?? false;
  const background = options.background ?? false;
  return useQueries({
    queries: paramsList.map((params) => ({
      queryKey: channelKey(profile.id, channel, params),
      queryFn: () =>
        background
          ? runInBackground(() => api.invokeAs(profile.id, channel, params))
          : api.invokeAs(profile.id, channel, params),
      meta: { background },
      staleTime: options.staleTime ?? staleTimeOf(channel),
      enabled: options.enabled ?? true,
      refetchInterval:
        typeof interval === 'function'
          ? (query: { state: { data: Result<C> | undefined } }) => interval(query.state.data)
          : interval,
    })),
  });
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

/** A paged list: each page asks with the previous answer's `nextPageToken` until it is empty. */
export function useChannelInfiniteQuery<C extends PagedChannel>(
  channel: C,
  params: Omit<PageParams<C>, 'pageToken'>,
  options: Omit<ChannelQueryOptions, 'refetchInterval'> = {},
): UseInfiniteQueryResult<InfiniteData<Result<C>, string | undefined>> {
  const profile = useActiveProfile();
  return useInfiniteQuery({
    queryKey: channelKey(profile.id, channel, params),
    queryFn: ({ pageParam }) =>
      api.invokeAs(profile.id, channel, { ...params, ...(pageParam ? { pageToken: pageParam } : {}) } as ParamsIn<C>),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => nextPageToken(last),
    staleTime: options.staleTime ?? staleTimeOf(channel),
    enabled: options.enabled ?? true,
  });
}
