import { useCallback, useSyncExternalStore } from 'react';
import { hashQueryParam, withHashQueryParam } from '../../components/tabs/hash-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => window.location.hash;

/**
 * View state kept in the hash query (`#/index/P/block?container=42`) so it survives a reload and can be
 * shared. Setting replaces the history entry; other parameters (such as `?tab=`) are kept.
 */
export function useHashParams<K extends string>(
  names: readonly K[],
): [Record<K, string | null>, (values: Partial<Record<K, string | null>>) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, currentHash);
  const values = Object.fromEntries(names.map((n) => [n, hashQueryParam(hash, n)])) as Record<K, string | null>;
  const set = useCallback((next: Partial<Record<K, string | null>>) => {
    let updated = window.location.hash;
    for (const [name, value] of Object.entries(next) as [K, string | null | undefined][]) {
      if (value !== undefined) updated = withHashQueryParam(updated, name, value);
    }
    if (updated === window.location.hash) return;
    window.location.replace(`${window.location.pathname}${window.location.search}${updated}`);
  }, []);
  return [values, set];
}
