import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DataApiClient, noServiceError } from '@main/services/data-api-client';
import { partialPathOf } from '@main/services/files/atomic-write';
import type { FileService } from '@main/services/files/file-service';
import type { HttpDeps, RetryPolicy } from '@main/services/http';
import type { RateLimitObservation } from '@main/services/rate-limits';
import type { AppEventName, AppEventPayload } from '@shared/contract';
import { AppErrorException, appError } from '@shared/errors';
import { type ExportJobView, FINAL_STATUSES, RESUMABLE_STATUSES, type StartExportResult } from '@shared/export/job';
import type { ExportRequest } from '@shared/export/request';
import { hasDataApi, type Profile } from '@shared/models/profile';
import { FORMAT_FILTERS } from './file-format';
import { continuedFileName, dropPartial } from './job-files';
import { emptyCheckpoint, type JobRecord } from './job-record';
import { type ExportTiming, runJob } from './job-run';
import { JobStore } from './job-store';
import { jobView, type LiveRun } from './job-view';
import { planStreams } from './local-runner';
import { defaultPollDelay, RemoteExportFailed } from './remote-runner';
import { asAppError, DEFAULT_WAITS, realClock, type WaitListener } from './waits';

export type { ExportTiming };

export interface ExportServiceOptions {
  dataDir: string;
  files: FileService;
  findProfile(id: string): Profile | undefined;
  /** The profile's API key, read from the keychain for every request (never stored with the job). */
  apiKey(profileId: string): Promise<string | null>;
  emit<E extends AppEventName>(event: E, payload: AppEventPayload<E>): void;
  timing?: Partial<ExportTiming>;
  /** Told of the rate-limit budget each page's answer announces (the top bar's gauge). */
  onRateLimit?: (profileId: string, observation: RateLimitObservation) => void;
  http?: HttpDeps;
}

/** Waiting is the job's business (it shows it as progress), so its HTTP client never retries on its own. */
const NO_RETRY: RetryPolicy = { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, maxElapsedMs: 0 };

interface Run {
  controller: AbortController;
  live: LiveRun;
  done: Promise<void>;
  /** Set by cancel: how to treat the partial file once the run has stopped. */
  cancel?: { keepPartial: boolean };
  /** Set by close: the app is quitting, the job is interrupted rather than paused. */
  stopping?: boolean;
  lastEmit: number;
  emitTimer?: ReturnType<typeof setTimeout>;
}

const newJobId = () => randomBytes(12).toString('base64url');
/** Whether Snowscope quit or crashed, a local job says where Resume picks up. */
const interruptedMessage = (record: JobRecord) =>
  record.request.mode === 'local'
    ? `Snowscope closed during this export. Resume continues after page ${record.local?.pages ?? 0}.`
    : 'Snowscope closed during this export.';
const refuse = (message: string) => new AppErrorException(appError('validation', message, { field: 'jobId' }));

/**
 * Export jobs in the main process: started from a save target, run in the background, checkpointed in
 * the data dir after every page, and listed, cancelled, resumed and continued through the export channels.
 * Progress goes out as `export.job` events; the end of a job as `export.finished`.
 */
export class ExportService {
  private readonly store: JobStore;
  private readonly jobs = new Map<string, JobRecord>();
  private readonly runs = new Map<string, Run>();
  private readonly timing: ExportTiming;

  constructor(private readonly o: ExportServiceOptions) {
    this.timing = {
      waits: DEFAULT_WAITS,
      pollDelay: defaultPollDelay,
      emitEveryMs: 250,
      clock: realClock,
      ...o.timing,
    };
    this.store = new JobStore(o.dataDir);
    for (const record of this.store.loadAll()) this.jobs.set(record.id, record);
    for (const record of this.jobs.values()) {
      const unfinished = record.status === 'running' || record.status === 'interrupted';
      if (unfinished && record.request.mode === 'remote' && o.findProfile(record.profileId)) {
        // Nothing heavy to redo: polling the same operation simply goes on.
        this.launch(record);
      } else if (record.status === 'running') {
        record.status = 'interrupted';
        record.phase = undefined;
        record.message = interruptedMessage(record);
        this.store.save(record).catch(() => {});
      }
    }
  }

  list(): ExportJobView[] {
    return [...this.jobs.values()].sort((a, b) => b.createdAt - a.createdAt).map((r) => this.view(r));
  }

  /** The list with the time it was made (main's clock, the one `createdAt` and `at` use). */
  snapshot(): { jobs: ExportJobView[]; asOf: number } {
    return { jobs: this.list(), asOf: this.timing.clock.now() };
  }

