import type { AppEventPayload } from '@shared/contract';

export type RetryEvent = AppEventPayload<'request.retry'>;

/** A retry main is waiting for, with when it will be sent (renderer clock). */
export interface RetryWaitState extends RetryEvent {
  until: number;
}

/** How long a finished wait stays on screen ("retrying now…") before the notice goes. */
export const LINGER_MS = 1500;

/** The words for a wait: why, and in how many seconds the next attempt goes out. */
export function retryWaitText(wait: RetryWaitState, now: number): string {
  const seconds = Math.max(0, Math.ceil((wait.until - now) / 1000));
  const why =
    wait.status === 429
      ? 'The Data API is rate limiting requests (429)'
      : `The Data API answered ${wait.status} (temporarily unavailable)`;
  const when = seconds > 0 ? `retrying in ${seconds} s` : 'retrying now';
  return `${why} — ${when} (attempt ${wait.nextAttempt}).`;
}

/** Whether the notice for `wait` should still show at `now`. */
export const isWaitShown = (wait: RetryWaitState | null, now: number): wait is RetryWaitState =>
  wait !== null && now < wait.until + LINGER_MS;
