import type { ParamsIn } from '@shared/contract';
import type { DataNetwork } from '@shared/contract/data/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';
import { ABSENT_STALE_TIME } from './absent';
import { useActiveProfile } from './active-profile';
import { useChannelLookup } from './use-channel-query';

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

/**
 * The aggregated signatures of a P-Chain L1 transaction's Warp message; null → nothing asked. Signatures
 * are collected afresh on every ask (never cached), but `Absent` — the 404 answer: that transaction has no
 * L1-related Warp message — is a fact about the transaction, kept for ABSENT_STALE_TIME like the other
 * "does not exist" answers.
 */
export function useAggregatedSignatures(network: DataNetwork, txHash: string | null) {
  return useChannelLookup(
    'data.getAggregatedSignatures',
    { network, txHash: txHash ?? '' },
    { enabled: txHash !== null, absentStaleTime: ABSENT_STALE_TIME },
  );
}
