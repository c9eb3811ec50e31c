import { z } from 'zod';
import { RateLimitBudget } from '../models/rate-limit';
import { channel } from './define';

/** The Data API's rate-limit budget as main last saw it (headers of every Data API answer). */
export const rateLimitChannels = {
  'app.rateLimit.get': channel({
    summary:
      'The latest rate-limit budget (limit, remaining, reset) the Data API announced for a profile; null before any answer carried one',
    params: z.strictObject({ profileId: z.string().min(1, { error: 'is required' }).max(200) }),
    result: RateLimitBudget.nullable(),
    cache: 'none',
  }),
} as const;
