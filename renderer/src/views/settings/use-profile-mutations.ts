import { api } from '@renderer/api';
import { appKey } from '@renderer/queries/keys';
import type { ParamsIn, Result } from '@shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const profilesKey = appKey('app.profiles.list', {});

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

/** Delete a custom profile (and its stored key); the main process falls back to mainnet if it was active. */
export function useRemoveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => api.invoke('app.profiles.remove', { profileId }),
    onSuccess: async (list: Result<'app.profiles.remove'>, profileId) => {
      client.setQueryData(profilesKey, list);
      client.removeQueries({ queryKey: [profileId] });
      client.removeQueries({ queryKey: appKey('app.apiKey.status', { profileId }) });
      await client.invalidateQueries({ queryKey: profilesKey });
    },
  });
}
