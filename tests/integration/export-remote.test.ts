import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StartExportResult } from '@shared/export/job';
import type { RunningSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv-reader';
import { type ExportApp, exportApp } from '../support/export-jobs';
import { resetSimulator } from '../support/shared-simulator';

/** Remote export jobs: POST, poll with backoff, download under the URL policy, continue a truncated export. */

let sim: RunningSimulator;
let app: ExportApp;
/** The busiest mainnet C-Chain address: more rows than one remote export holds (it gets truncated). */
let heavy: string;
/** An ordinary address: one remote export holds all of it. */
let light: string;

beforeAll(async () => {
  sim = await resetSimulator(1);
  app = exportApp(sim);
  const chain = sim.dataset.evm.mainnet;
  const sorted = [...chain.txsByAccount.entries()]
    .filter(([a]) => chain.accounts[a]!.kind === 'eoa')
    .sort((a, b) => b[1].length - a[1].length);
  heavy = chain.accounts[sorted[0]![0]]!.address;
  light = chain.accounts[sorted.find(([, txs]) => txs.length > 100 && txs.length < 400)![0]]!.address;
});
afterAll(async () => {
  await app.services.exports.close();
  sim.reset();
});

async function simOperation(operationId: string) {
  const res = await fetch(`${sim.url}/v1/operations/${operationId}`);
  return (await res.json()) as { metadata?: { downloadUrl?: string; nextDate?: string } };
}

describe('remote export job', () => {
  it('goes RUNNING → COMPLETED and downloads exactly the file the Data API built', async () => {
    const job = await app.start({ mode: 'remote', addresses: [light], chainIds: ['43114'], fileName: 'remote.csv' });
    const done = await app.settled(job.id);
    expect(done).toMatchObject({
      status: 'completed',
      result: { status: 'saved', fileName: 'remote.csv' },
      remote: { operationStatus: 'COMPLETED' },
    });
    const statuses = app.events.filter((e) => e.id === job.id).map((e) => e.remote?.operationStatus);
    expect(statuses).toContain('RUNNING');
    expect(done.remote!.polls).toBeGreaterThanOrEqual(2);
    const running = app.events.find((e) => e.id === job.id && e.phase === 'polling');
    expect(running?.remote?.submittedAt).toBeGreaterThan(0);

    const operation = await simOperation(done.remote!.operationId!);
    const served = Buffer.from(await (await fetch(operation.metadata!.downloadUrl!)).arrayBuffer());
    const path = app.chosen.at(-1)!;
    expect(readFileSync(path).equals(served)).toBe(true);
    expect(parseCsv(served.toString('utf8').replaceAll('\n', '\r\n')).length).toBeGreaterThan(100);
    expect(existsSync(`${path}.partial`)).toBe(false);
    expect(app.finished.find((f) => f.jobId === job.id)).toMatchObject({ outcome: 'completed', truncated: false });
  });

  it('a truncated export says the file is partial; Continue from nextDate exports the rest into the next file', async () => {
    const job = await app.start({ mode: 'remote', addresses: [heavy], chainIds: ['43114'], fileName: 'heavy.csv' });
    const first = await app.settled(job.id);
    const nextDate = first.remote?.nextDate;
    expect(first).toMatchObject({
      status: 'completed',
      remote: { operationStatus: 'COMPLETED_WITH_WARNING', code: 'WarnTruncatedExport' },
    });
    expect(nextDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.message).toContain(`heavy.csv is partial and stops before ${nextDate}`);
    expect(app.finished.find((f) => f.jobId === job.id)).toMatchObject({ truncated: true });

    const continued = await app.services.dispatch('export.continue', { jobId: job.id });
    expect(continued).toMatchObject({
      ok: true,
      data: { status: 'started', job: { continuedFrom: job.id, fileName: `heavy-from-${nextDate}.csv` } },
    });
    const next = continued.ok ? (continued.data as StartExportResult) : undefined;
    if (next?.status !== 'started') return;
    expect(next.job.request).toMatchObject({ mode: 'remote', fromDate: nextDate, addresses: [heavy] });
    const second = await app.settled(next.job.id);
    expect(second.status).toBe('completed');
    expect(app.services.exports.list().find((j) => j.id === job.id)?.continuedBy).toBe(second.id);

    const rowsOf = (path: string) =>
      readFileSync(path, 'utf8')
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[3]);
    const [firstPath, secondPath] = app.chosen.slice(-2) as [string, string];
    const hashes = [...rowsOf(firstPath), ...rowsOf(secondPath)];
    const chain = sim.dataset.evm.mainnet;
    const account = chain.accountIndex.get(heavy.toLowerCase())!;
    const all = chain.txsByAccount.get(account)!.map((i) => chain.txs[i]!.hash);
    // Together the two files hold every transaction once: nothing repeated at the seam, nothing lost.
    expect(new Set(hashes).size).toBe(hashes.length);
    expect([...hashes].sort()).toEqual([...all].sort());
  });

  it('a request the Data API refuses fails with its code (ErrInvalidRequest) and message', async () => {
    const job = await app.start({ mode: 'remote', addresses: [light], chainIds: ['999999'], fileName: 'bad.csv' });
    const done = await app.settled(job.id);
    expect(done).toMatchObject({ status: 'failed', remote: { operationStatus: 'FAILED', code: 'ErrInvalidRequest' } });
    expect(done.error).toMatchObject({ code: 'ErrInvalidRequest' });
    expect(done.message).toMatch(/^Failed: ErrInvalidRequest: Unsupported chain 999999/);
    expect(existsSync(app.chosen.at(-1)!)).toBe(false);
    expect(existsSync(`${app.chosen.at(-1)!}.partial`)).toBe(false);
    expect(app.finished.find((f) => f.jobId === job.id)).toMatchObject({ outcome: 'failed' });
    const resume = await app.services.dispatch('export.resume', { jobId: job.id });
    expect(resume).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('refuses a downloadUrl on a foreign plain-http origin: nothing is fetched from it, no key leaves', async () => {
    const hits: string[] = [];
    const foreign: Server = createServer((req, res) => {
      hits.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)}`);
      res.end('stolen');
    });
    await new Promise<void>((r) => foreign.listen(0, '127.0.0.1', r));
    const origin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
    await fetch(`${sim.url}/__sim/exports/download-origin`, { method: 'POST', body: JSON.stringify({ origin }) });
    try {
      await app.services.dispatch('app.apiKey.set', { profileId: 'local', apiKey: 'sk-local-secret-1234' });
      const job = await app.start({ mode: 'remote', addresses: [light], chainIds: ['43114'], fileName: 'foreign.csv' });
      const done = await app.settled(job.id);
      expect(done).toMatchObject({ status: 'failed', error: { kind: 'validation' } });
      expect(done.message).toContain(`(${origin}) is neither https nor the Data API’s origin`);
      expect(hits).toEqual([]);
      expect(existsSync(app.chosen.at(-1)!)).toBe(false);
    } finally {
      await fetch(`${sim.url}/__sim/exports/download-origin`, { method: 'DELETE' });
      await app.services.dispatch('app.apiKey.clear', { profileId: 'local' });
      await new Promise((r) => foreign.close(r));
    }
  });

  it('a remote job survives a restart: the new app polls the same operation and downloads its file', async () => {
    const job = await app.start({ mode: 'remote', addresses: [light], chainIds: ['43114'], fileName: 'restart.csv' });
    while (!app.events.some((e) => e.id === job.id && e.remote?.operationId))
      await new Promise((r) => setTimeout(r, 10));
    await app.services.exports.close();
    const stopped = app.services.exports.list().find((j) => j.id === job.id);
    expect(stopped?.status).toBe('interrupted');

    const next = exportApp(sim, { dataDir: app.dataDir });
    const listed = next.services.exports.list().find((j) => j.id === job.id);
    expect(listed).toMatchObject({ status: 'running', remote: { operationId: stopped?.remote?.operationId } });
    const done = await next.settled(job.id);
    expect(done).toMatchObject({ status: 'completed', remote: { operationId: stopped?.remote?.operationId } });
    await next.services.exports.close();
  });
});
