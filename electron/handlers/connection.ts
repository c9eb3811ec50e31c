import { ONE_ATTEMPT, testConnection } from '@main/services/connection-test/probe';
import type { Keychain } from '@main/services/keychain';
import { NodeRpcClient } from '@main/services/node-rpc-client';
import type { ProfileStore } from '@main/services/profile-store';
import type { connectionChannels } from '@shared/contract/connection';
import { AppErrorException, appError } from '@shared/errors';
import type { Profile } from '@shared/models/profile';
import type { HandlerMap } from '../ipc/types';

/** A node-only profile has no Data API origin: '' stands for none. */
const originOf = (url: string) => (url === '' ? '' : new URL(url).origin);

/**
 * The key a draft may be tested with: the saved profile's own key, and only while the draft still points
 * the Data API and metrics API at the saved origins — a draft must not carry a stored key to a new host.
 */
async function draftKey(draft: Profile, profiles: ProfileStore, keychain: Keychain): Promise<string | null> {
  const saved = profiles.find(draft.id);
  if (!saved || saved.builtin) return null;
  const sameOrigins =
    originOf(saved.dataApiUrl) === originOf(draft.dataApiUrl) &&
    originOf(saved.metricsApiUrl) === originOf(draft.metricsApiUrl);
  return sameOrigins ? keychain.getApiKey(saved.id) : null;
}

export const connectionHandlers = {
  'app.connection.test': async (params, { profiles, keychain, rateLimits }) => {
    if ('profileId' in params) {
      const profile = profiles.get(params.profileId);
      return testConnection({
        profile,
        apiKey: await keychain.getApiKey(profile.id),
        onRateLimit: (observation) => rateLimits.record(profile.id, observation),
      });
    }
    const draft: Profile = params.profile;
    return testConnection({ profile: draft, apiKey: await draftKey(draft, profiles, keychain) });
  },
  'app.connection.readChainId': async ({ rpcUrl, timeoutMs }) => {
    // Only this one call: no retries, the form shows the error next to the URL at once.
    const client = new NodeRpcClient(() => ({ nodeRpcUrl: '', timeoutMs }), { retry: ONE_ATTEMPT });
    const answer = await client.call({ url: rpcUrl }, 'eth_chainId', []);
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(answer)) {
      throw new AppErrorException(
        appError('parse', `eth_chainId answered ${JSON.stringify(answer).slice(0, 40)}, not a 0x chain id`),
      );
    }
    return { chainId: BigInt(answer).toString() };
  },
} satisfies HandlerMap<keyof typeof connectionChannels>;
