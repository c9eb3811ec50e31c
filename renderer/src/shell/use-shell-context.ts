import type { Profile } from '@shared/models/profile';
import { useProfiles } from '../queries/profiles';
import { usePrefs } from '../stores/prefs';

/** C-Chain mainnet: what search and links use while no profile is known (backend not reached yet). */
const FALLBACK_CHAIN_ID = '43114';

/** What the shell (outside ProfileGate) needs: the active profile if known, and the chain to search on. */
export function useShellContext(): { profile: Profile | undefined; chainId: string; network: Profile['network'] } {
  const profiles = useProfiles();
  const profile = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId);
  const chosen = usePrefs((s) => (profile ? s.chainByProfile[profile.id] : undefined));
  return {
    profile,
    chainId: chosen ?? profile?.defaultChainId ?? FALLBACK_CHAIN_ID,
    network: profile?.network ?? 'mainnet',
  };
}
