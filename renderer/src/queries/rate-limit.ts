import type { Result } from '@shared/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api';
import { appKey } from './keys';

const budgetKey = (profileId: string) => appKey('app.rateLimit.get', { profileId });

/**
 * The Data API's rate-limit budget for a profile, as main last saw it: asked once, then kept current by
 * the `ratelimit.budget` event main sends with every answer that carries the headers. Null before any did.
 */
export function useRateLimitBudget(profileId: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      api.on('ratelimit.budget', (budget) => {
        client.setQueryData<Result<'app.rateLimit.get'>>(budgetKey(budget.profileId), budget);
      }),
    [client],
  );
  return useQuery({
    queryKey: budgetKey(profileId),
    queryFn: () => api.invoke('app.rateLimit.get', { profileId }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
