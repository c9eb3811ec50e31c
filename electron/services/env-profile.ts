import { createHash } from 'node:crypto';
import { baseUrl, type Profile } from '@shared/models/profile';

/** Environment overrides of the start profile's base URLs. */
export interface ProfileEnv {
  SNOWSCOPE_PROFILE?: string;
  SNOWSCOPE_DATA_API_URL?: string;
  SNOWSCOPE_METRICS_API_URL?: string;
  SNOWSCOPE_NODE_RPC_URL?: string;
}

const OVERRIDES = {
  SNOWSCOPE_DATA_API_URL: 'dataApiUrl',
  SNOWSCOPE_METRICS_API_URL: 'metricsApiUrl',
  SNOWSCOPE_NODE_RPC_URL: 'nodeRpcUrl',
} as const satisfies Record<string, keyof Profile>;

type OverrideVariable = keyof typeof OVERRIDES;

const NAME_SUFFIX = ' (overridden by environment)';
const MAX_NAME = 60;

/**
 * The profile an environment override makes of `base`: a distinct, read-only profile named after it
 * ("Avalanche Mainnet (overridden by environment)"), so the base profile's stored API key is never sent to
 * the overriding URLs. Its id is derived from the base and the URLs: a key the user sets for it applies to
 * this exact override only, and stays with it across restarts. Null when no override is set; throws with a
 * clear message when one is not a usable base URL.
 */
export function environmentProfile(base: Profile, env: ProfileEnv): Profile | null {
  const set = (Object.keys(OVERRIDES) as OverrideVariable[]).filter((v) => env[v]?.trim());
  if (set.length === 0) return null;
  const urls: Pick<Profile, 'dataApiUrl' | 'metricsApiUrl' | 'nodeRpcUrl'> = {
    dataApiUrl: base.dataApiUrl,
    metricsApiUrl: base.metricsApiUrl,
    nodeRpcUrl: base.nodeRpcUrl,
  };
  for (const variable of set) {
    const parsed = baseUrl.safeParse(env[variable]);
    if (!parsed.success) {
      throw new Error(
        `${variable} (${OVERRIDES[variable]}) ${parsed.error.issues[0]?.message ?? 'is not a valid URL'}: "${env[variable]}"`,
      );
    }
    urls[OVERRIDES[variable]] = parsed.data;
  }
  const digest = createHash('sha256')
    .update(JSON.stringify([base.id, urls.dataApiUrl, urls.metricsApiUrl, urls.nodeRpcUrl]))
    .digest('hex');
  return {
    ...base,
    ...urls,
    id: `env-${digest.slice(0, 12)}`,
    name: `${base.name.slice(0, MAX_NAME - NAME_SUFFIX.length)}${NAME_SUFFIX}`,
    builtin: true,
    allowKeyOverHttp: false,
    environment: { baseProfileId: base.id, variables: set },
  };
}
