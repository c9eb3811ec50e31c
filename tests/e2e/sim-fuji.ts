import type { RunningSimulator } from '@sim/server';
import type { AppHarness } from './fixtures';

/** Saves and selects a profile that reads the simulator's Fuji node and Data API. */
export function useSimFuji(app: AppHarness, sim: RunningSimulator) {
  app.services.profiles.save({
    id: 'sim-fuji',
    name: 'Simulator Fuji',
    builtin: false,
    network: 'fuji',
    defaultChainId: '43113',
    dataApiUrl: sim.url,
    metricsApiUrl: sim.url,
    nodeRpcUrl: `${sim.url}/fuji`,
    apiKeyHeader: 'x-glacier-api-key',
    timeoutMs: 30_000,
    publicNode: false,
  });
  app.services.profiles.select('sim-fuji');
}