  /** Asks where to save, then starts the job on `profile`; `cancelled` when the save dialog was closed. */
  async start(profile: Profile, request: ExportRequest, continuedFrom?: string): Promise<StartExportResult> {
    // A node-only profile has no Data API to page: refused before a save dialog is shown or a file is made.
    if (!hasDataApi(profile)) throw new AppErrorException(noServiceError('data'));
    const filters = FORMAT_FILTERS[request.mode === 'local' ? request.format : 'csv'];
    const target = await this.o.files.chooseTarget(
      request.fileName,
      filters.map((f) => ({ ...f, extensions: [...f.extensions] })),
    );
    if (!target) return { status: 'cancelled' };
    const now = this.timing.clock.now();
    const record: JobRecord = {
      version: 1,
      id: newJobId(),
      profileId: profile.id,
      profileName: profile.name,
      endpoint: {
        dataApiUrl: profile.dataApiUrl,
        apiKeyHeader: profile.apiKeyHeader,
        timeoutMs: profile.timeoutMs,
        allowKeyOverHttp: profile.allowKeyOverHttp ?? false,
      },
      request,
      target,
      status: 'running',
      phase: 'starting',
      message: 'Starting…',
      createdAt: now,
      updatedAt: now,
      elapsedMs: 0,
      ...(request.mode === 'local'
        ? { local: emptyCheckpoint(planStreams(request).length) }
        : { remote: { polls: 0 } }),
      ...(continuedFrom ? { continuedFrom } : {}),
    };
    this.jobs.set(record.id, record);
    await this.store.save(record);
    this.launch(record);
    return { status: 'started', job: this.view(record) };
  }

  /** Stops a job; its partial file is deleted, or kept (renamed `<name>.partial.<ext>`) when asked. */
  async cancel(id: string, keepPartial: boolean): Promise<ExportJobView> {
    const record = this.get(id);
    const run = this.runs.get(id);
    if (run) {
      run.cancel = { keepPartial };
      run.controller.abort(new Error('cancelled'));
      await run.done;
      return this.view(record);
    }
    if (FINAL_STATUSES.includes(record.status)) throw refuse(`This export is already ${record.status}`);
    await dropPartial(record, keepPartial);
    record.status = 'cancelled';
    await this.settle(record);
    return this.view(record);
  }

  /** Continues a paused or interrupted job from its last checkpoint. */
  async resume(id: string): Promise<ExportJobView> {
    const record = this.get(id);
    if (this.runs.has(id)) return this.view(record);
    if (!RESUMABLE_STATUSES.includes(record.status)) throw refuse(`A ${record.status} export cannot be resumed`);
    this.launch(record);
    return this.view(record);
  }

  /** The next remote job of a truncated export: from its nextDate, into a new file. */
  async continueFrom(id: string): Promise<StartExportResult> {
    const record = this.get(id);
    const nextDate = record.remote?.nextDate;
    if (record.request.mode !== 'remote' || record.status !== 'completed' || !nextDate) {
      throw refuse('Only a finished remote export that the Data API truncated can be continued');
    }
    const profile = this.o.findProfile(record.profileId);
    if (!profile) throw refuse(`The profile "${record.profileName}" no longer exists`);
    const request = {
      ...record.request,
      fromDate: nextDate,
      fileName: continuedFileName(record.target.fileName, nextDate),
    };
    const started = await this.start(profile, request, record.id);
    if (started.status === 'started') {
      record.continuedBy = started.job.id;
      await this.settle(record);
    }
    return started;
  }

  /** Forgets a job that is not running; an unfinished partial file goes with it, a finished file stays. */
  async remove(id: string): Promise<{ jobs: ExportJobView[]; asOf: number }> {
    const record = this.get(id);
    if (this.runs.has(id)) throw refuse('This export is running: cancel it first');
    if (!FINAL_STATUSES.includes(record.status)) await rm(partialPathOf(record.target.path), { force: true });
    // A browser-mode file lives in the data dir: with its job gone nothing could download it any more.
    if (record.target.delivery === 'download') await rm(dirname(record.target.path), { recursive: true, force: true });
    await this.store.remove(id);
    this.jobs.delete(id);
    this.o.emit('export.removed', { jobId: id });
    return this.snapshot();
  }

  /** Stops every running job as if the app quit (they show as interrupted next time). */
  async close(): Promise<void> {
    const runs = [...this.runs.values()];
    for (const run of runs) {
      run.stopping = true;
      run.controller.abort(new Error('closing'));
    }
    await Promise.all(runs.map((r) => r.done));
  }

  /** Resolves when the job is not running (tests and callers that wait for an outcome). */
  async settled(id: string): Promise<ExportJobView> {
    await this.runs.get(id)?.done;
    return this.view(this.get(id));
  }

  private get(id: string): JobRecord {
    const record = this.jobs.get(id);
    if (!record) throw refuse('No such export job');
    return record;
  }

  private view(record: JobRecord): ExportJobView {
    return jobView(record, this.runs.get(record.id)?.live, this.timing.clock.now());
  }

  private launch(record: JobRecord): void {
    const now = this.timing.clock.now();
    const run: Run = {
      controller: new AbortController(),
      live: { startedAt: now, rowsAtStart: record.local?.rows ?? 0 },
      done: Promise.resolve(),
      lastEmit: 0,
    };
    this.runs.set(record.id, run);
    record.status = 'running';
    record.error = undefined;
    record.phase = 'starting';
    record.message = 'Starting…';
    this.emitJob(record, true);
    run.done = this.execute(record, run);
  }

