import type { Profile } from '@shared/models/profile';
import { createContext, type ReactNode, useContext } from 'react';

const ActiveProfileContext = createContext<Profile | null>(null);

export function ActiveProfileProvider({ profile, children }: { profile: Profile; children: ReactNode }) {
  return <ActiveProfileContext.Provider value={profile}>{children}</ActiveProfileContext.Provider>;
}

/** The profile every remote call of the current view goes through (views render inside ProfileGate). */
export function useActiveProfile(): Profile {
  const profile = useContext(ActiveProfileContext);
  if (!profile) throw new Error('useActiveProfile must be used inside <ProfileGate>');
  return profile;
}

/** The active profile when rendered inside <ProfileGate>, else null (the shell's own panels). */
export function useOptionalActiveProfile(): Profile | null {
  return useContext(ActiveProfileContext);
}
