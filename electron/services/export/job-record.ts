import type { SaveTarget } from '@main/services/files/file-service';
import { SaveFileResult } from '@shared/contract/files';
import { EXPORT_JOB_PHASES, EXPORT_JOB_STATUSES, ExportJobError, KeptPartial } from '@shared/export/job';
import { ExportRequest } from '@shared/export/request';
import { z } from 'zod';

/**
 * A job as it is kept in the data dir (`exports/<id>.json`), rewritten after every page: everything a
 * restart needs to continue where the job was. Never holds an API key (the keychain does).
 */

const SaveTargetRecord = z.discriminatedUnion('delivery', [
  z.object({ delivery: z.literal('file'), path: z.string(), fileName: z.string() }),
  z.object({ delivery: z.literal('download'), path: z.string(), fileName: z.string(), downloadId: z.string() }),
]) satisfies z.ZodType<SaveTarget>;

/** Progress of one stream; `newest*` is its first (newest) row, `last*` the last one written. */
const StreamCheckpoint = z.object({
  rows: z.number(),
  pages: z.number(),
  done: z.boolean(),
  newestTs: z.number().optional(),
  newestBlock: z.number().optional(),
  lastTs: z.number().optional(),
  lastBlock: z.number().optional(),
});
export type StreamCheckpoint = z.output<typeof StreamCheckpoint>;

/**
 * Where a local job is: the stream it pages and the token of its next page, and how many bytes of the
 * `.partial` file are final. Bytes past `bytes` (a page written just before a crash) are cut on resume.
 */
export const LocalCheckpoint = z.object({
  streamIndex: z.number().int().min(0),
  pageToken: z.string().optional(),
  bytes: z.number().int().min(0),
  rows: z.number(),
  pages: z.number(),
  streams: z.array(StreamCheckpoint),
  nativeTokens: z.record(z.string(), z.object({ symbol: z.string(), decimals: z.number() })),
});
export type LocalCheckpoint = z.output<typeof LocalCheckpoint>;

export const RemoteState = z.object({
  operationId: z.string().optional(),
  operationStatus: z.string().optional(),
  operationMessage: z.string().optional(),
  code: z.string().optional(),
  nextDate: z.string().optional(),
  downloadUrl: z.string().optional(),
  polls: z.number(),
  submittedAt: z.number().optional(),
});
export type RemoteState = z.output<typeof RemoteState>;

/** The Data API a job talks to, fixed when it starts (the profile may change or be switched later). */
export const JobEndpoint = z.object({
  dataApiUrl: z.string(),
  apiKeyHeader: z.string(),
  timeoutMs: z.number(),
  /** The profile's opt-in to send its key over plain http to another computer (see apiKeyTransport). */
  allowKeyOverHttp: z.boolean().optional(),
});
export type JobEndpoint = z.output<typeof JobEndpoint>;

export const JobRecord = z.object({
  version: z.literal(1),
  id: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  endpoint: JobEndpoint,
  request: ExportRequest,
  target: SaveTargetRecord,
  status: z.enum(EXPORT_JOB_STATUSES),
  phase: z.enum(EXPORT_JOB_PHASES).optional(),
  message: z.string(),
  error: ExportJobError.optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  elapsedMs: z.number(),
  local: LocalCheckpoint.optional(),
  remote: RemoteState.optional(),
  result: SaveFileResult.optional(),
  partial: KeptPartial.optional(),
  continuedFrom: z.string().optional(),
  continuedBy: z.string().optional(),
});
export type JobRecord = z.output<typeof JobRecord>;

/** A fresh local checkpoint: nothing written, first stream, first page. */
export const emptyCheckpoint = (streams: number): LocalCheckpoint => ({
  streamIndex: 0,
  bytes: 0,
  rows: 0,
  pages: 0,
  streams: Array.from({ length: streams }, () => ({ rows: 0, pages: 0, done: false })),
  nativeTokens: {},
});
