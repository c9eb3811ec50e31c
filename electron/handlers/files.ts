import type { HandlerMap } from '@main/ipc/types';
import type { fileChannels } from '@shared/contract/files';

/** Saving what the renderer produced and opening what the user picks: the files service does both. */
export const fileHandlers = {
  'app.files.save': async (p, { files }) =>
    files.save(p.suggestedName, p.encoding === 'base64' ? Buffer.from(p.content, 'base64') : p.content, p.filters),
  'app.files.open': async (p, { files }) => files.open(p.maxBytes, p.filters),
} satisfies HandlerMap<keyof typeof fileChannels>;
