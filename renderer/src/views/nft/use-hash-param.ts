import { useCallback, useSyncExternalStore } from 'react';
import { hashQueryParam, withHashQueryParam } from '../../components/tabs/hash-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => window.location.hash;

/**
 * One `?name=` parameter of the hash route (the open token, `?token=42`), so the state is a deep link.
 * Setting it adds a history entry: Back closes what was opened.
 */
export function useHashParam(name: string): [string | null, (value: string | null) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash);
  const value = hashQueryParam(hash, name);
  const set = useCallback(
    (next: string | null) => {
      const target = withHashQueryParam(window.location.hash, name, next);
      if (target !== window.location.hash) window.location.hash = target;
    },
    [name],
  );
  return [value, set];
}
