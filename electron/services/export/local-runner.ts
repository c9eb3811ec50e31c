import { type LocalExportRequest, listKindsOf } from '@shared/export/request';
import { fileHeader, serializeRows } from './file-format';
import { emptyCheckpoint, type LocalCheckpoint, type StreamCheckpoint } from './job-record';
import type { ExportPage, PageSource } from './page-source';
import { PartialFile } from './partial-file';
import type { ExportRow, ExportStream } from './rows';
import { type Clock, type WaitListener, type WaitPolicy, withWaits } from './waits';

/** Every stream of a local export in file order: chain by chain, address by address, native then ERC-20. */
export function planStreams(request: LocalExportRequest): ExportStream[] {
  return request.chainIds.flatMap((chainId) =>
    request.addresses.flatMap((address) => listKindsOf(request.kind).map((list) => ({ chainId, address, list }))),
  );
}

const DAY_S = 86_400;
const dayStart = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 1000;

/** The date range as block-time bounds: [from, to) in Unix seconds, the last day included whole. */
export function timeBounds(request: LocalExportRequest): { fromTs?: number; toTs?: number } {
  return {
    fromTs: request.fromDate ? dayStart(request.fromDate) : undefined,
    toTs: request.toDate ? dayStart(request.toDate) + DAY_S : undefined,
  };
}

export interface LocalRunDeps {
  source: PageSource;
  /** Persists the job (its checkpoint); called after every page, before the next one is written. */
  checkpoint(): Promise<void>;
  /** Progress moved (the caller decides how often it is shown). */
  progress(): void;
  listener: WaitListener;
  waits: WaitPolicy;
  clock: Clock;
  signal: AbortSignal;
}

/** Which rows of a page (newest first) fall in the date range, and whether older pages can hold more. */
function inRange(rows: ExportRow[], fromTs: number | undefined, toTs: number | undefined) {
  const kept = rows.filter(
    (r) => (toTs === undefined || r.timestamp < toTs) && (fromTs === undefined || r.timestamp >= fromTs),
  );
  const oldest = rows[rows.length - 1];
  return { kept, pastRange: fromTs !== undefined && oldest !== undefined && oldest.timestamp < fromTs };
}

function noteRows(state: StreamCheckpoint, rows: ExportRow[]) {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return;
  if (state.newestTs === undefined) {
    state.newestTs = first.timestamp;
    state.newestBlock = first.block;
  }
  state.lastTs = last.timestamp;
  state.lastBlock = last.block;
}

/**
 * Pages every stream of `request` into `partialPath`, from the checkpoint on: each page is appended and
 * then checkpointed (stream, next page token, bytes), so a crash anywhere costs at most the page in
 * flight and a resume writes the same bytes an uninterrupted run would. While a page is written the
 * next one is already being fetched. Throws (for the job to pause) on an error that waiting cannot fix.
 */
export async function runLocalExport(
  request: LocalExportRequest,
  cp: LocalCheckpoint,
  partialPath: string,
  deps: LocalRunDeps,
): Promise<{ startedOver: boolean }> {
  const streams = planStreams(request);
  const { fromTs, toTs } = timeBounds(request);
  const range = { startBlock: request.startBlock, endBlock: request.endBlock };
  const retrying = <T>(request: () => Promise<T>) =>
    withWaits(request, deps.waits, deps.clock, deps.signal, deps.listener);

  for (const chainId of request.chainIds) {
    if (request.kind !== 'erc20' && !cp.nativeTokens[chainId]) {
      cp.nativeTokens[chainId] = await retrying(() => deps.source.nativeToken(chainId, deps.signal));
    }
  }

  let file = await PartialFile.open(partialPath, cp.bytes);
  let startedOver = false;
  if (!file) {
    // The checkpoint is ahead of what reached the disk (or the file is gone): only a fresh start is exact.
    Object.assign(cp, { ...emptyCheckpoint(streams.length), nativeTokens: cp.nativeTokens });
    cp.pageToken = undefined;
    startedOver = true;
    file = await PartialFile.open(partialPath, 0);
  }
  if (!file) throw new Error('could not create the partial file');
  const out = file;

  const fetchPage = (stream: ExportStream, token: string | undefined): Promise<ExportPage> => {
    const page = retrying(() => deps.source.page(stream, token, range, cp.nativeTokens[stream.chainId], deps.signal));
    // A prefetched page may be abandoned (an error while writing): its failure must not go unhandled.
    page.catch(() => {});
    return page;
  };

  try {
    if (cp.bytes === 0 && cp.pages === 0) {
      const header = fileHeader(request.format);
      if (header) cp.bytes = await out.append(header);
      await deps.checkpoint();
    }
    while (cp.streamIndex < streams.length) {
      const stream = streams[cp.streamIndex] as ExportStream;
      const state = cp.streams[cp.streamIndex] as StreamCheckpoint;
      let next = fetchPage(stream, cp.pageToken);
      for (;;) {
        const page = await next;
        // Without a first day every page is wanted: ask for the next one before converting this one.
        const eager = page.nextPageToken !== undefined && fromTs === undefined;
        if (eager) next = fetchPage(stream, page.nextPageToken);
        const rows = page.rows();
        const { kept, pastRange } = inRange(rows, fromTs, toTs);
        const more = page.nextPageToken !== undefined && !pastRange;
        if (more && !eager) next = fetchPage(stream, page.nextPageToken);
        const text = serializeRows(request.format, kept);
        if (text) cp.bytes = await out.append(text);
        noteRows(state, rows);
        state.rows += kept.length;
        state.pages += 1;
        cp.rows += kept.length;
        cp.pages += 1;
        if (more) cp.pageToken = page.nextPageToken;
        else {
          state.done = true;
          cp.streamIndex += 1;
          cp.pageToken = undefined;
        }
        await deps.checkpoint();
        deps.progress();
        if (!more) break;
      }
    }
  } finally {
    await out.close();
  }
  return { startedOver };
}
