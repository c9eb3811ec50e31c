import { testConnection } from '@main/services/connection-test/probe';
import type { Keychain } from '@main/services/keychain';
import type { ProfileStore } from '@main/services/profile-store';
import type { connectionChannels } from '@shared/contract/connection';
import type { Profile } from '@shared/models/profile';
import type { HandlerMap } from '../ipc/types';

const originOf = (url: string) => new URL(url).origin;

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
} satisfies HandlerMap<keyof typeof connectionChannels>;
