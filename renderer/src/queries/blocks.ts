import type { ApiError } from '@renderer/api';
import type { ChannelName, ParamsIn, Result } from '@shared/contract';
import type { TRANSACTION_STATUSES } from '@shared/models/data/transactions';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { useKeepFailure } from './keep-failure';
import { channelKey } from './keys';
import { LIVE_STALE_TIME } from './stale-time';
import { type PagedChannel, useChannelInfiniteQuery, useChannelQuery } from './use-channel-query';

/** Rows per request of the live lists: enough to fill the table, small enough to refresh often. */
export const LIVE_PAGE_SIZE = 25;

export type TxStatusFilter = (typeof TRANSACTION_STATUSES)[number];

/**
 * Reloads a live list from its newest page: pages loaded further down are dropped first, so a refresh
 * costs one request and shows what is new instead of re-walking every page.
 */
export function useRefreshFirstPage(queryKey: readonly unknown[]) {
  const client = useQueryClient();
  return useCallback(async () => {
    client.setQueryData<InfiniteData<unknown, unknown>>(queryKey, (data) =>
      data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await client.refetchQueries({ queryKey, exact: true });
  }, [client, queryKey]);
}

function useRefreshFromNewest(channel: PagedChannel, params: unknown) {
  const profile = useActiveProfile();
  const queryKey = useMemo(() => channelKey(profile.id, channel, params), [profile.id, channel, params]);
  return useRefreshFirstPage(queryKey);
}

/** The chain's latest indexed blocks, newest first (a live list: fresh for LIVE_STALE_TIME). */
export function useLatestBlocks(chainId: string, pageSize = LIVE_PAGE_SIZE) {
  const params = useMemo(() => ({ chainId, pageSize }), [chainId, pageSize]);
  const query = useChannelInfiniteQuery('data.listLatestBlocks', params, { staleTime: LIVE_STALE_TIME });
  const refresh = useRefreshFromNewest('data.listLatestBlocks', params);
  return { query, refresh };
}

/** The chain's latest transactions, newest first, optionally only the failed or the successful ones. */
export function useLatestTransactions(chainId: string, status: TxStatusFilter | undefined, pageSize = LIVE_PAGE_SIZE) {
  const params = useMemo(() => ({ chainId, pageSize, ...(status ? { status } : {}) }), [chainId, status, pageSize]);
  const query = useChannelInfiniteQuery('data.listLatestTransactions', params, { staleTime: LIVE_STALE_TIME });
  const refresh = useRefreshFromNewest('data.listLatestTransactions', params);
  return { query, refresh };
}

const BLOCK_CHANNEL = 'node.evm.getBlockByNumber' satisfies ChannelName;

/**
 * One block with its transactions as objects, from the profile's node. A found block never changes; a
 * `null` answer (not produced yet, or unknown to the node) is asked again whenever the view comes back.
 */
export function useEvmBlock(blockchainId: string | null, number: string) {
  const profile = useActiveProfile();
  const params: ParamsIn<typeof BLOCK_CHANNEL> = { blockchainId: blockchainId ?? 'C', block: number, fullTx: true };
  return useKeepFailure(
    useQuery({
      queryKey: channelKey(profile.id, BLOCK_CHANNEL, params),
      queryFn: () => api.invokeAs(profile.id, BLOCK_CHANNEL, params),
      enabled: blockchainId !== null,
      staleTime: (query) => (query.state.data === null ? 0 : Number.POSITIVE_INFINITY),
    }),
  );
}

/** The chain's latest accepted block number (a `0x` quantity), from the profile's node (live: LIVE_STALE_TIME). */
export function useEvmHead(blockchainId: string | null) {
  return useChannelQuery(
    'node.evm.blockNumber',
    { blockchainId: blockchainId ?? 'C' },
    { enabled: blockchainId !== null, staleTime: LIVE_STALE_TIME },
  );
}

/** Block numbers of one page, newest first: `pageSize` blocks down from `top`, never below block 0. */
export function pageNumbers(top: number, pageSize: number): number[] {
  const out: number[] = [];
  for (let n = top; n >= 0 && out.length < pageSize; n--) out.push(n);
  return out;
}

const NODE_BLOCKS_CHANNEL = 'node.evm.getBlocksByNumber' satisfies ChannelName;

/** One page of the node's latest blocks: the blocks, newest first, and the number the next page starts at. */
export interface NodeBlocksPage {
  blocks: NonNullable<Result<typeof NODE_BLOCKS_CHANNEL>[number]>[];
  next: number | null;
}

/**
 * The chain's latest blocks read from its node: eth_blockNumber for the head, then each page of
 * `pageSize` blocks in one JSON-RPC batch of eth_getBlockByNumber, newest first, paging backwards to block 0.
 * A refresh asks the head again (pages further down are dropped first).
 */
export function useNodeLatestBlocks(blockchainId: string | null, pageSize = LIVE_PAGE_SIZE) {
  const profile = useActiveProfile();
  const key = useMemo(
    () => channelKey(profile.id, NODE_BLOCKS_CHANNEL, { blockchainId, pageSize, list: 'latest' }),
    [profile.id, blockchainId, pageSize],
  );
  const query = useInfiniteQuery<NodeBlocksPage, ApiError, InfiniteData<NodeBlocksPage>, typeof key, number | null>({
    queryKey: key,
    enabled: blockchainId !== null,
    staleTime: LIVE_STALE_TIME,
    initialPageParam: null,
    getNextPageParam: (last) => last.next ?? undefined,
    queryFn: async ({ pageParam }) => {
      const on = { blockchainId: blockchainId ?? 'C' };
      const top = pageParam ?? Number(BigInt(await api.invokeAs(profile.id, 'node.evm.blockNumber', on)));
      const numbers = pageNumbers(top, pageSize);
      const found = await api.invokeAs(profile.id, NODE_BLOCKS_CHANNEL, { ...on, numbers });
      const blocks = found.filter((b): b is NonNullable<typeof b> => b !== null);
      const lowest = numbers[numbers.length - 1] ?? 0;
      return { blocks, next: lowest > 0 ? lowest - 1 : null };
    },
  });
  const refresh = useRefreshFirstPage(key);
  return { query, refresh };
}
