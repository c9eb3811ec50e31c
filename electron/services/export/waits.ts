import { type AppError, AppErrorException, appError } from '@shared/errors';

/** How a job waits: a 429 as long as Retry-After says; 502/503/timeouts/network a few times with backoff. */
export interface WaitPolicy {
  /** Wait used when a 429 carries no readable Retry-After. */
  rateLimitDefaultMs: number;
  /** A longer Retry-After pauses the job instead (the user can resume later). */
  rateLimitMaxWaitMs: number;
  /** Consecutive 429s on one request before the job pauses. */
  rateLimitMaxAttempts: number;
  /** Attempts of one request that fails with 502/503, a timeout or a network error. */
  transientAttempts: number;
  transientBaseMs: number;
  transientMaxMs: number;
}

export const DEFAULT_WAITS: WaitPolicy = {
  rateLimitDefaultMs: 5_000,
  rateLimitMaxWaitMs: 15 * 60_000,
  rateLimitMaxAttempts: 100,
  transientAttempts: 4,
  transientBaseMs: 1_000,
  transientMaxMs: 15_000,
};

export interface Clock {
  now(): number;
  /** Resolves after `ms`, rejects at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    }),
};

export type WaitReason = 'rateLimited' | 'retrying';

/** Told when a request has to wait, and when it is on its way again. */
export interface WaitListener {
  waiting(reason: WaitReason, until: number, error: AppError): void;
  resumed(): void;
}

export function asAppError(e: unknown): AppError {
  if (e instanceof AppErrorException) return e.error;
  return appError('internal', e instanceof Error ? e.message.slice(0, 300) : 'Unexpected failure');
}

const isTransient = (e: AppError) =>
  e.kind === 'timeout' || e.kind === 'network' || (e.kind === 'http' && (e.status === 502 || e.status === 503));

/**
 * Runs `request` until it succeeds: 429s wait as the server says (Retry-After), transient failures are
 * retried with backoff, anything else (or too long a wait) is thrown for the job to pause on.
 */
export async function withWaits<T>(
  request: () => Promise<T>,
  policy: WaitPolicy,
  clock: Clock,
  signal: AbortSignal,
  listener: WaitListener,
): Promise<T> {
  let rateLimited = 0;
  let transient = 0;
  for (;;) {
    try {
      const value = await request();
      if (rateLimited + transient > 0) listener.resumed();
      return value;
    } catch (e) {
      if (signal.aborted) throw signal.reason;
      const error = asAppError(e);
      let wait: number;
      if (error.kind === 'http' && error.status === 429) {
        rateLimited += 1;
        wait = error.retryAfterMs ?? policy.rateLimitDefaultMs;
        if (wait > policy.rateLimitMaxWaitMs) {
          throw new AppErrorException({
            ...error,
            message: `Rate limited: the Data API asks to wait ${Math.ceil(wait / 60_000)} min before the next request`,
          });
        }
        if (rateLimited > policy.rateLimitMaxAttempts) {
          throw new AppErrorException({ ...error, message: `Still rate limited after ${rateLimited - 1} waits` });
        }
        listener.waiting('rateLimited', clock.now() + wait, error);
      } else if (isTransient(error) && transient + 1 < policy.transientAttempts) {
        transient += 1;
        wait = Math.min(policy.transientMaxMs, policy.transientBaseMs * 2 ** (transient - 1));
        listener.waiting('retrying', clock.now() + wait, error);
      } else {
        throw e instanceof AppErrorException ? e : new AppErrorException(error);
      }
      await clock.sleep(wait, signal);
    }
  }
}
