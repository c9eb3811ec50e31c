import type { ParamsIn } from '@shared/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

export type ConnectionTestParams = ParamsIn<'app.connection.test'>;

/** Probes a profile (saved, or a draft from the form) on demand; nothing is cached, each press probes again. */
export function useConnectionTest() {
  return useMutation({
    mutationFn: (params: ConnectionTestParams) => api.invoke('app.connection.test', params),
  });
}

/** Asks an EVM RPC URL for its chain id (eth_chainId, from main); the form fills the custom chain's id with it. */
export function useReadChainId() {
  return useMutation({
    mutationFn: (rpcUrl: string) => api.invoke('app.connection.readChainId', { rpcUrl }),
  });
}
