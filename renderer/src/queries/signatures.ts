import type { ParamsIn } from '@shared/contract';
import type { DataNetwork } from '@shared/contract/data/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';
import { useActiveProfile } from './active-profile';
import { useChannelQuery } from './use-channel-query';

export type AggregateRequest = ParamsIn<'data.aggregateSignatures'>;

/**
 * Asks the signature aggregator to collect signatures for a message (a POST: run on demand, never on
 * page load, and never cached).
 */
export function useAggregateSignatures() {
  const profile = useActiveProfile();
  return useMutation({
    mutationFn: (params: AggregateRequest) => api.invokeAs(profile.id, 'data.aggregateSignatures', params),
  });
}

/** The aggregated signatures of a P-Chain L1 transaction's Warp message; null → nothing asked. */
export function useAggregatedSignatures(network: DataNetwork, txHash: string | null) {
  return useChannelQuery(
    'data.getAggregatedSignatures',
    { network, txHash: txHash ?? '' },
    { enabled: txHash !== null },
  );
}
