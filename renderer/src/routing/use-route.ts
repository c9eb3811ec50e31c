import { parseHash, type Route } from '@shared/routing/routes';
import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const currentHash = () => window.location.hash;

/** The hash route, re-rendering on every `hashchange` (links are plain `<a href="#/…">`). */
export function useRoute(): { route: Route; hash: string } {
  const hash = useSyncExternalStore(subscribe, currentHash);
  return useMemo(() => ({ route: parseHash(hash), hash }), [hash]);
}

export function navigate(hash: string): void {
  if (window.location.hash !== hash) window.location.hash = hash;
}
