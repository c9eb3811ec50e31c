import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParamsIn } from '@shared/contract';
import { type RunningSimulator, startSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportApp } from '../support/export-jobs';

/**
 * A local export in a real child process, killed with SIGKILL in the middle (no handler runs, nothing
 * is flushed on the way out), then resumed by a new app on the same data dir: the file must be
 * byte-identical to an uninterrupted run.
 */

let sim: RunningSimulator;
let address: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  // A fixed time per page, so the kill lands in the middle of the export rather than after it.
  sim = await startSimulator({ port: 0, seed: 1, pageLatencyMs: 25 });
  const chain = sim.dataset.evm.mainnet;
  const [account] = [...chain.txsByAccount.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  address = chain.accounts[account]!.address;
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await sim.close();
});

/** The job's checkpoint as the child last wrote it (read the way a restart would). */
function checkpointPages(dataDir: string): number {
  const dir = join(dataDir, 'exports');
  if (!existsSync(dir)) return 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    try {
      return (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { local?: { pages: number } }).local?.pages ?? 0;
    } catch {
      // Mid-rename: read it next time.
    }
  }
  return 0;
}

describe('an export process killed mid-way', () => {
  it('resumes, in a new process on the same data dir, to a file byte-identical to an uninterrupted run', async () => {
    const request = {
      mode: 'local',
      addresses: [address],
      chainIds: ['43114'],
      kind: 'both',
      format: 'csv',
      fileName: 'crash.csv',
    } satisfies ParamsIn<'export.start'>;

    const reference = exportApp(sim);
    const done = await reference.settled((await reference.start(request)).id);
    expect(done.status).toBe('completed');
    const expected = readFileSync(reference.chosen[0]!);
    expect(done.pages).toBeGreaterThan(40);

    const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-crash-data-'));
    const saveDir = mkdtempSync(join(tmpdir(), 'snowscope-crash-saved-'));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join('tests', 'integration', 'export-child.ts'),
        sim.url,
        dataDir,
        saveDir,
        JSON.stringify(request),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += String(d)));
    child.stderr?.on('data', (d) => (output += String(d)));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );

    const deadline = Date.now() + 45_000;
    while (checkpointPages(dataDir) < 15) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the child never got going: ${output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output).not.toContain('finished');

    const path = join(saveDir, 'crash.csv');
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.partial`)).toBe(true);

    const restarted = exportApp(sim, { dataDir, saveDir });
    const [job] = restarted.services.exports.list();
    expect(job).toMatchObject({ status: 'interrupted', fileName: 'crash.csv' });
    expect(job!.pages).toBeGreaterThanOrEqual(15);
    expect(job!.pages).toBeLessThan(done.pages);
    expect(job!.message).toMatch(/Resume continues after page \d+/);

    const resumed = await restarted.services.dispatch('export.resume', { jobId: job!.id });
    expect(resumed.ok).toBe(true);
    const finished = await restarted.settled(job!.id);
    expect(finished).toMatchObject({ status: 'completed', rows: done.rows, pages: done.pages });
    expect(readFileSync(path).equals(expected)).toBe(true);
    expect(existsSync(`${path}.partial`)).toBe(false);
  }, 180_000);
});
