import { type DataApiClient, seg } from '@main/services/data-api-client';
import { contract } from '@shared/contract';
import { AppErrorException, appError } from '@shared/errors';
import type { RemoteExportRequest } from '@shared/export/request';
import { FINISHED_OPERATION_STATUSES, Operation } from '@shared/models/data/operations';
import { zodIssueToAppError } from '@shared/schema';
import type { RemoteState } from './job-record';
import { type Clock, type WaitListener, type WaitPolicy, withWaits } from './waits';

/** Thrown when the Data API says the export failed: final, unlike errors a resume can get past. */
export class RemoteExportFailed extends AppErrorException {}

/** The request body of `POST /v1/operations/transactions:export` (never the deprecated startDate/endDate). */
export function exportBody(request: RemoteExportRequest) {
  const body = {
    type: 'TRANSACTION_EXPORT_EVM' as const,
    ...(request.fromDate ? { firstDate: request.fromDate } : {}),
    ...(request.toDate ? { lastDate: request.toDate } : {}),
    options: { addresses: request.addresses, includeChains: request.chainIds },
  };
  // The same rules as the data.exportTransactions channel: nothing the contract refuses is sent.
  const checked = contract['data.exportTransactions'].params.safeParse(body);
  if (!checked.success) throw new AppErrorException(zodIssueToAppError(checked.error, 'validation'));
  return checked.data;
}

/** Poll delays: 1 s, then 1.5× longer each time, at most 15 s. */
export const defaultPollDelay = (polls: number) => Math.min(15_000, Math.round(1_000 * 1.5 ** polls));

export interface RemoteRunDeps {
  client: DataApiClient;
  checkpoint(): Promise<void>;
  progress(): void;
  phase(phase: 'submitting' | 'polling' | 'downloading'): void;
  /** Streams the finished file into the partial path. */
  download(url: string): Promise<void>;
  pollDelay(polls: number): number;
  listener: WaitListener;
  waits: WaitPolicy;
  clock: Clock;
  signal: AbortSignal;
}

function operation(raw: unknown): Operation {
  const parsed = Operation.safeParse(raw);
  if (parsed.success) return parsed.data;
  const error = zodIssueToAppError(parsed.error, 'parse');
  throw new AppErrorException({ ...error, message: `Unexpected answer for the export operation — ${error.message}` });
}

function note(state: RemoteState, op: Operation) {
  state.operationId = op.operationId;
  state.operationStatus = op.operationStatus;
  state.operationMessage = op.message;
  state.code = op.metadata?.code;
  state.nextDate = op.metadata?.nextDate;
  state.downloadUrl = op.metadata?.downloadUrl;
}

/**
 * Submits the export (unless a previous run did), polls the operation with growing delays until it
 * finishes, and downloads its file. Each step is checkpointed, so a restart polls the same operation.
 */
export async function runRemoteExport(request: RemoteExportRequest, state: RemoteState, deps: RemoteRunDeps) {
  const retrying = <T>(call: () => Promise<T>) => withWaits(call, deps.waits, deps.clock, deps.signal, deps.listener);
  if (!state.operationId) {
    deps.phase('submitting');
    const body = exportBody(request);
    const op = operation(
      await retrying(() => deps.client.post('/v1/operations/transactions:export', body, deps.signal)),
    );
    note(state, op);
    state.submittedAt = op.createdAtTimestamp * 1000;
    await deps.checkpoint();
    deps.progress();
  }
  const id = state.operationId as string;
  while (!FINISHED_OPERATION_STATUSES.includes(state.operationStatus ?? '')) {
    deps.phase('polling');
    await deps.clock.sleep(deps.pollDelay(state.polls), deps.signal);
    const op = operation(
      await retrying(() => deps.client.get(`/v1/operations/${seg(id)}`, undefined, 'data', deps.signal)),
    );
    state.polls += 1;
    note(state, op);
    await deps.checkpoint();
    deps.progress();
  }
  if (state.operationStatus === 'FAILED') {
    const code = state.code ?? 'FAILED';
    throw new RemoteExportFailed(
      appError('http', `${code}: ${state.operationMessage ?? 'the Data API could not build the export'}`, { code }),
    );
  }
  if (!state.downloadUrl) {
    throw new RemoteExportFailed(appError('parse', 'The finished export has no metadata.downloadUrl'));
  }
  deps.phase('downloading');
  try {
    await deps.download(state.downloadUrl);
  } catch (e) {
    // A URL the policy refuses stays refused: resuming cannot help.
    if (e instanceof AppErrorException && e.error.field === 'downloadUrl') throw new RemoteExportFailed(e.error);
    throw e;
  }
}
