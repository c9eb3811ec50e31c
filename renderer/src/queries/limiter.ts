/**
 * At most `max` tasks at once; the rest wait their turn in order. Background reads (the health card's
 * chain-by-chain probe) go through one, so they never crowd out what the user is looking at (a browser
 * opens only a handful of connections per host). A waiting task whose signal aborts leaves the queue
 * without running.
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (running >= max) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const at = waiting.indexOf(go);
          if (at >= 0) waiting.splice(at, 1);
          reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        };
        const go = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        if (signal?.aborted) return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(go);
      });
    }
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** The limiter of background reads: four at a time, leaving the browser two connections for the view. */
export const runInBackground = createLimiter(4);
