import type { ExplorerTemplates } from '@shared/models/explorer';
import type { Profile } from '@shared/models/profile';

/** Default port of `npm run simulator`. */
export const SIMULATOR_DEFAULT_URL = 'http://127.0.0.1:8787';

/** Snowtrace (EIP-3091 paths) shows the C-Chain of each network. */
const snowtrace = (origin: string, chainId: string): ExplorerTemplates => ({
  name: 'Snowtrace',
  address: `${origin}/address/{address}`,
  tx: `${origin}/tx/{txHash}`,
  block: `${origin}/block/{number}`,
  chainIds: [chainId],
});

/**
 * The profiles every installation has. The SDK's header name is the default for the Avalanche ones. The
 * simulator's data exists nowhere on the web, so the local profile has no explorer.
 */
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
    explorer: snowtrace('https://snowtrace.io', '43114'),
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
    explorer: snowtrace('https://testnet.snowtrace.io', '43113'),
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
