import type { HandlerMap } from '@main/ipc/types';
import type { labelChannels } from '@shared/contract/labels';

/** Address labels and the watchlist, kept by the label store in the data dir. */
export const labelHandlers = {
  'app.labels.list': async (_p, { labels }) => labels.list(),
  'app.labels.set': async ({ label }, { labels }) => labels.set(label),
  'app.labels.remove': async ({ address }, { labels }) => labels.remove(address),
  'app.labels.import': async ({ content }, { labels }) => labels.import(content),
} satisfies HandlerMap<keyof typeof labelChannels>;
