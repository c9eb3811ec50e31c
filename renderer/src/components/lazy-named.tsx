import { type LazyExoticComponent, lazy, type ReactNode } from 'react';

type View<P extends object> = (props: P) => ReactNode;

/** A module loaded on demand, once: `load` starts it (or joins the load under way), `loaded` peeks. */
export interface Chunk<M> {
  load(): Promise<M>;
  loaded(): M | undefined;
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (m) => {
          module = m;
          return m;
        },
        (e: unknown) => {
          // A failed load (server restarted, network) may be retried by the next render or prefetch.
          pending = undefined;
          throw e;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

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
  return (props: P) => {
    const Component: View<P> = from.loaded()?.[name] ?? Suspending;
    return <Component {...props} />;
  };
}
