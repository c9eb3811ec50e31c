import { ExportFinishedEvent, ExportJobView } from '@shared/export/job';
import { z } from 'zod';
import { RateLimitBudget } from '../models/rate-limit';
import { MAX_DEEP_LINK_LENGTH } from '../routing/deep-link';

/** What the desktop app's menus ask of the page (Go menu, and its shortcuts). */
export const DESKTOP_COMMANDS = ['back', 'forward', 'focusSearch'] as const;
export type DesktopCommand = (typeof DESKTOP_COMMANDS)[number];

/** Main → renderer notifications (progress of long work, desktop links and menu commands). */
export const appEvents = {
  /** A job changed: its whole view (progress is sent at most a few times a second). */
  'export.job': ExportJobView,
  /** A job was forgotten (export.remove). */
  'export.removed': z.object({ jobId: z.string() }),
  /** A job ended, failed, or paused waiting for the user: the hook for desktop notifications. */
  'export.finished': ExportFinishedEvent,
  /** Open this hash route (a snowscope:// link, a notification click, a Go menu entry); checked by main. */
  'app.navigate': z.object({ hash: z.string().max(MAX_DEEP_LINK_LENGTH) }),
  /** A menu command for the page: history back/forward, focus the search box. */
  'app.command': z.object({ command: z.enum(DESKTOP_COMMANDS) }),
  /**
   * A Data API request of a profile is waiting to be retried (rate limited or a gateway hiccup): the
   * renderer says "retrying in N s" instead of showing a skeleton that looks like loading.
   */
  'request.retry': z.object({
    profileId: z.string(),
    /** Names the wait for `app.retry.cancel`. */
    retryId: z.string(),
    path: z.string(),
    status: z.number().int(),
    waitMs: z.number(),
    nextAttempt: z.number().int(),
  }),
  /** A Data API answer of a profile carried rate-limit headers: the budget as it now stands. */
  'ratelimit.budget': RateLimitBudget,
} as const;

export type AppEventName = keyof typeof appEvents;
export type AppEventPayload<E extends AppEventName> = z.output<(typeof appEvents)[E]>;
