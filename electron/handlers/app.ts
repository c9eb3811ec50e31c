import type { appChannels } from '@shared/contract/app';
import type { HandlerMap } from '../ipc/types';

const listing = (profiles: { list(): unknown[]; activeProfileId: string }) => ({
  profiles: profiles.list(),
  activeId: profiles.activeProfileId,
});

/** Profiles and API keys. The key itself is never returned, only whether one is stored. */
export const appHandlers = {
  'app.profiles.list': async (_p, { profiles }) => listing(profiles),
  'app.profiles.select': async ({ profileId }, { profiles }) => profiles.select(profileId),
  'app.profiles.save': async ({ profile }, { profiles }) => profiles.save(profile),
  'app.profiles.remove': async ({ profileId }, { profiles, keychain }) => {
    profiles.remove(profileId);
    await keychain.clearApiKey(profileId);
    return listing(profiles);
  },
  'app.apiKey.status': async ({ profileId }, { keychain, profiles }) => ({
    profileId: profiles.get(profileId).id,
    isSet: (await keychain.getApiKey(profileId)) !== null,
  }),
  'app.apiKey.set': async ({ profileId, apiKey }, { keychain, profiles }) => {
    profiles.get(profileId);
    await keychain.setApiKey(profileId, apiKey);
    return { profileId, isSet: true };
  },
  'app.apiKey.clear': async ({ profileId }, { keychain, profiles }) => {
    profiles.get(profileId);
    await keychain.clearApiKey(profileId);
    return { profileId, isSet: false };
  },
} satisfies HandlerMap<keyof typeof appChannels>;
