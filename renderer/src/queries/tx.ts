import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useActiveProfile } from './active-profile';
import { useChains } from './chains';
import { useKeepFailure } from './keep-failure';
import { channelLookupOptions, useChannelQueries, useChannelQuery } from './use-channel-query';

const transactionQuery = (profileId: string, chainId: string, txHash: string, enabled = true) =>
  channelLookupOptions(profileId, 'data.getTransaction', { chainId, txHash }, { enabled });

/**
 * One EVM transaction with its transfers, internal calls and Teleporter message. Finalised: cached for
 * good; `Absent` (the Data API does not know the hash) is cached for a minute.
 */
export function useTransaction(chainId: string, txHash: string, enabled = true) {
  const profile = useActiveProfile();
  return useKeepFailure(useQuery(transactionQuery(profile.id, chainId, txHash, enabled)));
}

/** A transaction deep link's first request, started before the view is there (see deep-link-prefetch.ts). */
export function prefetchTxDeepLink(
  client: QueryClient,
  profileId: string,
  chainId: string,
  txHash: string,
): Promise<unknown> {
  return client.prefetchQuery(transactionQuery(profileId, chainId, txHash));
}

/** Every chain the profile can show: names for chain ids and blockchain ids, and where else to look. */
export const useChainList = (enabled = true) => useChains(enabled);

/**
 * The node's own view of a transaction (eth_getTransactionByHash, eth_getTransactionReceipt) and of
 * which chain it serves (eth_chainId): the Data API can lag behind a fresh transaction. `blockchainId`
 * null → nothing asked.
 */
export function useNodeTransaction(blockchainId: string | null, hash: string) {
  const on = { blockchainId: blockchainId ?? 'C' };
  const enabled = blockchainId !== null;
  const tx = useChannelQuery('node.evm.getTransactionByHash', { ...on, hash }, { enabled, staleTime: 0 });
  const found = tx.data !== undefined && tx.data !== null;
  const receipt = useChannelQuery(
    'node.evm.getTransactionReceipt',
    { ...on, hash },
    { enabled: enabled && found, staleTime: 0 },
  );
  const chainId = useChannelQuery('node.evm.chainId', on, { enabled: enabled && found });
  return { tx, receipt, chainId };
}

/**
 * name/symbol/decimals of each token contract, read from the chain's node (one batch of eth_call per token),
 * cached for good: a token's own answers do not change.
 */
export function useTokenFacts(blockchainId: string | null, tokens: readonly string[]) {
  const on = blockchainId ?? 'C';
  const params = tokens.map((token) => ({ blockchainId: on, token }));
  return useChannelQueries('node.evm.tokenFacts', params, { enabled: blockchainId !== null });
}
