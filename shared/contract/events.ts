import { ExportFinishedEvent, ExportJobView } from '@shared/export/job';
import { z } from 'zod';

/** Main → renderer notifications (progress of long work). */
export const appEvents = {
  /** A job changed: its whole view (progress is sent at most a few times a second). */
  'export.job': ExportJobView,
  /** A job was forgotten (export.remove). */
  'export.removed': z.object({ jobId: z.string() }),
  /** A job ended, failed, or paused waiting for the user: the hook for desktop notifications. */
  'export.finished': ExportFinishedEvent,
  /**
   * A Data API request of a profile is waiting to be retried (rate limited or a gateway hiccup): the
   * renderer says "retrying in N s" instead of showing a skeleton that looks like loading.
   */
  'request.retry': z.object({
    profileId: z.string(),
    path: z.string(),
    status: z.number().int(),
    waitMs: z.number(),
    nextAttempt: z.number().int(),
  }),
} as const;

export type AppEventName = keyof typeof appEvents;
export type AppEventPayload<E extends AppEventName> = z.output<(typeof appEvents)[E]>;
