import type { AppEventName, AppEventPayload } from '@shared/contract';
import type { RateLimitBudget } from '@shared/models/rate-limit';
import type { RateLimitReading } from './rate-limit-headers';

/** One Data API answer's budget, as the client hands it over. */
export interface RateLimitObservation extends RateLimitReading {
  status: number;
  keyUsed: boolean;
}

/** Two resets this close belong to one window (a reset is announced in whole seconds). */
const SAME_WINDOW_MS = 1500;

type Emit = <E extends AppEventName>(event: E, payload: AppEventPayload<E>) => void;

/**
 * The latest rate-limit budget per profile. Every Data API answer that carries the headers replaces the
 * profile's entry and is pushed to the page (`ratelimit.budget`), so the top bar's gauge follows it.
 */
export class RateLimitBoard {
  private readonly budgets = new Map<string, RateLimitBudget>();

  constructor(
    private readonly emit: Emit,
    private readonly now: () => number = Date.now,
  ) {}

  record(profileId: string, observation: RateLimitObservation): void {
    if (this.overtaken(this.budgets.get(profileId), observation)) return;
    const budget: RateLimitBudget = { profileId, ...observation, observedAt: this.now() };
    this.budgets.set(profileId, budget);
    this.emit('ratelimit.budget', budget);
  }

  /**
   * Concurrent requests can be answered out of order: an answer counted earlier in the same window (same
   * limit, same reset give or take the rounding of its seconds) must not raise the count back up.
   */
  private overtaken(known: RateLimitBudget | undefined, next: RateLimitObservation): boolean {
    if (!known || known.remaining === null || next.remaining === null || next.remaining <= known.remaining)
      return false;
    if (known.limit !== next.limit || known.keyUsed !== next.keyUsed) return false;
    if (known.resetAt === null || next.resetAt === null || this.now() >= known.resetAt) return false;
    return Math.abs(next.resetAt - known.resetAt) < SAME_WINDOW_MS;
  }

  get(profileId: string): RateLimitBudget | null {
    return this.budgets.get(profileId) ?? null;
  }
}
