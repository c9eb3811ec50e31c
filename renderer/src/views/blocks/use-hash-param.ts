import { useCallback, useSyncExternalStore } from 'react';
import { hashQueryParam, withHashQueryParam } from '../../components/tabs/hash-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => window.location.hash;

/**
 * A view setting kept in the hash query (`#/blocks/43114?status=failed`) so it survives reloads and can
 * be shared. Changing it replaces the history entry, as switching tabs does.
 */
export function useHashParam(name: string): [string | null, (value: string | null) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash);
  const value = hashQueryParam(hash, name);
  const set = useCallback(
    (next: string | null) => {
      const target = withHashQueryParam(window.location.hash, name, next);
      if (target === window.location.hash) return;
      window.location.replace(`${window.location.pathname}${window.location.search}${target}`);
    },
    [name],
  );
  return [value, set];
}
