import { SaveFileResult } from '@shared/contract/files';
import { ERROR_KINDS } from '@shared/errors';
import { z } from 'zod';
import { ExportRequest } from './request';

/** An export job as the renderer sees it: what it asked for, where it is, and what came of it. */

/**
 * - `running`: working now (see `phase`);
 * - `paused`: stopped by an error (see `error`); Resume continues from the last checkpoint;
 * - `interrupted`: Snowscope closed while it ran; Resume continues from the last checkpoint;
 * - `completed`: the file is complete under its final name (remote: maybe truncated, see `remote.nextDate`);
 * - `failed`: cannot succeed as asked (a remote job the service FAILED, a profile that no longer exists);
 * - `cancelled`: stopped by the user; the partial file was deleted or kept (see `partial`).
 */
export const EXPORT_JOB_STATUSES = ['running', 'paused', 'interrupted', 'completed', 'failed', 'cancelled'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];
/** Statuses Resume applies to. */
export const RESUMABLE_STATUSES: readonly ExportJobStatus[] = ['paused', 'interrupted'];
/** Statuses after which nothing more happens to the job. */
export const FINAL_STATUSES: readonly ExportJobStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * What a running job is doing. Local: `paging`, `rateLimited` (waiting as Retry-After says), `retrying`
 * (a 502/503/timeout, retried with backoff). Remote: `submitting`, `polling`, `downloading`.
 */
export const EXPORT_JOB_PHASES = [
  'starting',
  'paging',
  'rateLimited',
  'retrying',
  'submitting',
  'polling',
  'downloading',
] as const;
export type ExportJobPhase = (typeof EXPORT_JOB_PHASES)[number];

export const ExportJobId = z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, { error: 'is not an export job id' });

/** Progress of one list of one address on one chain (local jobs). */
export const ExportStreamView = z.object({
  chainId: z.string(),
  address: z.string(),
  list: z.enum(['native', 'erc20']),
  rows: z.number(),
  pages: z.number(),
  state: z.enum(['pending', 'active', 'done']),
});
export type ExportStreamView = z.output<typeof ExportStreamView>;

export const ExportJobError = z.object({
  kind: z.enum(ERROR_KINDS),
  message: z.string(),
  status: z.number().optional(),
  code: z.union([z.string(), z.number()]).optional(),
});
export type ExportJobError = z.output<typeof ExportJobError>;

/** The Data API's export operation behind a remote job. */
export const RemoteJobView = z.object({
  operationId: z.string().optional(),
  operationStatus: z.string().optional(),
  operationMessage: z.string().optional(),
  /** metadata.code (`ErrInvalidRequest`, `WarnTruncatedExport`…). */
  code: z.string().optional(),
  /** The day to continue from when the service truncated the export. */
  nextDate: z.string().optional(),
  polls: z.number(),
  /** When the operation was created (ms), for "time since start". */
  submittedAt: z.number().optional(),
});
export type RemoteJobView = z.output<typeof RemoteJobView>;

/** A cancelled job's partial file, when the user kept it (renamed `<name>.partial.<ext>`). */
export const KeptPartial = z.object({ fileName: z.string(), rows: z.number(), location: SaveFileResult });

export const ExportJobView = z.object({
  id: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  request: ExportRequest,
  /** The file's final name (the one chosen in the save dialog). */
  fileName: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  phase: z.enum(EXPORT_JOB_PHASES).optional(),
  /** One line about what is happening or what happened. */
  message: z.string(),
  error: ExportJobError.optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** When main made this view (ms): a running job's elapsed time keeps counting from here. */
  at: z.number(),
  /** Working time over every run (ms), as of `at`. */
  elapsedMs: z.number(),
  rows: z.number(),
  pages: z.number(),
  bytes: z.number(),
  /** Over the current run; 0 when not running. */
  rowsPerSecond: z.number(),
  /** 0..1 when it can be estimated (streams done, and a lower block or date bound), else null. */
  fraction: z.number().nullable(),
  /** While rate limited: when the next attempt is made (ms since epoch). */
  waitUntil: z.number().optional(),
  streams: z.array(ExportStreamView),
  remote: RemoteJobView.optional(),
  /** Where the completed file is (a saved path, or a browser download). */
  result: SaveFileResult.optional(),
  partial: KeptPartial.optional(),
  /** The remote job this one continues (from its nextDate), and the one continuing this one. */
  continuedFrom: z.string().optional(),
  continuedBy: z.string().optional(),
});
export type ExportJobView = z.output<typeof ExportJobView>;

/** What starting (or continuing) an export gives: the job, or nothing when the save dialog was closed. */
export const StartExportResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('started'), job: ExportJobView }),
  z.object({ status: z.literal('cancelled') }),
]);
export type StartExportResult = z.output<typeof StartExportResult>;

/** The hookable end of a job (desktop notifications): finished, failed, or paused waiting for the user. */
export const ExportFinishedEvent = z.object({
  jobId: z.string(),
  profileId: z.string(),
  fileName: z.string(),
  outcome: z.enum(['completed', 'failed', 'paused']),
  rows: z.number(),
  message: z.string(),
  /** A remote export the service truncated (continue from `remote.nextDate`). */
  truncated: z.boolean(),
  result: SaveFileResult.optional(),
});
export type ExportFinishedEvent = z.output<typeof ExportFinishedEvent>;
