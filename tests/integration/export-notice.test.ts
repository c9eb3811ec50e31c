import type { LongWorkFinished } from '@shared/contract/long-work';
import { deepLinkOf } from '@shared/routing/deep-link';
import type { RunningSimulator } from '@sim/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportApp, exportApp } from '../support/export-jobs';
import { resetSimulator } from '../support/shared-simulator';

/** The end of an export job (run in main) as the desktop notification the window's owner sees. */

let sim: RunningSimulator;
let app: ExportApp;
const notified: LongWorkFinished[] = [];
/** An ordinary address with a few hundred rows (a short job). */
let address: string;

beforeAll(async () => {
  sim = await resetSimulator(1);
  app = exportApp(sim, {
    notifier: {
      notify: (work) => {
        notified.push(work);
        return 'shown';
      },
    },
  });
  const chain = sim.dataset.evm.mainnet;
  const account = [...chain.txsByAccount.entries()].find(
    ([a, txs]) => txs.length >= 50 && txs.length <= 400 && chain.accounts[a]!.kind === 'eoa',
  )![0];
  address = chain.accounts[account]!.address;
});
afterAll(async () => {
  await app.services.exports.close();
  sim.reset();
});

const request = (fileName: string) => ({
  mode: 'local' as const,
  addresses: [address],
  chainIds: ['43114'],
  kind: 'native' as const,
  format: 'csv' as const,
  fileName,
});

describe('export notifications', () => {
  it('a finished export is notified with its file and outcome; the click opens its job', async () => {
    const job = await app.start(request('finished.csv'));
    const done = await app.settled(job.id);
    expect(done.status).toBe('completed');
    const notice = notified.find((n) => n.route.endsWith(job.id));
    expect(notice).toEqual({
      kind: 'export',
      outcome: 'completed',
      title: 'Export finished',
      body: `finished.csv — ${done.message}`,
      route: `#/export?job=${job.id}`,
    });
    // The click goes through the link router: the route must be one a snowscope:// link may open.
    expect(deepLinkOf(notice!.route)).toBe(`snowscope://export?job=${job.id}`);
  });

  it('a job paused by a server error is notified with the reason', async () => {
    await fetch(`${sim.url}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({
        fault: '500',
        times: 1,
        path: `/v1/chains/43114/addresses/${address}/transactions:listNative`,
      }),
    });
    const job = await app.start(request('paused.csv'));
    const paused = await app.settled(job.id);
    expect(paused.status).toBe('paused');
    const notice = notified.find((n) => n.route.endsWith(job.id));
    expect(notice).toMatchObject({ outcome: 'paused', title: 'Export paused', body: `paused.csv — ${paused.message}` });
    expect(notice!.body).toMatch(/500/);
  });

  it('a cancelled job is not notified: the user stopped it', async () => {
    await fetch(`${sim.url}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({
        fault: 'latency:3000',
        times: 1,
        path: `/v1/chains/43114/addresses/${address}/transactions:listNative`,
      }),
    });
    const job = await app.start(request('cancelled.csv'));
    await app.services.dispatch('export.cancel', { jobId: job.id, keepPartial: false });
    expect((await app.settled(job.id)).status).toBe('cancelled');
    expect(notified.some((n) => n.route.endsWith(job.id))).toBe(false);
  });
});
