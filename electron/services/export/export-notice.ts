import type { LongWorkFinished } from '@shared/contract/long-work';
import type { ExportFinishedEvent } from '@shared/export/job';

const TITLES: Record<ExportFinishedEvent['outcome'], string> = {
  completed: 'Export finished',
  failed: 'Export failed',
  paused: 'Export paused',
};

/** The contract's limit on a notification body. */
const MAX_BODY = 300;

/** The export view with this job picked out (what clicking the notification opens). */
export const exportJobRoute = (jobId: string) => `#/export?job=${jobId}`;

/**
 * The desktop notification for the end of an export job: the file and what became of it (the job's own
 * message, which says why it failed or paused), opening the job on the export view.
 */
export function exportWorkFinished(event: ExportFinishedEvent): LongWorkFinished {
  const text = `${event.fileName} — ${event.message}`;
  return {
    kind: 'export',
    outcome: event.outcome,
    title: TITLES[event.outcome],
    body: text.length > MAX_BODY ? `${text.slice(0, MAX_BODY - 1)}…` : text,
    route: exportJobRoute(event.jobId),
  };
}
