import { useCallback, useSyncExternalStore } from 'react';
import { hashQueryParam, withHashQueryParam } from '../../components/tabs/hash-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => window.location.hash;

/**
 * One `?name=` parameter of the hash route as view state (kind filter, order, search), so the view is a
 * deep link. Setting replaces the history entry; null removes the parameter.
 */
export function useHashParam(name: string): [string | null, (value: string | null) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, currentHash);
  const value = hashQueryParam(hash, name);
  const setValue = useCallback(
    (next: string | null) => {
      const target = withHashQueryParam(window.location.hash, name, next === '' ? null : next);
      if (target === window.location.hash) return;
      window.location.replace(`${window.location.pathname}${window.location.search}${target}`);
    },
    [name],
  );
  return [value, setValue];
}
