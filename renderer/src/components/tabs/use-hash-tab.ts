import { goToHash, hashQueryParam, useLocationHash, withHashQueryParam } from '@renderer/routing/hash-query';
import { useCallback } from 'react';

const PARAM = 'tab';

/** The tab named by `?tab=` in `hash`, if it is one of `allowed` (any value when `allowed` is absent). */
export function tabFromHash<T extends string>(hash: string, defaultTab: T, allowed?: readonly T[]): T {
  const value = hashQueryParam(hash, PARAM);
  if (value === null || value === '') return defaultTab;
  if (allowed && !(allowed as readonly string[]).includes(value)) return defaultTab;
  return value as T;
}

/**
 * The active tab kept in the hash (`#/address/43114/0x…?tab=erc20`), so a tab is a deep link. Switching
 * adds a history entry, so Back returns to the tab the user came from (and then leaves the page), as it
 * does on the web explorers; the default tab leaves no parameter.
 */
export function useHashTab<T extends string>(defaultTab: T, allowed?: readonly T[]): [T, (tab: T) => void] {
  const active = tabFromHash(useLocationHash(), defaultTab, allowed);
  const setTab = useCallback(
    (tab: T) => goToHash(withHashQueryParam(window.location.hash, PARAM, tab === defaultTab ? null : tab), 'push'),
    [defaultTab],
  );
  return [active, setTab];
}
