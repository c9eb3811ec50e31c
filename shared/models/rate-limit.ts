import { z } from 'zod';

/**
 * The latest rate-limit budget the Data API announced for a profile (its `ratelimit-*` or `x-ratelimit-*`
 * headers). Times are epoch milliseconds: main and the page share the machine's clock, so the page can
 * count down to `resetAt` by itself.
 */
export const RateLimitBudget = z.object({
  profileId: z.string(),
  /** Requests allowed in the current window; null when the service sent only the remaining count. */
  limit: z.number().int().nonnegative().nullable(),
  /** Requests left in the current window; null when the service sent only the limit. */
  remaining: z.number().int().nonnegative().nullable(),
  /** When the window resets (epoch ms); null when the service did not say. */
  resetAt: z.number().nonnegative().nullable(),
  /** When the answer carrying these values arrived (epoch ms). */
  observedAt: z.number().nonnegative(),
  /** HTTP status of that answer (429 when the budget ran out). */
  status: z.number().int(),
  /** Whether that request carried the profile's API key (the budget is the key's, not the public one). */
  keyUsed: z.boolean(),
});
export type RateLimitBudget = z.output<typeof RateLimitBudget>;