  private clientFor(record: JobRecord): DataApiClient {
    const e = record.endpoint;
    return new DataApiClient(
      () => ({
        dataApiUrl: e.dataApiUrl,
        metricsApiUrl: e.dataApiUrl,
        apiKeyHeader: e.apiKeyHeader,
        timeoutMs: e.timeoutMs,
        allowKeyOverHttp: e.allowKeyOverHttp ?? false,
      }),
      () => this.o.apiKey(record.profileId),
      {
        retry: NO_RETRY,
        deps: this.o.http,
        onRateLimit: (observation) => this.o.onRateLimit?.(record.profileId, observation),
      },
    );
  }

  private waitListener(record: JobRecord, run: Run): WaitListener {
    let before = record.phase;
    return {
      waiting: (reason, until, error) => {
        if (record.phase !== 'rateLimited' && record.phase !== 'retrying') before = record.phase;
        record.phase = reason;
        run.live.waitUntil = until;
        const seconds = Math.max(1, Math.ceil((until - this.timing.clock.now()) / 1000));
        record.message =
          reason === 'rateLimited'
            ? `Waiting for the rate limit: next request in ${seconds} s, as the Data API asks (Retry-After)`
            : `Retrying in ${seconds} s after: ${error.message}`;
        this.emitJob(record, true);
      },
      resumed: () => {
        record.phase = before;
        run.live.waitUntil = undefined;
        this.emitJob(record, true);
      },
    };
  }

  private async execute(record: JobRecord, run: Run): Promise<void> {
    const signal = run.controller.signal;
    try {
      if (!this.o.findProfile(record.profileId)) {
        throw new RemoteExportFailed(
          appError('validation', `The profile "${record.profileName}" no longer exists (nor its API key)`),
        );
      }
      await runJob({
        record,
        live: run.live,
        signal,
        client: this.clientFor(record),
        apiKey: () => this.o.apiKey(record.profileId),
        http: this.o.http,
        timing: this.timing,
        listener: this.waitListener(record, run),
        checkpoint: () => this.persist(record),
        emit: (force) => this.emitJob(record, force),
      });
    } catch (e) {
      await this.stopped(record, run, e);
    } finally {
      // Stops a prefetched page still in flight.
      if (!signal.aborted) run.controller.abort(new Error('finished'));
      record.elapsedMs += Math.max(0, this.timing.clock.now() - run.live.startedAt);
      record.phase = undefined;
      this.runs.delete(record.id);
      if (run.emitTimer) clearTimeout(run.emitTimer);
      await this.settle(record);
      this.emitFinished(record);
    }
  }

  /** Where a run that threw ends up: cancelled, interrupted (quitting), failed for good, or paused. */
  private async stopped(record: JobRecord, run: Run, e: unknown) {
    if (run.cancel) {
      await dropPartial(record, run.cancel.keepPartial).catch(() => {});
      record.status = 'cancelled';
      return;
    }
    if (run.stopping) {
      record.status = 'interrupted';
      record.message = interruptedMessage(record);
      return;
    }
    const error = asAppError(e);
    record.error = { kind: error.kind, message: error.message, status: error.status, code: error.code };
    if (e instanceof RemoteExportFailed) {
      record.status = 'failed';
      record.message = `Failed: ${error.message}`;
    } else {
      record.status = 'paused';
      record.message = `Paused: ${error.message}`;
    }
  }

  /** Saves and announces a change of state. */
  private async settle(record: JobRecord) {
    await this.persist(record).catch(() => {});
    this.emitJob(record, true);
  }

  private persist(record: JobRecord): Promise<void> {
    record.updatedAt = this.timing.clock.now();
    return this.store.save(record);
  }

  private emitJob(record: JobRecord, force = false) {
    const run = this.runs.get(record.id);
    if (run) {
      const since = this.timing.clock.now() - run.lastEmit;
      if (!force && since < this.timing.emitEveryMs) {
        run.emitTimer ??= setTimeout(() => {
          run.emitTimer = undefined;
          this.emitJob(record, true);
        }, this.timing.emitEveryMs - since);
        return;
      }
      if (run.emitTimer) clearTimeout(run.emitTimer);
      run.emitTimer = undefined;
      run.lastEmit = this.timing.clock.now();
    }
    this.o.emit('export.job', this.view(record));
  }

  private emitFinished(record: JobRecord) {
    const outcome =
      record.status === 'completed'
        ? 'completed'
        : record.status === 'failed'
          ? 'failed'
          : record.status === 'paused'
            ? 'paused'
            : null;
    if (!outcome) return;
    this.o.emit('export.finished', {
      jobId: record.id,
      profileId: record.profileId,
      fileName: record.target.fileName,
      outcome,
      rows: record.local?.rows ?? 0,
      message: record.message,
      truncated: record.remote?.code === 'WarnTruncatedExport' && record.remote.nextDate !== undefined,
      ...(record.result ? { result: record.result } : {}),
    });
  }
}
