import { ExportJobId, ExportJobView, StartExportResult } from '@shared/export/job';
import { ExportRequest } from '@shared/export/request';
import { z } from 'zod';
import { channel } from './define';

const jobRef = z.strictObject({ jobId: ExportJobId });
/** `asOf`: main's clock when the list was made, so a window can tell a job started after it from one removed. */
const JobList = z.object({ jobs: z.array(ExportJobView), asOf: z.number() });

/**
 * Starting an export names its profile: the job keeps that profile's Data API and key for its whole
 * life, whatever profile the window shows later.
 */
export const exportStartChannels = {
  'export.start': channel({
    summary:
      'Ask where to save (save dialog; browser mode: a download), then run the export in main: local paging of transactions:listNative/listErc20, or a remote POST /v1/operations/transactions:export job',
    params: ExportRequest,
    result: StartExportResult,
    cache: 'none',
  }),
} as const;

/** Export jobs of every profile: list, cancel, resume, continue, forget. */
export const exportJobChannels = {
  'export.list': channel({
    summary: 'Every export job (all profiles), newest first, with its progress',
    params: z.object({}).optional(),
    result: JobList,
    cache: 'none',
  }),
  'export.cancel': channel({
    summary: 'Stop a job; its partial file is deleted, or kept as <name>.partial.<ext> when asked',
    params: jobRef.extend({ keepPartial: z.boolean().default(false) }),
    result: ExportJobView,
    cache: 'none',
  }),
  'export.resume': channel({
    summary: 'Continue a paused or interrupted job from its last checkpoint',
    params: jobRef,
    result: ExportJobView,
    cache: 'none',
  }),
  'export.continue': channel({
    summary: 'Start the next remote job of a truncated export, from its nextDate, into a new file',
    params: jobRef,
    result: StartExportResult,
    cache: 'none',
  }),
  'export.remove': channel({
    summary: 'Forget a job that is not running (its partial file is deleted; a finished file stays)',
    params: jobRef,
    result: JobList,
    cache: 'none',
  }),
} as const;
