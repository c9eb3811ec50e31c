import type { Profile } from '@shared/models/profile';

/** Default port of `npm run simulator`. */
export const SIMULATOR_DEFAULT_URL = 'http://127.0.0.1:8787';

/** The profiles every installation has. The SDK's header name is the default for the Avalanche ones. */
export const BUILTIN_PROFILES: readonly Profile[] = [
  {
    id: 'mainnet',
    name: 'Avalanche Mainnet',
    builtin: true,
    network: 'mainnet',
    defaultChainId: '43114',
    dataApiUrl: 'https://glacier-api.avax.network',
    metricsApiUrl: 'https://metrics.avax.network',
    nodeRpcUrl: 'https://api.avax.network',
    apiKeyHeader: 'x-glacier-api-key',
    timeoutMs: 20_000,
    publicNode: true,
  },
  {
    id: 'fuji',
    name: 'Avalanche Fuji (testnet)',
    builtin: true,
    network: 'fuji',
    defaultChainId: '43113',
    dataApiUrl: 'https://glacier-api.avax.network',
    metricsApiUrl: 'https://metrics.avax.network',
    nodeRpcUrl: 'https://api.avax-test.network',
    apiKeyHeader: 'x-glacier-api-key',
    timeoutMs: 20_000,
    publicNode: true,
  },
  {
    id: 'local',
    name: 'Local simulator',
    builtin: true,
    network: 'mainnet',
    defaultChainId: '43114',
    dataApiUrl: SIMULATOR_DEFAULT_URL,
    metricsApiUrl: SIMULATOR_DEFAULT_URL,
    nodeRpcUrl: SIMULATOR_DEFAULT_URL,
    apiKeyHeader: 'x-glacier-api-key',
    timeoutMs: 10_000,
    publicNode: false,
  },
];

/**
 * The built-ins with "Local simulator" pointed at a simulator on another port (tests and benchmarks start
 * their own on a random one); `nodeRpcUrl` defaults to the same origin.
 */
export function builtinProfilesWithSimulatorAt(
  url: string,
  local: Partial<Pick<Profile, 'nodeRpcUrl' | 'timeoutMs'>> = {},
): Profile[] {
  return BUILTIN_PROFILES.map((p) =>
    p.id === 'local' ? { ...p, dataApiUrl: url, metricsApiUrl: url, nodeRpcUrl: url, ...local } : { ...p },
  );
}
