import type { AppServices } from '@main/app/wiring';
import type { CustomEvmChain } from '@shared/models/profile';
import type { EvmChainData } from '@sim/dataset/evm';

/** What node-only e2e tests share: the simulator's Beam L1, and a profile that reads it from its node alone. */

export const beamOf = (sim: { dataset: { evm: { chains: EvmChainData[] } } }) =>
  sim.dataset.evm.chains.find((c) => c.spec.chainName === 'Beam') as EvmChainData;

export const beamRpcUrl = (simUrl: string, beam: EvmChainData) => `${simUrl}/ext/bc/${beam.spec.blockchainId}/rpc`;

/**
 * Saves and selects a node-only profile (no Data API or metrics URL) with Beam as a custom chain; `token`
 * names its native token as a user would in Settings.
 */
export function selectBeamNodeProfile(
  services: AppServices,
  simUrl: string,
  beam: EvmChainData,
  token: Pick<CustomEvmChain, 'symbol' | 'decimals'> = {},
) {
  const chainId = beam.spec.evmChainId;
  services.profiles.save({
    id: 'beam-node',
    name: 'Beam node',
    builtin: false,
    network: 'mainnet',
    defaultChainId: chainId,
    dataApiUrl: '',
    metricsApiUrl: '',
    nodeRpcUrl: simUrl,
    apiKeyHeader: 'x-glacier-api-key',
    timeoutMs: 60_000,
    publicNode: false,
    customChains: [{ chainId, name: 'Beam (own node)', rpcUrl: beamRpcUrl(simUrl, beam), ...token }],
  });
  services.profiles.select('beam-node');
  return chainId;
}

/** A JSON answer of the simulator's Data API (`/v1…`): what the expected values of a test are read from. */
export async function simDataApi<T>(simUrl: string, path: string): Promise<T> {
  const res = await fetch(`${simUrl}/v1${path}`);
  if (!res.ok) throw new Error(`GET /v1${path}: ${res.status}`);
  return (await res.json()) as T;
}
