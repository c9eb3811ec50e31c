import { randomUUID } from 'node:crypto';

/**
 * The retry waits in progress (429/502/503), each under an id the renderer is told with the wait, so
 * the user's Cancel can end it: the request then stops retrying and answers with the error it had.
 */
export class RetryWaits {
  private readonly waits = new Map<string, AbortController>();

  /** A new wait of `waitMs`: its id and the signal that fires on cancel. Forgotten once it has passed. */
  begin(waitMs: number): { retryId: string; signal: AbortSignal } {
    const retryId = randomUUID();
    const controller = new AbortController();
    this.waits.set(retryId, controller);
    // A little past the wait: a Cancel clicked as the wait ends still finds it, then it is let go.
    setTimeout(() => this.waits.delete(retryId), waitMs + 2000).unref?.();
    return { retryId, signal: controller.signal };
  }

  /** Ends the wait `retryId`; false when it is over or unknown. */
  cancel(retryId: string): boolean {
    const controller = this.waits.get(retryId);
    if (!controller || controller.signal.aborted) return false;
    controller.abort();
    this.waits.delete(retryId);
    return true;
  }
}
