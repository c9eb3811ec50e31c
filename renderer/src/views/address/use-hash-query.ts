import { useCallback, useSyncExternalStore } from 'react';
import { hashQueryParam, withHashQueryParam } from '../../components/tabs/hash-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => window.location.hash;

/**
 * Reads `?name=` parameters of the hash route (the tab filters) and sets several at once. Like the tab,
 * a change replaces the history entry; an empty value removes the parameter.
 */
export function useHashQuery<K extends string>(
  names: readonly K[],
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, currentHash);
  const values = Object.fromEntries(names.map((name) => [name, hashQueryParam(hash, name) ?? ''])) as Record<K, string>;
  const update = useCallback((changes: Partial<Record<K, string>>) => {
    let next = window.location.hash;
    for (const [name, value] of Object.entries(changes) as [K, string | undefined][]) {
      next = withHashQueryParam(next, name, value === undefined || value === '' ? null : value);
    }
    if (next === window.location.hash) return;
    window.location.replace(`${window.location.pathname}${window.location.search}${next}`);
  }, []);
  return [values, update];
}
