import type { HandlerMap } from '@main/ipc/types';
import type { rateLimitChannels } from '@shared/contract/rate-limit';

export const rateLimitHandlers = {
  'app.rateLimit.get': async ({ profileId }, { rateLimits }) => rateLimits.get(profileId),
} satisfies HandlerMap<keyof typeof rateLimitChannels>;
