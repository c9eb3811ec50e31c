import { useSyncExternalStore } from 'react';
import { hashQueryParam, withHashQueryParam } from '../../components/tabs/hash-query';

/**
 * View state kept in the hash's query (`#/validators/mainnet?subnet=…&node=…`), so every selection is a
 * deep link. `parseHash` ignores the query, so changing it re-renders the view without remounting it.
 */

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => (typeof window === 'undefined' ? '' : window.location.hash);

/** The current `location.hash`, re-read on every hash change. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, currentHash, currentHash);
}

/** The named query parameters of `hash`; absent and empty both read as null. */
export function hashParams<N extends string>(hash: string, names: readonly N[]): Record<N, string | null> {
  const out = {} as Record<N, string | null>;
  for (const name of names) {
    const value = hashQueryParam(hash, name);
    out[name] = value === null || value.trim() === '' ? null : value;
  }
  return out;
}

/** `hash` with each parameter set (null or empty removes it); the path and other parameters stay. */
export function hashWith(hash: string, updates: Readonly<Record<string, string | null>>): string {
  let next = hash;
  for (const [name, value] of Object.entries(updates)) {
    next = withHashQueryParam(next, name, value === null || value === '' ? null : value);
  }
  return next;
}

/**
 * Applies parameter updates to the address bar. `push` adds a history entry (a selection Back should
 * undo); `replace` does not (typing in a filter).
 */
export function updateHashParams(updates: Readonly<Record<string, string | null>>, mode: 'push' | 'replace'): void {
  const next = hashWith(window.location.hash, updates);
  if (next === window.location.hash) return;
  if (mode === 'push') window.location.hash = next;
  else window.location.replace(`${window.location.pathname}${window.location.search}${next}`);
}
