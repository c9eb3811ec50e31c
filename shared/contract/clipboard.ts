import { z } from 'zod';
import { channel } from './define';

/** The most a copy button puts on the clipboard in one go (a raw transaction, a JSON document). */
export const MAX_CLIPBOARD_CHARS = 1024 * 1024;

/**
 * Copy through the main process: the Electron window grants the page no permissions at all (clipboard
 * included), so copy buttons use Electron's clipboard here. Browser mode has no clipboard in main and
 * answers `unsupported`; the page then uses the browser's own clipboard.
 */
export const clipboardChannels = {
  'app.clipboard.writeText': channel({
    summary: 'Put text on the system clipboard (Electron); browser mode answers unsupported',
    params: z.strictObject({
      text: z.string().max(MAX_CLIPBOARD_CHARS, { error: 'is too long to copy' }),
    }),
    result: z.object({ status: z.enum(['written', 'unsupported']) }),
    cache: 'none',
  }),
} as const;
