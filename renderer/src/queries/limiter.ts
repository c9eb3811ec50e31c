/**
 * At most `max` tasks at once; the rest wait their turn in order. Background reads (the health card's
 * chain-by-chain probe) go through one, so they never crowd out what the user is looking at (a browser
 * opens only a handful of connections per host).
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}

/** The limiter of background reads: two at a time. */
export const runInBackground = createLimiter(2);
