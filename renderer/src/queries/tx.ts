import { useChannelLookup, useChannelQuery } from './use-channel-query';

/**
 * One EVM transaction with its transfers, internal calls and Teleporter message. Finalised: cached for
 * good; `Absent` (the Data API does not know the hash) is cached for a minute.
 */
export function useTransaction(chainId: string, txHash: string, enabled = true) {
  return useChannelLookup('data.getTransaction', { chainId, txHash }, { enabled });
}

/** Every chain the Data API indexes: names for chain ids and blockchain ids, and where else to look. */
export function useChainList(enabled = true) {
  return useChannelQuery('data.listChains', undefined, { enabled });
}

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
