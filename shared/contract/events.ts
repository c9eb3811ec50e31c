import { z } from 'zod';

/** Main → renderer notifications (progress of long work). */
export const appEvents = {
  'export.progress': z.object({
    operationId: z.string(),
    status: z.string(),
    polls: z.number().int(),
    message: z.string().optional(),
  }),
} as const;

export type AppEventName = keyof typeof appEvents;
export type AppEventPayload<E extends AppEventName> = z.output<(typeof appEvents)[E]>;
