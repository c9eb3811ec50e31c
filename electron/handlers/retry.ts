import type { HandlerMap } from '@main/ipc/types';
import type { retryChannels } from '@shared/contract/retry';

export const retryHandlers = {
  'app.retry.cancel': async ({ retryId }, { retryWaits }) => ({ cancelled: retryWaits.cancel(retryId) }),
} satisfies HandlerMap<keyof typeof retryChannels>;
