import { planProfileImport, readProfilesFile } from '@main/services/profile-import';
import type { appChannels } from '@shared/contract/app';
import type { HandlerMap } from '../ipc/types';

const listing = (profiles: { list(): unknown[]; activeProfileId: string }) => ({
  profiles: profiles.list(),
  activeId: profiles.activeProfileId,
});

/** Profiles and API keys. The key itself is never returned, only whether one is set and where it is kept. */
export const appHandlers = {
  'app.profiles.list': async (_p, { profiles }) => listing(profiles),
  'app.profiles.select': async ({ profileId }, { profiles }) => profiles.select(profileId),
  'app.profiles.save': async ({ profile }, { profiles }) => profiles.save(profile),
  'app.profiles.remove': async ({ profileId }, { profiles, keychain }) => {
    profiles.remove(profileId);
    await keychain.clearApiKey(profileId);
    return listing(profiles);
  },
  'app.profiles.import': async ({ content }, { profiles }) => {
    const { add, result } = planProfileImport(profiles.list(), readProfilesFile(content));
    profiles.addAll(add);
    return result;
  },
  'app.keychain.info': async (_p, { keychain }) => keychain.info(),
  'app.apiKey.status': async ({ profileId }, { keychain, profiles }) => keychain.status(profiles.get(profileId).id),
  'app.apiKey.set': async ({ profileId, apiKey, storage }, { keychain, profiles }) =>
    keychain.setApiKey(profiles.get(profileId).id, apiKey, storage),
  'app.apiKey.clear': async ({ profileId }, { keychain, profiles }) => keychain.clearApiKey(profiles.get(profileId).id),
} satisfies HandlerMap<keyof typeof appChannels>;
