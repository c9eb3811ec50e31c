import { type LazyExoticComponent, lazy, type ReactNode, useState } from 'react';
import { type Chunk, chunk } from './chunk';

type View<P extends object> = (props: P) => ReactNode;

/**
 * A module's named export, rendered from its own chunk. Until the chunk has loaded it suspends
 * (`React.lazy`, the nearest Suspense shows its fallback); once loaded — by an earlier visit or a
 * prefetch — it renders at once, without suspending: React holds a revealed Suspense boundary back for a
 * moment to batch reveals, which a deep link whose code is already here should not wait for.
 */
export function lazyNamed<K extends string, P extends object>(
  source: Chunk<{ [name in K]: View<P> }> | (() => Promise<{ [name in K]: View<P> }>),
  name: K,
): View<P> {
  const from = typeof source === 'function' ? chunk(source) : source;
  const Suspending: LazyExoticComponent<View<P>> = lazy(async () => ({ default: (await from.load())[name] }));
  return function LazyNamed(props: P) {
    // Chosen once per mount. Switching from the lazy wrapper to the loaded component on a later render is a
    // different element type, and React would remount everything under it: state reset, effects and requests
    // run again (the node tab's "now" timestamp, taken at mount, was asked for twice a second apart).
    const [Component] = useState<View<P>>(() => from.loaded()?.[name] ?? Suspending);
    return <Component {...props} />;
  };
}
