import { mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DataApiClient } from '@main/services/data-api-client';
import { partialPathOf } from '@main/services/files/atomic-write';
import { finishedResult } from '@main/services/files/file-service';
import type { HttpDeps } from '@main/services/http';
import { downloadToFile } from './download';
import { emptyCheckpoint, type JobRecord } from './job-record';
import type { LiveRun } from './job-view';
import { runLocalExport } from './local-runner';
import { DataApiPageSource } from './page-source';
import { runRemoteExport } from './remote-runner';
import type { Clock, WaitListener, WaitPolicy } from './waits';

export interface ExportTiming {
  waits: WaitPolicy;
  pollDelay(polls: number): number;
  /** Progress events of one job are at least this far apart (state changes are sent at once). */
  emitEveryMs: number;
  clock: Clock;
}

/** What one run of a job needs: its record (updated as it goes), its client and how to report. */
export interface JobRunContext {
  record: JobRecord;
  live: LiveRun;
  signal: AbortSignal;
  /** The Data API of the job's profile, with the profile's key. */
  client: DataApiClient;
  apiKey: () => Promise<string | null>;
  http?: HttpDeps;
  timing: ExportTiming;
  listener: WaitListener;
  /** Persists the record; called after every page. */
  checkpoint(): Promise<void>;
  /** Progress to show (throttled unless `force`). */
  emit(force?: boolean): void;
}

export const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

function completionMessage(record: JobRecord, live: LiveRun): string {
  if (record.request.mode === 'local') {
    return `Exported ${plural(record.local?.rows ?? 0, 'row')} to ${record.target.fileName}`;
  }
  const nextDate = record.remote?.nextDate;
  if (record.remote?.code === 'WarnTruncatedExport' && nextDate) {
    return `The Data API truncated this export: ${record.target.fileName} is partial and stops before ${nextDate}. Continue from ${nextDate} for the rest.`;
  }
  return `Downloaded ${record.target.fileName} (${plural(live.downloaded?.bytes ?? 0, 'byte')})`;
}

/**
 * Runs a job (local paging or remote export) from where its record says, into `<file>.partial`, then
 * renames the file and marks the job completed. Throws whatever stopped it (the caller decides between
 * paused, failed, cancelled and interrupted).
 */
export async function runJob(ctx: JobRunContext): Promise<void> {
  const { record, live, signal, client, listener, checkpoint } = ctx;
  const { waits, clock } = ctx.timing;
  const partialPath = partialPathOf(record.target.path);
  // A browser-mode download folder is cleaned away after a week; a job resumed later makes it again.
  if (record.target.delivery === 'download') await mkdir(dirname(record.target.path), { recursive: true });
  if (record.request.mode === 'local') {
    record.phase = 'paging';
    const progress = () => {
      const pages = record.local?.pages ?? 0;
      record.message =
        pages === 0
          ? 'Asking the Data API for the first page…'
          : `Exported ${plural(record.local?.rows ?? 0, 'row')} from ${plural(pages, 'page')}`;
      ctx.emit();
    };
    progress();
    const { startedOver } = await runLocalExport(record.request, record.local ?? emptyCheckpoint(0), partialPath, {
      source: new DataApiPageSource(client),
      checkpoint,
      progress,
      listener,
      waits,
      clock,
      signal,
    });
    if (startedOver) record.message = 'The partial file did not match its checkpoint, so the export started over';
  } else {
    const state = record.remote ?? { polls: 0 };
    record.remote = state;
    await runRemoteExport(record.request, state, {
      client,
      checkpoint,
      progress: () => {
        record.message = `Export ${state.operationStatus ?? 'submitted'}${state.operationMessage ? `: ${state.operationMessage}` : ''}`;
        ctx.emit();
      },
      phase: (phase) => {
        record.phase = phase;
        if (phase === 'downloading') record.message = 'Downloading the file the Data API built…';
        if (phase === 'submitting') record.message = 'Submitting the export to the Data API…';
        ctx.emit(phase !== 'polling');
      },
      download: async (url) => {
        live.downloaded = { bytes: 0, total: null };
        await downloadToFile(url, partialPath, {
          dataApiUrl: record.endpoint.dataApiUrl,
          apiKeyHeader: record.endpoint.apiKeyHeader,
          allowKeyOverHttp: record.endpoint.allowKeyOverHttp ?? false,
          apiKey: ctx.apiKey,
          timeoutMs: record.endpoint.timeoutMs,
          signal,
          deps: ctx.http,
          onBytes: (bytes, total) => {
            live.downloaded = { bytes, total };
            ctx.emit();
          },
        });
      },
      pollDelay: ctx.timing.pollDelay,
      listener,
      waits,
      clock,
      signal,
    });
  }
  await rename(partialPath, record.target.path);
  record.status = 'completed';
  record.result = finishedResult(record.target);
  record.message = completionMessage(record, live);
}
