import type { ProfileEnv } from '@main/services/profile-store';

/** The app's 'local' profile pointed at a simulator: Data API, metrics and node RPC all on `simUrl`. */
export function simProfileEnv(simUrl: string, nodeRpcUrl = simUrl): ProfileEnv {
  return {
    SNOWSCOPE_PROFILE: 'local',
    SNOWSCOPE_DATA_API_URL: simUrl,
    SNOWSCOPE_METRICS_API_URL: simUrl,
    SNOWSCOPE_NODE_RPC_URL: nodeRpcUrl,
  };
}
