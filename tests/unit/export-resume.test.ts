import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyCheckpoint, type LocalCheckpoint } from '@main/services/export/job-record';
import { planStreams, runLocalExport } from '@main/services/export/local-runner';
import type { ExportPage, PageSource } from '@main/services/export/page-source';
import type { ExportRow, ExportStream } from '@main/services/export/rows';
import { type Clock, DEFAULT_WAITS } from '@main/services/export/waits';
import { AppErrorException, appError } from '@shared/errors';
import { EXPORT_COLUMNS, type ExportRowValues } from '@shared/export/columns';
import type { LocalExportRequest } from '@shared/export/request';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The checkpoint/resume logic against a fake page source: a run is "crashed" at every page boundary
 * (before a page is fetched, after it is written but before its checkpoint lands, in the middle of a
 * write) and resumed from what was persisted; the file must come out byte-identical every time.
 */

const A = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const B = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';
const PAGES_PER_STREAM = [3, 1, 4, 2];
const ROWS_PER_PAGE = 3;

const request = (over: Partial<LocalExportRequest> = {}): LocalExportRequest => ({
  mode: 'local',
  addresses: [A, B],
  chainIds: ['43114'],
  kind: 'both',
  format: 'csv',
  fileName: 'x.csv',
  ...over,
});

const blank = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, ''])) as ExportRowValues;

/** Rows newest first, with values a naive writer would mangle (commas, quotes, newlines, big integers). */
function fakeRow(stream: ExportStream, page: number, i: number): ExportRow {
  const n = page * ROWS_PER_PAGE + i;
  const timestamp = 2_000_000_000 - n * 3_600;
  return {
    timestamp,
    block: 1_000_000 - n,
    values: {
      ...blank,
      chain_id: stream.chainId,
      kind: stream.list,
      address: stream.address,
      block_number: String(1_000_000 - n),
      tx_hash: `0x${stream.list}-${stream.address.slice(2, 6)}-${n}`,
      value_raw: `${9_007_199_254_740_993n * BigInt(n + 1)}`,
      token_symbol: n % 2 ? 'A,"B"\n' : '=cmd',
    },
  };
}

class FakeSource implements PageSource {
  fetches = 0;
  constructor(
    private readonly streams: ExportStream[],
    /** Throws (a crash) when asked for this fetch, counting from 0. */
    private readonly crashAtFetch = Number.POSITIVE_INFINITY,
  ) {}

  async nativeToken() {
    return { symbol: 'AVAX', decimals: 18 };
  }

  async page(stream: ExportStream, token: string | undefined): Promise<ExportPage> {
    if (this.fetches++ === this.crashAtFetch) throw new Error('crash while fetching');
    const index = this.streams.findIndex(
      (s) => s === stream || (s.address === stream.address && s.list === stream.list),
    );
    const pages = PAGES_PER_STREAM[index % PAGES_PER_STREAM.length] as number;
    const page = token ? Number(token.split(':')[1]) : 0;
    expect(token ?? `${index}:0`).toBe(`${index}:${page}`);
    const rows = Array.from({ length: ROWS_PER_PAGE }, (_, i) => fakeRow(stream, page, i));
    return { rows: () => rows, ...(page + 1 < pages ? { nextPageToken: `${index}:${page + 1}` } : {}) };
  }
}

