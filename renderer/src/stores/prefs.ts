import { CURRENCIES, type Currency } from '@shared/contract/data/common';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_IPFS_GATEWAY, isValidGateway } from '../format/ipfs';

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemePref = (typeof THEMES)[number];
const MAX_RECENT_SEARCHES = 8;

/** The persisted part, checked on load so a hand-edited or older localStorage entry cannot break the UI. */
const PersistedPrefs = z.object({
  theme: z.enum(THEMES).catch('system'),
  currency: z.enum(CURRENCIES).catch('usd'),
  chainByProfile: z.record(z.string(), z.string()).catch({}),
  recentSearches: z.array(z.string()).max(MAX_RECENT_SEARCHES).catch([]),
  /** Where `ipfs://` NFT media and links resolve (an https base ending in `/ipfs/`; an older http one falls back to the default). */
  ipfsGateway: z.string().refine(isValidGateway).catch(DEFAULT_IPFS_GATEWAY),
});
type PersistedPrefs = z.output<typeof PersistedPrefs>;

export interface PrefsState extends PersistedPrefs {
  setTheme(theme: ThemePref): void;
  setCurrency(currency: Currency): void;
  setChainForProfile(profileId: string, chainId: string): void;
  addRecentSearch(hash: string): void;
  clearRecentSearches(): void;
  /** Drops a remembered search that turned out to find nothing. */
  forgetRecentSearch(hash: string): void;
  setIpfsGateway(gateway: string): void;
}

const DEFAULTS: PersistedPrefs = {
  theme: 'system',
  currency: 'usd',
  chainByProfile: {},
  recentSearches: [],
  ipfsGateway: DEFAULT_IPFS_GATEWAY,
};

/** UI preferences only; anything the backend owns (profiles, keys) stays out of here. */
export const usePrefs = create<PrefsState>()(
  persist(
    (set) => ({
      ...DEFAULTS,
      setTheme: (theme) => set({ theme }),
      setCurrency: (currency) => set({ currency }),
      setChainForProfile: (profileId, chainId) =>
        set((s) => ({ chainByProfile: { ...s.chainByProfile, [profileId]: chainId } })),
      addRecentSearch: (hash) =>
        set((s) => ({
          recentSearches: [hash, ...s.recentSearches.filter((h) => h !== hash)].slice(0, MAX_RECENT_SEARCHES),
        })),
      clearRecentSearches: () => set({ recentSearches: [] }),
      forgetRecentSearch: (hash) => set((s) => ({ recentSearches: s.recentSearches.filter((h) => h !== hash) })),
      setIpfsGateway: (gateway) =>
        set({ ipfsGateway: isValidGateway(gateway) ? gateway.trim() : DEFAULT_IPFS_GATEWAY }),
    }),
    {
      name: 'snowscope.prefs',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, currency, chainByProfile, recentSearches, ipfsGateway }) => ({
        theme,
        currency,
        chainByProfile,
        recentSearches,
        ipfsGateway,
      }),
      merge: (persisted, current) => {
        const parsed = PersistedPrefs.safeParse({ ...DEFAULTS, ...(persisted as object | undefined) });
        return { ...current, ...(parsed.success ? parsed.data : DEFAULTS) };
      },
    },
  ),
);

/** The EVM chain used for searches and chain links: the user's pick for this profile, else its default. */
export function useSelectedChainId(profile: { id: string; defaultChainId: string }): string {
  return usePrefs((s) => s.chainByProfile[profile.id]) ?? profile.defaultChainId;
}
