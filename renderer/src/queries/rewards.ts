import type { ParamsIn } from '@shared/contract';
import { useChannelInfiniteQuery } from './use-channel-query';

export type PendingRewardsQuery = Omit<NonNullable<ParamsIn<'data.listPendingRewards'>>, 'pageToken'>;

/** Pending primary-network staking rewards of addresses and/or node ids, page by page. */
export function usePendingRewards(params: PendingRewardsQuery, enabled = true) {
  return useChannelInfiniteQuery('data.listPendingRewards', params, { enabled });
}
