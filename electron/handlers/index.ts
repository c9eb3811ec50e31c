import type { ChannelName } from '@shared/contract';
import type { HandlerMap } from '../ipc/types';
import { appHandlers } from './app';
import { connectionHandlers } from './connection';
import { dataHandlers } from './data';
import { exportHandlers } from './export';
import { fileHandlers } from './files';
import { labelHandlers } from './labels';
import { longWorkHandlers } from './long-work';
import { nodeHandlers } from './node';
import { rateLimitHandlers } from './rate-limit';
import { retryHandlers } from './retry';
import { shellHandlers } from './shell';

/** One handler per channel; `satisfies` makes a missing or extra channel a type error. */
export const handlers = {
  ...dataHandlers,
  ...nodeHandlers,
  ...appHandlers,
  ...fileHandlers,
  ...longWorkHandlers,
  ...retryHandlers,
  ...labelHandlers,
  ...shellHandlers,
  ...exportHandlers,
  ...connectionHandlers,
  ...rateLimitHandlers,
} satisfies HandlerMap<ChannelName>;
