import { useCallback, useSyncExternalStore } from 'react';
import { hashQueryParam, withHashQueryParam } from '../../components/tabs/hash-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => window.location.hash;

/**
 * A view setting kept in the hash query (`#/node?tab=evm&chain=C`) so it survives reloads and can be
 * linked. Setting replaces the history entry, like switching tabs; null or '' removes it.
 */
export function useHashParam(name: string): [string | null, (value: string | null) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, currentHash);
  const value = hashQueryParam(hash, name);
  const set = useCallback(
    (next: string | null) => {
      const target = withHashQueryParam(window.location.hash, name, next === '' ? null : next);
      if (target === window.location.hash) return;
      window.location.replace(`${window.location.pathname}${window.location.search}${target}`);
    },
    [name],
  );
  return [value === '' ? null : value, set];
}
