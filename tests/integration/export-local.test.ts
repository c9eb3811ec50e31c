import { existsSync, readFileSync } from 'node:fs';
import { startWebServer } from '@main/web/server';
import { BROWSER_MODE } from '@shared/bridge';
import { EXPORT_COLUMNS } from '@shared/export/columns';
import type { Erc20Transfer, NativeTransaction } from '@shared/models/data/transactions';
import type { RunningSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv-reader';
import { type ExportApp, expectedDecimal, exportApp, simList } from '../support/export-jobs';
import { resetSimulator } from '../support/shared-simulator';

/** Local exports through export.start → router → export service → the simulator's Data API. */

let sim: RunningSimulator;
let app: ExportApp;
/** Busy mainnet C-Chain addresses whose native + ERC-20 histories add up to more than 20,000 rows. */
let busy: string[];
/** Addresses with a few hundred rows each, busiest first. */
let ordinary: string[];

beforeAll(async () => {
  sim = await resetSimulator(1);
  app = exportApp(sim);
  const chain = sim.dataset.evm.mainnet;
  const sizes = [...chain.txsByAccount.entries()]
    .map(([account, txs]) => ({ account, rows: txs.length + (chain.erc20ByAccount.get(account)?.length ?? 0) }))
    .sort((a, b) => b.rows - a.rows);
  busy = [];
  let rows = 0;
  for (const s of sizes) {
    if (rows >= 20_500) break;
    busy.push(chain.accounts[s.account]!.address);
    rows += s.rows;
  }
  ordinary = sizes
    .filter((s) => s.rows >= 150 && s.rows <= 900 && chain.accounts[s.account]!.kind === 'eoa')
    .map((s) => chain.accounts[s.account]!.address);
});
afterAll(async () => {
  await app.services.exports.close();
  sim.reset();
});

const column = (name: string) => EXPORT_COLUMNS.findIndex((c) => c.key === name);

/** The rows the file should hold for one address, from the simulator's own list answers. */
async function expectedRows(address: string, query = ''): Promise<string[][]> {
  const base = `/v1/chains/43114/addresses/${address}/transactions`;
  const native = await simList<NativeTransaction>(sim, `${base}:listNative`, query);
  const erc20 = await simList<Erc20Transfer>(sim, `${base}:listErc20`, query);
  const pick = (values: Record<string, string>) =>
    ['tx_hash', 'block_number', 'log_index', 'from', 'to', 'value_raw', 'value', 'token_symbol'].map(
      (k) => values[k] ?? '',
    );
  return [
    ...native.map((tx) =>
      pick({
        tx_hash: tx.txHash,
        block_number: tx.blockNumber,
        from: tx.from.address,
        to: tx.to.address,
        value_raw: tx.value,
        value: expectedDecimal(tx.value, 18),
        token_symbol: 'AVAX',
      }),
    ),
    ...erc20.map((t) =>
      pick({
        tx_hash: t.txHash,
        block_number: t.blockNumber,
        log_index: String(t.logIndex),
        from: t.from.address,
        to: t.to.address,
        value_raw: t.value,
        value: expectedDecimal(t.value, t.erc20Token.decimals),
        token_symbol: t.erc20Token.symbol,
      }),
    ),
  ];
}

const fileRows = (records: string[][]) =>
  records.map((r) =>
    ['tx_hash', 'block_number', 'log_index', 'from', 'to', 'value_raw', 'value', 'token_symbol'].map(
      (k) => r[column(k)] ?? '',
    ),
  );

describe('local export', () => {
  // 200+ pages exported, then the same pages read again for the expected rows: minutes on a loaded machine.
  it('exports more than 20,000 rows of several addresses with exactly the simulator’s rows and amounts', async () => {
    const job = await app.start({
      mode: 'local',
      addresses: busy,
      chainIds: ['43114'],
      kind: 'both',
      format: 'csv',
      fileName: 'busy.csv',
    });
    expect(job).toMatchObject({ status: 'running', profileId: 'local' });
    const done = await app.settled(job.id);
    expect(done).toMatchObject({ status: 'completed', result: { status: 'saved', fileName: 'busy.csv' } });
    const path = app.chosen.at(-1)!;
    expect(existsSync(`${path}.partial`)).toBe(false);
    const [header, ...records] = parseCsv(readFileSync(path, 'utf8'));
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => c.key));
    expect(records.length).toBeGreaterThanOrEqual(20_000);
    expect(done.rows).toBe(records.length);

    const expected: string[][] = [];
    for (const address of busy) expected.push(...(await expectedRows(address)));
    expect(records.length).toBe(expected.length);
    // Same rows, same order: address by address, native then ERC-20, each newest first.
    expect(fileRows(records)).toEqual(expected);
    for (const r of records) expect(r).toHaveLength(EXPORT_COLUMNS.length);
    // Per stream progress adds up.
    expect(done.streams.reduce((s, x) => s + x.rows, 0)).toBe(records.length);
    expect(done.streams.every((s) => s.state === 'done')).toBe(true);
    expect(app.finished.find((f) => f.jobId === job.id)).toMatchObject({ outcome: 'completed', rows: records.length });
  }, 240_000);

  it('honours a block range (start included, end excluded) and a date range together', async () => {
    const address = ordinary[0]!;
    const chain = sim.dataset.evm.mainnet;
    const startBlock = chain.blocks[3000]!.number;
    const endBlock = chain.blocks[9000]!.number;
    const day = (i: number) => new Date(chain.blocks[i]!.timestamp * 1000).toISOString().slice(0, 10);
    const fromDate = day(4000);
    const toDate = day(8000);
    const job = await app.start({
      mode: 'local',
      addresses: [address],
      chainIds: ['43114'],
      kind: 'native',
      format: 'jsonl',
      startBlock,
      endBlock,
      fromDate,
      toDate,
      fileName: 'range.jsonl',
    });
    const done = await app.settled(job.id);
    expect(done.status).toBe('completed');
    const lines = readFileSync(app.chosen.at(-1)!, 'utf8').trimEnd().split('\n');
    const objects = lines.map((l) => JSON.parse(l) as Record<string, string>);
    const from = Date.parse(`${fromDate}T00:00:00Z`);
    const until = Date.parse(`${toDate}T00:00:00Z`) + 86_400_000;
    const inRange = (
      await simList<NativeTransaction>(
        sim,
        `/v1/chains/43114/addresses/${address}/transactions:listNative`,
        `&startBlock=${startBlock}&endBlock=${endBlock}`,
      )
    ).filter((tx) => tx.blockTimestamp * 1000 >= from && tx.blockTimestamp * 1000 < until);
    expect(inRange.length).toBeGreaterThan(10);
    expect(objects.map((o) => o.tx_hash)).toEqual(inRange.map((tx) => tx.txHash));
    expect(objects.map((o) => o.value_raw)).toEqual(inRange.map((tx) => tx.value));
  });

  it('survives a burst of 429s, showing "waiting for the rate limit" as Retry-After says', async () => {
    const address = ordinary[1]!;
    const before = sim.stats.requests;
    await fetch(`${sim.url}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault: '429:1', times: 3, path: `/v1/chains/43114/addresses/${address}` }),
    });
    const job = await app.start({
      mode: 'local',
      addresses: [address],
      chainIds: ['43114'],
      kind: 'native',
      format: 'csv',
      fileName: 'rate-limited.csv',
    });
    const done = await app.settled(job.id);
    expect(done.status).toBe('completed');
    const waits = app.events.filter((e) => e.id === job.id && e.phase === 'rateLimited');
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(waits[0]!.message).toMatch(/Waiting for the rate limit: next request in 1 s/);
    expect(waits[0]!.waitUntil).toBeGreaterThan(waits[0]!.updatedAt - 1);
    const records = parseCsv(readFileSync(app.chosen.at(-1)!, 'utf8')).slice(1);
    const expected = await simList<NativeTransaction>(
      sim,
      `/v1/chains/43114/addresses/${address}/transactions:listNative`,
    );
    expect(records.map((r) => r[column('tx_hash')])).toEqual(expected.map((tx) => tx.txHash));
    expect(sim.stats.requests - before).toBeGreaterThan(3);
  });

  it('a 500 pauses the job with the reason; Resume completes it to the same file as an unbroken run', async () => {
    const address = ordinary[2]!;
    const request = {
      mode: 'local' as const,
      addresses: [address],
      chainIds: ['43114'],
      kind: 'both' as const,
      format: 'csv' as const,
    };
    const reference = await app.settled((await app.start({ ...request, fileName: 'reference.csv' })).id);
    expect(reference.status).toBe('completed');
    const expected = readFileSync(app.chosen.at(-1)!);

    // The native list goes through; the first ERC-20 page fails.
    await fetch(`${sim.url}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({
        fault: '500',
        times: 1,
        path: `/v1/chains/43114/addresses/${address}/transactions:listErc20`,
      }),
    });
    const job = await app.start({ ...request, fileName: 'paused.csv' });
    const path = app.chosen.at(-1)!;
    const paused = await app.settled(job.id);
    expect(paused).toMatchObject({ status: 'paused', error: { kind: 'http', status: 500 } });
    expect(paused.message).toMatch(/^Paused: Injected 500/);
    expect(paused.streams.map((s) => s.state)).toEqual(['done', 'active']);
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.partial`)).toBe(true);
    expect(app.finished.find((f) => f.jobId === job.id)).toMatchObject({ outcome: 'paused' });

    const resumed = await app.services.dispatch('export.resume', { jobId: job.id });
    expect(resumed).toMatchObject({ ok: true, data: { status: 'running' } });
    const done = await app.settled(job.id);
    expect(done.status).toBe('completed');
    expect(readFileSync(path).equals(expected)).toBe(true);
    expect(existsSync(`${path}.partial`)).toBe(false);
  });

  it('a job keeps the profile it was started on when another profile becomes active', async () => {
    const job = await app.start({
      mode: 'local',
      addresses: [ordinary[3]!],
      chainIds: ['43114'],
      kind: 'native',
      format: 'csv',
      fileName: 'profile.csv',
    });
    expect((await app.services.dispatch('app.profiles.select', { profileId: 'mainnet' })).ok).toBe(true);
    const done = await app.settled(job.id);
    expect(done).toMatchObject({ status: 'completed', profileId: 'local', profileName: 'Local simulator' });
    expect(done.rows).toBeGreaterThan(0);
    await app.services.dispatch('app.profiles.select', { profileId: 'local' });
  });

  it('cancel stops the job and deletes the partial file, or keeps it labelled partial', async () => {
    for (const keepPartial of [false, true]) {
      await fetch(`${sim.url}/__sim/faults`, {
        method: 'POST',
        body: JSON.stringify({ fault: 'latency:150', times: 100, path: `/v1/chains/43114/addresses/${busy[0]}` }),
      });
      const job = await app.start({
        mode: 'local',
        addresses: [busy[0]!],
        chainIds: ['43114'],
        kind: 'native',
        format: 'csv',
        fileName: `cancel-${keepPartial}.csv`,
      });
      const path = app.chosen.at(-1)!;
      while ((app.events.filter((e) => e.id === job.id).at(-1)?.pages ?? 0) < 2)
        await new Promise((r) => setTimeout(r, 20));
      const r = await app.services.dispatch('export.cancel', { jobId: job.id, keepPartial });
      await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
      expect(r).toMatchObject({ ok: true, data: { status: 'cancelled' } });
      expect(existsSync(path)).toBe(false);
      expect(existsSync(`${path}.partial`)).toBe(false);
      const kept = path.replace(/\.csv$/, '.partial.csv');
      expect(existsSync(kept)).toBe(keepPartial);
      if (keepPartial && r.ok) {
        const view = r.data as { partial?: { rows: number; fileName: string } };
        const rows = parseCsv(readFileSync(kept, 'utf8')).slice(1);
        expect(view.partial).toMatchObject({ fileName: `cancel-true.partial.csv`, rows: rows.length });
        expect(rows.length).toBeGreaterThanOrEqual(200);
      }
    }
  });

  it('refuses an invalid request with its field before anything is asked or sent', async () => {
    const before = sim.stats.requests;
    const chosen = app.chosen.length;
    const r = await app.services.dispatch(
      'export.start',
      { mode: 'local', addresses: ['0x12'], chainIds: ['43114'], kind: 'native', format: 'csv', fileName: 'x.csv' },
      { profileId: 'local' },
    );
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', field: 'addresses.0' } });
    const noProfile = await app.services.dispatch('export.start', {
      mode: 'remote',
      addresses: [busy[0]!],
      chainIds: ['43114'],
      fileName: 'x.csv',
    });
    expect(noProfile).toMatchObject({ ok: false, error: { field: 'profileId' } });
    expect(app.chosen.length).toBe(chosen);
    expect(sim.stats.requests).toBe(before);
  });
});

describe('local export in browser mode', () => {
  it('writes into the data dir and the page downloads the finished file, byte for byte, with its token', async () => {
    const browser = exportApp(sim, { dialogs: 'browser' });
    const web = await startWebServer({ services: browser.services, rendererDir: browser.dataDir, port: 0 });
    try {
      const job = await browser.start({
        mode: 'local',
        addresses: [ordinary[4]!],
        chainIds: ['43114'],
        kind: 'both',
        format: 'csv',
        fileName: 'browser.csv',
      });
      const done = await browser.settled(job.id);
      expect(done.result?.status).toBe('download');
      if (done.result?.status !== 'download') return;
      expect(done.result.fileName).toBe('browser.csv');
      expect((await fetch(`${web.url}${done.result.downloadPath}`)).status).toBe(401);
      const res = await fetch(`${web.url}${done.result.downloadPath}?${BROWSER_MODE.tokenQuery}=${web.token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('filename="browser.csv"');
      const text = await res.text();
      expect(parseCsv(text).length - 1).toBe(done.rows);
      expect(fileRows(parseCsv(text).slice(1))).toEqual(await expectedRows(ordinary[4]!));

      const list = await browser.services.dispatch('export.list', {});
      expect(list).toMatchObject({ ok: true, data: { jobs: [{ id: job.id, status: 'completed' }] } });
      // The list says when it was made, on the clock the jobs' times use: a window tells new jobs from removed by it.
      expect((list as { data: { asOf: number } }).data.asOf).toBeGreaterThanOrEqual(done.updatedAt);
      const removed = await browser.services.dispatch('export.remove', { jobId: job.id });
      expect(removed).toMatchObject({ ok: true, data: { jobs: [] } });
      expect(
        (await fetch(`${web.url}${done.result.downloadPath}?${BROWSER_MODE.tokenQuery}=${web.token}`)).status,
      ).toBe(404);
    } finally {
      await web.close();
    }
  });
});