const instantClock: Clock = { now: () => 0, sleep: async () => {} };
const dir = mkdtempSync(join(tmpdir(), 'snowscope-resume-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;

/** Runs until done or "crash"; what was persisted is what a restart would read. */
async function run(
  req: LocalExportRequest,
  path: string,
  persisted: LocalCheckpoint,
  opts: { crashAtFetch?: number; crashAtCheckpoint?: number } = {},
): Promise<{ persisted: LocalCheckpoint; crashed: boolean }> {
  const cp = structuredClone(persisted);
  let saved = structuredClone(persisted);
  let checkpoints = 0;
  const source = new FakeSource(planStreams(req), opts.crashAtFetch);
  try {
    await runLocalExport(req, cp, path, {
      source,
      checkpoint: async () => {
        if (checkpoints++ === opts.crashAtCheckpoint) throw new Error('crash before the checkpoint landed');
        saved = structuredClone(cp);
      },
      progress: () => {},
      listener: { waiting: () => {}, resumed: () => {} },
      waits: DEFAULT_WAITS,
      clock: instantClock,
      signal: new AbortController().signal,
    });
    return { persisted: saved, crashed: false };
  } catch {
    return { persisted: saved, crashed: true };
  }
}

async function complete(req: LocalExportRequest, path: string, from: LocalCheckpoint): Promise<string> {
  const done = await run(req, path, from);
  expect(done.crashed).toBe(false);
  return readFileSync(path, 'utf8');
}

async function reference(req: LocalExportRequest): Promise<{ text: string; fetches: number; checkpoints: number }> {
  const path = join(dir, `reference-${counter++}.csv`);
  const streams = planStreams(req);
  const source = new FakeSource(streams);
  let checkpoints = 0;
  await runLocalExport(req, emptyCheckpoint(streams.length), path, {
    source,
    checkpoint: async () => {
      checkpoints++;
    },
    progress: () => {},
    listener: { waiting: () => {}, resumed: () => {} },
    waits: DEFAULT_WAITS,
    clock: instantClock,
    signal: new AbortController().signal,
  });
  return { text: readFileSync(path, 'utf8'), fetches: source.fetches, checkpoints };
}

describe('local export checkpoint and resume', () => {
  it('an uninterrupted run writes every row of every stream once, in plan order', async () => {
    const req = request();
    const { text, fetches } = await reference(req);
    const totalPages = PAGES_PER_STREAM.reduce((s, p) => s + p, 0);
    expect(fetches).toBe(totalPages);
    // A quoted LF is inside a field; records end with CRLF.
    const records = text.trimEnd().split('\r\n');
    expect(records).toHaveLength(1 + totalPages * ROWS_PER_PAGE);
    const hashes = text.match(/0x(native|erc20)-[0-9a-f]{4}-\d+/gi) ?? [];
    expect(new Set(hashes).size).toBe(totalPages * ROWS_PER_PAGE);
    expect(hashes).toHaveLength(totalPages * ROWS_PER_PAGE);
    expect(text.startsWith(`${EXPORT_COLUMNS.map((c) => c.key).join(',')}\r\n`)).toBe(true);
    expect(text).toContain(`'=cmd`);
  });

  it('a crash before any page is fetched, at every page boundary, resumes to the same bytes', async () => {
    const req = request();
    const { text: expected, fetches } = await reference(req);
    for (let crashAt = 0; crashAt < fetches; crashAt++) {
      const path = join(dir, `fetch-crash-${crashAt}.csv`);
      const first = await run(req, path, emptyCheckpoint(planStreams(req).length), { crashAtFetch: crashAt });
      expect(first.crashed, `crash at fetch ${crashAt}`).toBe(true);
      expect(await complete(req, path, first.persisted), `crash at fetch ${crashAt}`).toBe(expected);
    }
  });

  it('a crash after a page is written but before its checkpoint lands (every page) writes that page once', async () => {
    const req = request();
    const { text: expected, checkpoints } = await reference(req);
    for (let crashAt = 0; crashAt < checkpoints; crashAt++) {
      const path = join(dir, `checkpoint-crash-${crashAt}.csv`);
      const first = await run(req, path, emptyCheckpoint(planStreams(req).length), { crashAtCheckpoint: crashAt });
      expect(first.crashed).toBe(true);
      // The file holds a page more than the checkpoint says: the resume must cut it, not keep it.
      expect(readFileSync(path).length).toBeGreaterThanOrEqual(first.persisted.bytes);
      expect(await complete(req, path, first.persisted), `crash at checkpoint ${crashAt}`).toBe(expected);
    }
  });

  it('a torn write (half a page on disk after the checkpoint) is cut on resume, at every boundary', async () => {
    const req = request({ format: 'jsonl' });
    const { text: expected, fetches } = await reference(req);
    for (let crashAt = 1; crashAt < fetches; crashAt++) {
      const path = join(dir, `torn-${crashAt}.jsonl`);
      const first = await run(req, path, emptyCheckpoint(planStreams(req).length), { crashAtFetch: crashAt });
      // Longer than the rest of the export: left in place it would still be there at the end.
      appendFileSync(path, `{"chain_id":"43114","kind":"nat${'x'.repeat(50_000)}`);
      expect(await complete(req, path, first.persisted), `torn at ${crashAt}`).toBe(expected);
    }
  });

  it('crashing again during the resume still converges on the same bytes', async () => {
    const req = request();
    const { text: expected, fetches } = await reference(req);
    const path = join(dir, 'twice.csv');
    let persisted = emptyCheckpoint(planStreams(req).length);
    for (let crashAt = 2; crashAt < fetches; crashAt += 3) {
      ({ persisted } = await run(req, path, persisted, { crashAtFetch: 1 }));
    }
    expect(await complete(req, path, persisted)).toBe(expected);
  });

  it('a partial file shorter than its checkpoint (lost on a power cut) starts over and still matches', async () => {
    const req = request();
    const { text: expected } = await reference(req);
    const path = join(dir, 'short.csv');
    const first = await run(req, path, emptyCheckpoint(planStreams(req).length), { crashAtFetch: 5 });
    writeFileSync(path, readFileSync(path).subarray(0, 10));
    const cp = structuredClone(first.persisted);
    const done = await runLocalExport(req, cp, path, {
      source: new FakeSource(planStreams(req)),
      checkpoint: async () => {},
      progress: () => {},
      listener: { waiting: () => {}, resumed: () => {} },
      waits: DEFAULT_WAITS,
      clock: instantClock,
      signal: new AbortController().signal,
    });
    expect(done.startedOver).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });

  it('a date range keeps only rows of those days and stops paging a stream once it is past them', async () => {
    // Rows are an hour apart, newest at 2033-05-18T03:33:20Z: the range keeps the 2nd page's day only.
    const req = request({ addresses: [A], kind: 'native', fromDate: '2033-05-18', toDate: '2033-05-18' });
    const path = join(dir, 'dates.csv');
    const source = new FakeSource(planStreams(req));
    const cp = emptyCheckpoint(1);
    await runLocalExport(req, cp, path, {
      source,
      checkpoint: async () => {},
      progress: () => {},
      listener: { waiting: () => {}, resumed: () => {} },
      waits: DEFAULT_WAITS,
      clock: instantClock,
      signal: new AbortController().signal,
    });
    const from = Date.parse('2033-05-18T00:00:00Z') / 1000;
    const expectedRows = [0, 1, 2].flatMap((page) =>
      [0, 1, 2].map((i) => 2_000_000_000 - (page * 3 + i) * 3_600).filter((t) => t >= from),
    );
    expect(cp.rows).toBe(expectedRows.length);
    // Page 2 (rows 6..8) already reaches before the first day: page 3 must never be asked for.
    expect(source.fetches).toBe(2);
  });

  it('waits out a 429 as Retry-After says and continues', async () => {
    const req = request({ addresses: [A], kind: 'native' });
    const { text: expected } = await reference(req);
    const waits: number[] = [];
    const clock: Clock = { now: () => 0, sleep: async (ms) => void waits.push(ms) };
    let failures = 3;
    const inner = new FakeSource(planStreams(req));
    const source: PageSource = {
      nativeToken: () => inner.nativeToken(),
      page: async (...args) => {
        if (failures-- > 0) {
          throw new AppErrorException(appError('http', 'Too many requests', { status: 429, retryAfterMs: 2_000 }));
        }
        return inner.page(args[0], args[1]);
      },
    };
    const path = join(dir, 'rate.csv');
    const seen: string[] = [];
    await runLocalExport(req, emptyCheckpoint(1), path, {
      source,
      checkpoint: async () => {},
      progress: () => {},
      listener: { waiting: (reason, until) => seen.push(`${reason}@${until}`), resumed: () => seen.push('resumed') },
      waits: DEFAULT_WAITS,
      clock,
      signal: new AbortController().signal,
    });
    expect(waits).toEqual([2_000, 2_000, 2_000]);
    expect(seen).toEqual(['rateLimited@2000', 'rateLimited@2000', 'rateLimited@2000', 'resumed']);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });
});
