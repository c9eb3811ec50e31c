import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import type { ExportJobView } from '@shared/export/job';
import { BULK_ADDRESS } from '@sim/dataset/evm/bulk';

/**
 * One measured export, alone in its process so its peak RSS is its own:
 * `node --import tsx bench/export-run.ts <simUrl> <export|bare>` prints one JSON line.
 * `export` runs a local export of the bulk address to CSV through the app's services; `bare` fetches the
 * same pages with plain fetch + JSON.parse and nothing else (the floor Snowscope's overhead sits on).
 */
const [simUrl, mode] = process.argv.slice(2) as [string, 'export' | 'bare'];
const listPath = `/v1/chains/43114/addresses/${BULK_ADDRESS}/transactions:listNative`;

let peakRss = process.memoryUsage.rss();
// rss() alone: memoryUsage() walks the whole heap and would itself cost time on every sample.
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

async function bare(): Promise<{ pages: number; rows: number }> {
  let token: string | undefined;
  let pages = 0;
  let rows = 0;
  do {
    const res = await fetch(`${simUrl}${listPath}?pageSize=100${token ? `&pageToken=${token}` : ''}`);
    const body = JSON.parse(await res.text()) as { nextPageToken?: string; transactions: unknown[] };
    pages++;
    rows += body.transactions.length;
    token = body.nextPageToken;
  } while (token);
  return { pages, rows };
}

async function exportJob(dir: string): Promise<{ pages: number; rows: number; bytes: number }> {
  const target = join(dir, 'bulk.csv');
  const services = createServices({
    dataDir: join(dir, 'data'),
    env: { SNOWSCOPE_PROFILE: 'local' },
    builtinProfiles: builtinProfilesWithSimulatorAt(simUrl),
    secretBackend: async () => ({ get: () => null, set: () => {}, delete: () => {} }),
    dialogs: { chooseSavePath: async () => target, chooseOpenPath: async () => null },
  });
  const started = await services.dispatch(
    'export.start',
    {
      mode: 'local',
      addresses: [BULK_ADDRESS],
      chainIds: ['43114'],
      kind: 'native',
      format: 'csv',
      fileName: 'bulk.csv',
    },
    { profileId: 'local' },
  );
  if (!started.ok) throw new Error(started.error.message);
  const job = (started.data as { job: ExportJobView }).job;
  const done = await services.exports.settled(job.id);
  if (done.status !== 'completed') throw new Error(`export ended ${done.status}: ${done.message}`);
  return { pages: done.pages, rows: done.rows, bytes: statSync(target).size };
}

const dir = mkdtempSync(join(tmpdir(), 'snowscope-bench-export-'));
const startRss = process.memoryUsage.rss();
const t0 = performance.now();
const result = mode === 'bare' ? { ...(await bare()), bytes: 0 } : await exportJob(dir);
const wallMs = performance.now() - t0;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ mode, wallMs, ...result, startRssMb: startRss / 2 ** 20, peakRssMb: peakRss / 2 ** 20 }));
