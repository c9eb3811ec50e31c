import { isAbsent } from '@renderer/queries/absent';
import { useNativeBalance } from '@renderer/queries/address';
import { usePrefs } from '@renderer/stores/prefs';
import { useMemo } from 'react';

export interface NativeToken {
  symbol: string | undefined;
  decimals: number;
}

/** Every EVM chain's native token has 18 decimals; the symbol is only shown once the service named it. */
const EVM_NATIVE_DECIMALS = 18;

/**
 * Symbol and decimals of the chain's native token, from the balance query the header already made
 * (same key, so no extra request).
 */
export function useNativeToken(chainId: string, address: string): NativeToken {
  const currency = usePrefs((s) => s.currency);
  const answer = useNativeBalance(chainId, address, currency).data;
  const balance = answer && !isAbsent(answer) ? answer.nativeTokenBalance : undefined;
  const symbol = balance?.symbol;
  const decimals = balance?.decimals ?? EVM_NATIVE_DECIMALS;
  return useMemo(() => ({ symbol, decimals }), [symbol, decimals]);
}
