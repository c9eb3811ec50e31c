import type { ParamsIn } from '@shared/contract';
import { useChannelInfiniteQuery } from './use-channel-query';

export type VerticesQuery = Omit<NonNullable<ParamsIn<'data.listVerticesByHeight'>>, 'pageToken'>;

/** X-Chain vertices at one height, page by page. */
export function useVerticesAtHeight(params: VerticesQuery, enabled = true) {
  return useChannelInfiniteQuery('data.listVerticesByHeight', params, { enabled });
}
