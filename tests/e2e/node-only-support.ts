import type { AppServices } from '@main/app/wiring';
import type { CustomEvmChain } from '@shared/models/profile';
import type { EvmChainData } from '@sim/dataset/evm';

/** What node-only e2e tests share: the simulator's Beam L1, and a profile that reads it from its node alone. */

export const beamOf = (sim: { dataset: { evm: { chains: EvmChainData[] } } }) =>
  sim.dataset.evm.chains.find((c) => c.spec.chainName === 'Beam') as EvmChainData;

export const beamRpcUrl = (simUrl: string, beam: EvmChainData) => `${simUrl}/ext/bc/${beam.spec.blockchainId}/rpc`;

/**
 * Saves and selects a node-only profile (no Data API or metrics URL) with Beam as a custom chain; `token`
 * names its native token as a user would in Settings; `more` adds further custom chains.
 */
export function selectBeamNodeProfile(
  services: AppServices,
  simUrl: string,
  beam: EvmChainData,
  token: Pick<CustomEvmChain, 'symbol' | 'decimals'> = {},
  more: CustomEvmChain[] = [],
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
    customChains: [{ chainId, name: 'Beam (own node)', rpcUrl: beamRpcUrl(simUrl, beam), ...token }, ...more],
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

/** One JSON-RPC call to the simulator's node, as any client sends it. */
export async function simRpcCall<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const answer = (await res.json()) as { result?: T; error?: { message: string } };
  if (answer.error || answer.result === undefined)
    throw new Error(`${method}: ${answer.error?.message ?? 'no result'}`);
  return answer.result;
}

interface SimSubnets {
  dataset: {
    primary: {
      mainnet: {
        subnets: {
          tracked: boolean;
          blockchains: { blockchainId: string; blockchainName: string; evm?: { evmChainId: number } }[];
        }[];
      };
    };
  };
}

/**
 * A subnet-EVM chain the simulator's node runs whose blocks hold no transactions (the dataset generates
 * transactions only for the Data API's chains): a quiet chain, as a custom chain of a profile.
 */
export function quietChainOf(sim: SimSubnets & { dataset: { evm: { chains: EvmChainData[] } } }, simUrl: string) {
  const indexed = new Set(sim.dataset.evm.chains.map((c) => c.spec.blockchainId));
  for (const subnet of sim.dataset.primary.mainnet.subnets) {
    if (!subnet.tracked) continue;
    const chain = subnet.blockchains.find((b) => b.evm && !indexed.has(b.blockchainId));
    if (chain?.evm) {
      return {
        chainId: String(chain.evm.evmChainId),
        name: chain.blockchainName,
        rpcUrl: `${simUrl}/ext/bc/${chain.blockchainId}/rpc`,
      } satisfies CustomEvmChain;
    }
  }
  throw new Error('the simulator runs no quiet subnet-EVM chain');
}
