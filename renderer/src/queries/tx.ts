import { useChannelQuery } from './use-channel-query';

/** One EVM transaction with its transfers, internal calls and Teleporter message. Finalised: cached for good. */
export function useTransaction(chainId: string, txHash: string, enabled = true) {
  return useChannelQuery('data.getTransaction', { chainId, txHash }, { enabled });
}

/** Every chain the Data API indexes: names for chain ids and blockchain ids, and where else to look. */
export function useChainList(enabled = true) {
  return useChannelQuery('data.listChains', undefined, { enabled });
}
