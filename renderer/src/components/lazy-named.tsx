import { type LazyExoticComponent, lazy, type ReactNode, useState, useSyncExternalStore } from 'react';
import { type Chunk, chunk } from './chunk';

/**
 * How many chunks have arrived after a lazy view suspended on them. React reveals a suspended boundary by a
 * retry, which it renders in time slices and then holds back until 300 ms after the fallback appeared (to batch
 * reveals): a deep link whose view code arrived just after the first render waited ~100 ms with nothing to do.
 * A router that reads this count re-renders as a plain (synchronous) update when the code arrives, and React
 * commits the view at once.
 */
let arrivals = 0;
const arrivalListeners = new Set<() => void>();
const subscribeArrivals = (listener: () => void) => {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
};
const arrivalCount = () => arrivals;

function announceArrival() {
  arrivals += 1;
  for (const listener of arrivalListeners) listener();
}

/** Changes each time a chunk a lazy view was waiting for arrives (see `arrivals`). */
export function useLazyArrivals(): number {
  return useSyncExternalStore(subscribeArrivals, arrivalCount, arrivalCount);
}

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
  const Suspending: LazyExoticComponent<View<P>> = lazy(async () => {
    const module = await from.load();
    // A task later, once React has the lazy component's value as well.
    setTimeout(announceArrival, 0);
    return { default: module[name] };
  });
  return function LazyNamed(props: P) {
    // Chosen once per mount. Switching from the lazy wrapper to the loaded component on a later render is a
    // different element type, and React would remount everything under it: state reset, effects and requests
    // run again (the node tab's "now" timestamp, taken at mount, was asked for twice a second apart).
    const [Component] = useState<View<P>>(() => from.loaded()?.[name] ?? Suspending);
    return <Component {...props} />;
  };
}
