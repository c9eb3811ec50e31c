import { type LazyExoticComponent, lazy, type ReactNode } from 'react';

type View<P> = (props: P) => ReactNode;

/**
 * `React.lazy` for a module's named export: the module stays a chunk of its own, fetched the first time
 * the component renders (or earlier, when `load` is called to prefetch it — the browser loads a module once).
 */
export function lazyNamed<K extends string, P>(
  load: () => Promise<{ [name in K]: View<P> }>,
  name: K,
): LazyExoticComponent<View<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
