import type { RateLimitBudget } from '@shared/models/rate-limit';

export type BudgetLevel = 'ok' | 'low' | 'out' | 'reset';

/** Share of the limit under which the gauge turns to a warning. */
const LOW_SHARE = 0.2;

/** Whole seconds until the window resets (0 once it has), or null when the service did not say. */
export function secondsToReset(budget: RateLimitBudget, now: number): number | null {
  return budget.resetAt === null ? null : Math.max(0, Math.ceil((budget.resetAt - now) / 1000));
}

export function budgetLevel(budget: RateLimitBudget, now: number): BudgetLevel {
  if (budget.resetAt !== null && now >= budget.resetAt) return 'reset';
  if (budget.status === 429 || budget.remaining === 0) return 'out';
  if (budget.remaining !== null && budget.limit !== null && budget.remaining <= budget.limit * LOW_SHARE) return 'low';
  return 'ok';
}

/** "42/60" (remaining of limit), or whichever of the two the service sent. */
export function budgetFigure(budget: RateLimitBudget): string {
  if (budget.remaining !== null && budget.limit !== null) return `${budget.remaining}/${budget.limit}`;
  return String(budget.remaining ?? budget.limit);
}

/** The short countdown beside the figure: "37 s", "4 min", "reset". */
export function resetShort(budget: RateLimitBudget, now: number): string | null {
  const seconds = secondsToReset(budget, now);
  if (seconds === null) return null;
  if (seconds === 0) return 'reset';
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** The whole story for the tooltip and screen readers. */
export function budgetDescription(budget: RateLimitBudget, now: number): string {
  const whose = budget.keyUsed ? 'this profile’s API key' : 'the public limit (no API key)';
  const left =
    budget.remaining !== null && budget.limit !== null
      ? `${budget.remaining} of ${budget.limit} requests left`
      : budget.remaining !== null
        ? `${budget.remaining} requests left`
        : `a limit of ${budget.limit} requests`;
  const seconds = secondsToReset(budget, now);
  const reset =
    seconds === null
      ? 'the service did not say when it resets'
      : seconds === 0
        ? 'the window has reset since (the next answer brings the new figures)'
        : `resets in ${seconds} s (${new Date(budget.resetAt ?? now).toLocaleTimeString()})`;
  const limited = budget.status === 429 ? ' The last request was refused (429).' : '';
  return `Data API rate limit — ${whose}: ${left}; ${reset}.${limited}`;
}
