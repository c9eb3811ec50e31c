import { z } from 'zod';
import { channel } from './define';

export const retryChannels = {
  'app.retry.cancel': channel({
    summary: 'Stop a Data API request waiting to retry (event request.retry): it answers at once with the error it had',
    params: z.strictObject({ retryId: z.string().min(1).max(64) }),
    /** `false` when the wait had already ended (the retry went out) or the id is unknown. */
    result: z.object({ cancelled: z.boolean() }),
    cache: 'none',
  }),
} as const;
