/** A module loaded on demand, once: `load` starts it (or joins the load under way), `loaded` peeks. */
export interface Chunk<M> {
  load(): Promise<M>;
  loaded(): M | undefined;
}

// Kept apart from React (lazy-named.tsx): the boot script (boot.ts) prefetches a deep link's view through
// these loaders before React has even arrived.
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
