import type { HandlerMap } from '@main/ipc/types';
import type { longWorkChannels } from '@shared/contract/long-work';

export const longWorkHandlers = {
  'app.work.finished': async (work, { work: service }) => service.finished(work),
} satisfies HandlerMap<keyof typeof longWorkChannels>;
