import type { ParamsIn, Result } from '@shared/contract';
import type { Profile } from '@shared/models/profile';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { takeArrived } from '../api/early-request';
import { useKeepFailure } from './keep-failure';
import { appKey } from './keys';

const profilesKey = appKey('app.profiles.list', {});
const apiKeyStatusKey = (profileId: string) => appKey('app.apiKey.status', { profileId });

const profilesQuery = {
  queryKey: profilesKey,
  queryFn: () => api.invoke('app.profiles.list', {}),
  // This window's own changes refresh the list at once (the mutations below); a few seconds of freshness
  // keep the views that mount at start-up (gate, switcher) from asking again for what just arrived.
  staleTime: 5_000,
};

/** All connection profiles and the active id (owned by the main process). */
export function useProfiles() {
  return useKeepFailure(useQuery(profilesQuery));
}

type ProfileList = Result<'app.profiles.list'>;
const activeOf = (list: ProfileList) => list.profiles.find((p) => p.id === list.activeId) ?? null;

const isSuccess = (body: unknown): body is { ok: true; data: ProfileList } =>
  typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === true && 'data' in body;

/**
 * Asks for the profiles before the first render: every view waits for the active profile, so on a deep
 * link this answer is on the critical path and should not wait for React to mount. Resolves to the
 * active profile (null when the backend did not say), so a deep link's first data can be asked for too.
 *
 * In browser mode the boot script asked already, and the answer has usually arrived by the time this
 * runs: it goes into the cache at once, so the first render has it and the data is asked for first.
 */
export async function prefetchProfiles(client: QueryClient): Promise<Profile | null> {
  const early = takeArrived('app.profiles.list', {});
  if (isSuccess(early)) {
    client.setQueryData<ProfileList>(profilesKey, early.data);
    return activeOf(early.data);
  }
  try {
    return activeOf(await client.fetchQuery(profilesQuery));
  } catch {
    // The gate shows the failure (it is in the cache) and offers Retry.
    return null;
  }
}

/**
 * Switch the active profile. Remote data is keyed by profile id, so every view refetches for the new
 * profile on its own; the old profile's entries stay cached for switching back.
 */
export function useSelectProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => api.invoke('app.profiles.select', { profileId }),
    onSuccess: (profile) => {
      client.setQueryData<Result<'app.profiles.list'>>(profilesKey, (list) =>
        list ? { ...list, activeId: profile.id } : list,
      );
      return client.invalidateQueries({ queryKey: profilesKey });
    },
  });
}

/**
 * Create or update a custom profile. The list (settings and top-bar switcher) is refetched, and answers
 * cached for this profile id are dropped: its endpoints may have changed.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: ParamsIn<'app.profiles.save'>['profile']) => api.invoke('app.profiles.save', { profile }),
    onSuccess: async (saved) => {
      client.removeQueries({ queryKey: [saved.id] });
      await client.invalidateQueries({ queryKey: profilesKey });
    },
  });
}

/** Add the profiles of an exported file (main checks the whole file first; a bad one changes nothing). */
export function useImportProfiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.invoke('app.profiles.import', { content }),
    onSuccess: () => client.invalidateQueries({ queryKey: profilesKey }),
  });
}

/** Delete a custom profile (and its stored key); the main process falls back to mainnet if it was active. */
export function useRemoveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => api.invoke('app.profiles.remove', { profileId }),
    onSuccess: async (list: Result<'app.profiles.remove'>, profileId) => {
      client.setQueryData(profilesKey, list);
      client.removeQueries({ queryKey: [profileId] });
      client.removeQueries({ queryKey: apiKeyStatusKey(profileId) });
      await client.invalidateQueries({ queryKey: profilesKey });
    },
  });
}

/** Which OS keychain holds API keys here, or why there is none (then keys can be kept for the session only). */
export function useKeychainInfo() {
  return useQuery({
    queryKey: appKey('app.keychain.info', {}),
    queryFn: () => api.invoke('app.keychain.info', {}),
    staleTime: 0,
  });
}

/** Whether an API key is set for a profile and where it is kept; the key itself never reaches the renderer. */
export function useApiKeyStatus(profileId: string) {
  return useQuery({
    queryKey: apiKeyStatusKey(profileId),
    queryFn: () => api.invoke('app.apiKey.status', { profileId }),
    staleTime: 0,
  });
}

function useApiKeyMutation<V>(call: (vars: V) => Promise<Result<'app.apiKey.status'>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      client.setQueryData(apiKeyStatusKey(status.profileId), status);
      // Answers fetched without (or with another) key are no longer what the profile would get.
      return client.invalidateQueries({ queryKey: [status.profileId] });
    },
  });
}

export const useSetApiKey = () =>
  useApiKeyMutation((vars: ParamsIn<'app.apiKey.set'>) => api.invoke('app.apiKey.set', vars));

export const useClearApiKey = () =>
  useApiKeyMutation((profileId: string) => api.invoke('app.apiKey.clear', { profileId }));
