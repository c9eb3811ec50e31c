import { z } from 'zod';
import { deepLinkOf } from '../routing/deep-link';
import { channel } from './define';

/** Work long enough that the user may have switched to another window meanwhile. */
export const LONG_WORK_KINDS = ['export', 'metrics'] as const;

/** How long work must have run before its end is worth a notification (shorter work is watched). */
export const LONG_WORK_MIN_MS = 5000;

/**
 * The end of long work (an export job, a multi-page metrics fetch): what the desktop app turns into a
 * native notification when its window is not focused. `route` is the view that shows the job; clicking
 * the notification opens it, so it must be a route a link could open.
 */
export const LongWorkFinished = z.strictObject({
  kind: z.enum(LONG_WORK_KINDS),
  outcome: z.enum(['completed', 'failed', 'paused']),
  title: z.string().trim().min(1, { error: 'is required' }).max(100, { error: 'at most 100 characters' }),
  body: z.string().trim().max(300, { error: 'at most 300 characters' }),
  route: z.string().refine((hash) => hash.startsWith('#/') && deepLinkOf(hash) !== null, {
    error: 'must be a route of the app',
  }),
});
export type LongWorkFinished = z.output<typeof LongWorkFinished>;

/**
 * What became of it: `shown` as a notification; `focused` — the window had focus, so the user saw the
 * view change; `unsupported` — no desktop notifications here (browser mode, or none on this system).
 */
export const LongWorkNotice = z.object({ status: z.enum(['shown', 'focused', 'unsupported']) });
export type LongWorkNotice = z.output<typeof LongWorkNotice>;

export const longWorkChannels = {
  'app.work.finished': channel({
    summary: 'Long work the page ran (a metrics fetch) ended: a desktop notification when the window is not focused',
    params: LongWorkFinished,
    result: LongWorkNotice,
    cache: 'none',
  }),
} as const;
