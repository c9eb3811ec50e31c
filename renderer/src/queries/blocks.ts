import type { ChannelName, ParamsIn } from '@shared/contract';
import type { TRANSACTION_STATUSES } from '@shared/models/data/transactions';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { channelKey } from './keys';
import { type PagedChannel, useChannelInfiniteQuery, useChannelQuery } from './use-channel-query';

/** Rows per request of the live lists: enough to fill the table, small enough to refresh often. */
export const LIVE_PAGE_SIZE = 25;

export type TxStatusFilter = (typeof TRANSACTION_STATUSES)[number];

/**
 * Reloads a live list from its newest page: pages loaded further down are dropped first, so a refresh
 * costs one request and shows what is new instead of re-walking every page.
 */
function useRefreshFromNewest(channel: PagedChannel, params: unknown) {
  const client = useQueryClient();
  const profile = useActiveProfile();
  return useCallback(async () => {
    const queryKey = channelKey(profile.id, channel, params);
    client.setQueryData<InfiniteData<unknown, unknown>>(queryKey, (data) =>
      data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await client.refetchQueries({ queryKey, exact: true });
  }, [client, profile.id, channel, params]);
}

/** The chain's latest indexed blocks, newest first (cache class `none`: always asked again). */
export function useLatestBlocks(chainId: string, pageSize = LIVE_PAGE_SIZE) {
  const params = useMemo(() => ({ chainId, pageSize }), [chainId, pageSize]);
  const query = useChannelInfiniteQuery('data.listLatestBlocks', params);
  const refresh = useRefreshFromNewest('data.listLatestBlocks', params);
  return { query, refresh };
}

/** The chain's latest transactions, newest first, optionally only the failed or the successful ones. */
export function useLatestTransactions(chainId: string, status: TxStatusFilter | undefined, pageSize = LIVE_PAGE_SIZE) {
  const params = useMemo(() => ({ chainId, pageSize, ...(status ? { status } : {}) }), [chainId, status, pageSize]);
  const query = useChannelInfiniteQuery('data.listLatestTransactions', params);
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
  return useQuery({
    queryKey: channelKey(profile.id, BLOCK_CHANNEL, params),
    queryFn: () => api.invokeAs(profile.id, BLOCK_CHANNEL, params),
    enabled: blockchainId !== null,
    staleTime: (query) => (query.state.data === null ? 0 : Number.POSITIVE_INFINITY),
  });
}

/** The chain's latest accepted block number (a `0x` quantity), from the profile's node. */
export function useEvmHead(blockchainId: string | null) {
  return useChannelQuery(
    'node.evm.blockNumber',
    { blockchainId: blockchainId ?? 'C' },
    { enabled: blockchainId !== null },
  );
}
