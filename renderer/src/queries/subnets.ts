import { type DataNetwork, PAGE_LIMITS } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import type { ListSubnetsResponse, Subnet } from '@shared/models/data/primary';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ApiError } from '../api';
import { useChannelInfiniteQuery, useChannelQuery } from './use-channel-query';

/** The largest page the Data API serves for subnets: one page holds every subnet there is today. */
export const SUBNET_PAGE_SIZE = PAGE_LIMITS['data.listSubnets'].max;

export type SubnetOrder = 'asc' | 'desc';
/** The service's own default order (newest first). */
export const DEFAULT_SUBNET_ORDER: SubnetOrder = 'desc';

export type SubnetPagesQuery = UseInfiniteQueryResult<InfiniteData<ListSubnetsResponse, string | undefined>, ApiError>;

/** Every registered subnet of `network`, in pages of `pageSize`, ordered by creation (server side). */
export function useSubnetPages(
  network: DataNetwork,
  sortOrder: SubnetOrder = DEFAULT_SUBNET_ORDER,
  pageSize: number = SUBNET_PAGE_SIZE,
): SubnetPagesQuery {
  return useChannelInfiniteQuery('data.listSubnets', { network, sortOrder, pageSize });
}

/**
 * Keeps asking for the next page while there is one, so the whole list ends up loaded (search and
 * resolution work over it). Stops after a failed page until the user retries, and when `enabled` is false.
 */
export function useLoadAllPages(query: SubnetPagesQuery, enabled = true): void {
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const go = enabled && hasNextPage && !isFetching && !isFetchNextPageError;
  useEffect(() => {
    if (go) void fetchNextPage();
  }, [go, fetchNextPage]);
}

/** The subnets of every page loaded so far, in page order. */
export function useLoadedSubnets(query: SubnetPagesQuery): readonly Subnet[] {
  const pages = query.data?.pages;
  return useMemo(() => (pages ?? []).flatMap((p) => p.subnets), [pages]);
}

/** The EVM chains the Data API knows on `network`, by their P-Chain blockchain id. */
export function useEvmChainsByBlockchainId(network: DataNetwork): {
  byBlockchainId: ReadonlyMap<string, ChainInfo>;
  isPending: boolean;
  error: ApiError | null;
} {
  const query = useChannelQuery('data.listChains', { network });
  const chains = query.data?.chains;
  const byBlockchainId = useMemo(() => {
    const map = new Map<string, ChainInfo>();
    for (const chain of chains ?? []) if (chain.platformChainId) map.set(chain.platformChainId, chain);
    return map;
  }, [chains]);
  return { byBlockchainId, isPending: query.isPending, error: query.error };
}
