import type { ExportJobView, ExportStreamView } from '@shared/export/job';
import type { LocalExportRequest } from '@shared/export/request';
import type { JobRecord, LocalCheckpoint, StreamCheckpoint } from './job-record';
import { planStreams, timeBounds } from './local-runner';

/** What only a running job has: when this run started and where its rate-limit wait ends. */
export interface LiveRun {
  startedAt: number;
  rowsAtStart: number;
  waitUntil?: number;
  downloaded?: { bytes: number; total: number | null };
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * How far a stream is, from its newest row down to the lower bound of the range; null when the range has
 * no lower bound (the Data API never says how many rows a list holds).
 */
function streamFraction(state: StreamCheckpoint, request: LocalExportRequest): number | null {
  if (state.done) return 1;
  const { fromTs } = timeBounds(request);
  if (fromTs !== undefined && state.newestTs !== undefined && state.lastTs !== undefined) {
    return clamp01((state.newestTs - state.lastTs) / (state.newestTs - fromTs));
  }
  const start = request.startBlock;
  if (start !== undefined && state.newestBlock !== undefined && state.lastBlock !== undefined) {
    return clamp01((state.newestBlock - state.lastBlock) / (state.newestBlock - start));
  }
  return state.pages === 0 && (fromTs !== undefined || start !== undefined) ? 0 : null;
}

function localStreams(request: LocalExportRequest, cp: LocalCheckpoint | undefined): ExportStreamView[] {
  return planStreams(request).map((s, i) => {
    const state = cp?.streams[i];
    return {
      ...s,
      rows: state?.rows ?? 0,
      pages: state?.pages ?? 0,
      state: state?.done ? 'done' : cp && i === cp.streamIndex ? 'active' : 'pending',
    };
  });
}

function fraction(record: JobRecord, live: LiveRun | undefined): number | null {
  if (record.status === 'completed') return 1;
  const { request, local } = record;
  if (request.mode === 'local') {
    if (!local || local.streams.length === 0) return 0;
    const parts = local.streams.map((state) => streamFraction(state, request));
    // One list with no lower bound: nothing to measure against. Several: at least the lists done count.
    if (local.streams.length === 1 && parts[0] === null) return null;
    return clamp01(parts.reduce<number>((s, part) => s + (part ?? 0), 0) / local.streams.length);
  }
  const total = live?.downloaded?.total;
  return total ? clamp01((live?.downloaded?.bytes ?? 0) / total) : null;
}

/** The renderer's view of a job at `now`. */
export function jobView(record: JobRecord, live: LiveRun | undefined, now: number): ExportJobView {
  const runMs = live ? Math.max(0, now - live.startedAt) : 0;
  const rows = record.local?.rows ?? 0;
  return {
    id: record.id,
    profileId: record.profileId,
    profileName: record.profileName,
    request: record.request,
    fileName: record.target.fileName,
    status: record.status,
    ...(record.phase ? { phase: record.phase } : {}),
    message: record.message,
    ...(record.error ? { error: record.error } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    at: now,
    elapsedMs: record.elapsedMs + runMs,
    rows,
    pages: record.local?.pages ?? record.remote?.polls ?? 0,
    bytes: record.local?.bytes ?? live?.downloaded?.bytes ?? 0,
    rowsPerSecond: live && runMs > 0 ? Math.round(((rows - live.rowsAtStart) * 1000) / runMs) : 0,
    fraction: fraction(record, live),
    ...(live?.waitUntil !== undefined ? { waitUntil: live.waitUntil } : {}),
    streams: record.request.mode === 'local' ? localStreams(record.request, record.local) : [],
    ...(record.remote
      ? {
          remote: {
            operationId: record.remote.operationId,
            operationStatus: record.remote.operationStatus,
            operationMessage: record.remote.operationMessage,
            code: record.remote.code,
            nextDate: record.remote.nextDate,
            polls: record.remote.polls,
            submittedAt: record.remote.submittedAt,
          },
        }
      : {}),
    ...(record.result ? { result: record.result } : {}),
    ...(record.partial ? { partial: record.partial } : {}),
    ...(record.continuedFrom ? { continuedFrom: record.continuedFrom } : {}),
    ...(record.continuedBy ? { continuedBy: record.continuedBy } : {}),
  };
}
