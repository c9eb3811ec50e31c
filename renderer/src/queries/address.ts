import type { Currency } from '../../../shared/contract/data/common';
import { useChannelQuery } from './use-channel-query';

/** Native token balance (AVAX on the C-Chain) of an EVM address, valued in `currency`. */
export function useNativeBalance(chainId: string, address: string, currency: Currency) {
  return useChannelQuery('data.getNativeBalance', { chainId, address, currency });
}
