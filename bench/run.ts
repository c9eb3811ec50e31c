import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import { parseJsonKeepingDigits } from '@main/services/exact-json';
import type { SecretBackend } from '@main/services/keychain';
import { contract } from '@shared/contract';
import { buildDataset } from '@sim/dataset';
import { startSimulator } from '@sim/server';
import { Agent, request } from 'undici';
import { build } from 'vite';
import { runExportBench } from './export';
import { benchFirstVisit } from './first-visit';
import { buildFloorPages } from './floor/floor-pages';
import { kilobytes, measureInitialBundle } from './initial-bundle';
import { benchRevisitTour, benchStartUp, busyAccount, launchChromium } from './renderer';
import { runScaleRows } from './scale';
import { measure, measurePair, report, type Sample } from './stats';
import { tourStops } from './tour-stops';

/**
 * `npm run bench`: the cost of Snowscope's own layers, as medians (with min and max) and as ratios against
 * a reference measured in the same run — the bare network call a layer wraps, a bare page beside the
 * renderer — all against the same in-process simulator. README "Performance" explains each row.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const memorySecrets = async (): Promise<SecretBackend> => ({ get: () => null, set: () => {}, delete: () => {} });

const sim = await startSimulator({ port: 0, seed: 1 });
const services = createServices({
  dataDir: mkdtempSync(join(tmpdir(), 'snowscope-bench-')),
  env: { SNOWSCOPE_PROFILE: 'local' },
  builtinProfiles: builtinProfilesWithSimulatorAt(sim.url),
  secretBackend: memorySecrets,
});

const samples: Sample[] = [];
const ratios: string[] = [];

async function pair(label: string, rawPath: string, channel: string, params: unknown) {
  const { first: bare, second: routed } = await measurePair(
    [`${label}: bare fetch + JSON.parse`, `${label}: invoke → router → client → parse`],
    RUNS,
    [
      async () => {
        const res = await fetch(`${sim.url}${rawPath}`);
        JSON.parse(await res.text());
      },
      async () => {
        const r = await services.dispatch(channel, params, { profileId: 'local' });
        if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      },
    ],
  );
  samples.push(bare, routed);
  ratios.push(`${label}: routed / bare = ${(routed.medianMs / bare.medianMs).toFixed(2)}×`);
}

samples.push(
  await measure('simulator dataset build (seed 1)', Math.max(3, Math.floor(RUNS / 6)), () => buildDataset(1)),
);
samples.push(
  await measure('simulator dataset build + mainnet C-Chain (first use)', Math.max(3, Math.floor(RUNS / 6)), () => {
    if (buildDataset(1).evm.mainnet.txs.length === 0) throw new Error('empty chain');
  }),
);

const subnetsUrl = `${sim.url}/v1/networks/mainnet/subnets?pageSize=10000`;
const subnetsBody = (await (await fetch(subnetsUrl)).json()) as { subnets: unknown[] };
const subnetCount = subnetsBody.subnets.length;
await pair(
  `all ${subnetCount} subnets with genesis (pageSize 10,000)`,
  '/v1/networks/mainnet/subnets?pageSize=10000',
  'data.listSubnets',
  {
    network: 'mainnet',
    pageSize: 10000,
  },
);
await pair('latest blocks page of 100', '/v1/chains/43114/blocks?pageSize=100', 'data.listLatestBlocks', {
  chainId: '43114',
  pageSize: 100,
});
await pair(
  'metrics, 2160 hourly points',
  '/v2/chains/43114/metrics/txCount?timeInterval=hour&pageSize=2160',
  'data.getMetrics',
  {
    chainId: '43114',
    metric: 'txCount',
    timeInterval: 'hour',
    pageSize: 2160,
  },
);

// Metric values keep every digit (fees in wei pass 2^53): what reading them from the text costs over JSON.parse.
const metricsText = await (
  await fetch(`${sim.url}/v2/chains/43114/metrics/feesPaid?timeInterval=hour&pageSize=2160`)
).text();
const plainParse = await measure('metrics page of 2,160 fee points: JSON.parse', RUNS, () => JSON.parse(metricsText));
const exactParse = await measure('metrics page of 2,160 fee points: exact-digit parse', RUNS, () =>
  parseJsonKeepingDigits(metricsText, ['value']),
);
samples.push(plainParse, exactParse);
ratios.push(`metrics exact-digit parse / JSON.parse = ${(exactParse.medianMs / plainParse.medianMs).toFixed(2)}×`);

const subnetsResult = contract['data.listSubnets'].result;
samples.push(
  await measure(`tolerant parse of ${subnetCount} subnets with genesis (zod, loose)`, RUNS, () =>
    subnetsResult.parse(subnetsBody),
  ),
);

// 1,000 calls with 16 in flight (the renderer's pages and tabs ask side by side): whole batches timed.
const CONCURRENT_CALLS = 1000;
const IN_FLIGHT = 16;
async function batch(call: () => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < CONCURRENT_CALLS) {
      next++;
      await call();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}
// Taken in turns (bare, routed, bare…): a whole batch loads both cores, so drift would otherwise fall on one side.
const BATCH_RUNS = Math.max(5, Math.floor(RUNS / 2));
const balanceOf = '0x0000000000000000000000000000000000000001';
const batches = await measurePair(
  [
    `${CONCURRENT_CALLS} calls, ${IN_FLIGHT} in flight: bare fetch`,
    `${CONCURRENT_CALLS} calls, ${IN_FLIGHT} in flight: invoke → … → parse`,
  ],
  BATCH_RUNS,
  [
    () =>
      batch(async () => {
        const res = await fetch(`${sim.url}/v1/chains/43114/addresses/${balanceOf}/balances:getNative`);
        JSON.parse(await res.text());
      }),
    () =>
      batch(async () => {
        const r = await services.dispatch(
          'data.getNativeBalance',
          { chainId: '43114', address: balanceOf },
          { profileId: 'local' },
        );
        if (!r.ok) throw new Error(`data.getNativeBalance: ${r.error.message}`);
      }),
  ],
);
samples.push(batches.first, batches.second);
ratios.push(
  `${CONCURRENT_CALLS} concurrent calls: routed / bare = ${batches.medianRatio.toFixed(2)}× (median of ${BATCH_RUNS} run-by-run ratios; ratio of the medians ${(batches.second.medianMs / batches.first.medianMs).toFixed(2)}×; goal ≤ 1.10×)`,
);
// The path sends with undici's request API (electron/services/http-wire.ts), which costs about half what fetch
// does: against the same client bare, the ratio is what the path's own layers cost.
const bareAgent = new Agent();
const ownLayers = await measurePair(
  [
    `${CONCURRENT_CALLS} calls, ${IN_FLIGHT} in flight: bare undici request`,
    `${CONCURRENT_CALLS} calls, ${IN_FLIGHT} in flight: invoke → … → parse (again)`,
  ],
  BATCH_RUNS,
  [
    () =>
      batch(async () => {
        const res = await request(`${sim.url}/v1/chains/43114/addresses/${balanceOf}/balances:getNative`, {
          dispatcher: bareAgent,
        });
        JSON.parse(await res.body.text());
      }),
    () =>
      batch(async () => {
        const r = await services.dispatch(
          'data.getNativeBalance',
          { chainId: '43114', address: balanceOf },
          { profileId: 'local' },
        );
        if (!r.ok) throw new Error(`data.getNativeBalance: ${r.error.message}`);
      }),
  ],
);
samples.push(ownLayers.first, ownLayers.second);
ratios.push(
  `${CONCURRENT_CALLS} concurrent calls: routed / bare undici request = ${ownLayers.medianRatio.toFixed(2)}× (the path's own layers over its client)`,
);
await bareAgent.close();

// The renderer, built now from this checkout (the same config as `electron-vite build`), in Chromium.
const rendererDir = mkdtempSync(join(tmpdir(), 'snowscope-bench-renderer-'));
await build({ configFile: resolve('vite.renderer.config.ts'), logLevel: 'warn', build: { outDir: rendererDir } });
const bundle = measureInitialBundle(rendererDir);
const browser = await launchChromium();
const address = await busyAccount(sim);
const floorScriptsDir = mkdtempSync(join(tmpdir(), 'snowscope-bench-floor-'));
await buildFloorPages(floorScriptsDir);
const startUp = await benchStartUp(browser, sim, rendererDir, address, floorScriptsDir);
const { dom: domFloor, react: reactFloor } = startUp.floors;
samples.push(startUp.app, startUp.bare, domFloor.wall, reactFloor.wall);
samples.push(startUp.appMainThread, startUp.bareMainThread, domFloor.mainThread, reactFloor.mainThread);
samples.push(startUp.appReload, startUp.bareReload, startUp.appReloadMainThread, startUp.bareReloadMainThread);
ratios.push(
  `start-up: Snowscope / bare page = ${(startUp.app.medianMs / startUp.bare.medianMs).toFixed(2)}× (goal ≤ 1.5×)`,
  `start-up, page main-thread busy time: Snowscope / bare page = ${(startUp.appMainThread.medianMs / startUp.bareMainThread.medianMs).toFixed(2)}×`,
  `start-up: the same page with DOM calls / bare page = ${(domFloor.wall.medianMs / startUp.bare.medianMs).toFixed(2)}× (main thread ${(domFloor.mainThread.medianMs / startUp.bareMainThread.medianMs).toFixed(2)}×)`,
  `start-up: the same page with React alone / bare page = ${(reactFloor.wall.medianMs / startUp.bare.medianMs).toFixed(2)}× (main thread ${(reactFloor.mainThread.medianMs / startUp.bareMainThread.medianMs).toFixed(2)}×)`,
  `start-up: Snowscope / the same page with React alone = ${(startUp.app.medianMs / reactFloor.wall.medianMs).toFixed(2)}× (main thread ${(startUp.appMainThread.medianMs / reactFloor.mainThread.medianMs).toFixed(2)}×)`,
  `reload, warm cache: Snowscope / bare page = ${(startUp.appReload.medianMs / startUp.bareReload.medianMs).toFixed(2)}×`,
  `reload, page main-thread busy time: Snowscope / bare page = ${(startUp.appReloadMainThread.medianMs / startUp.bareReloadMainThread.medianMs).toFixed(2)}×`,
);

samples.push(await benchFirstVisit(browser, sim, rendererDir, address));

const stops = tourStops(sim, address);
const tour = await benchRevisitTour(browser, sim, rendererDir, stops);
const scale = await runScaleRows(browser, rendererDir);
samples.push(...scale.samples);
ratios.push(...scale.ratios);
await browser.close();

console.log(`\nstart-up JavaScript (built index.html: entry + modulepreloads): ${kilobytes(bundle.gzipBytes)} gzipped`);
console.log(`  (${kilobytes(bundle.bytes)} raw in ${bundle.files.length} files; goal ≤ 250 KB gzipped)`);
console.log(`the address deep link asked the Data API for: ${[...new Set(startUp.appDataPaths)].join(', ')}`);
console.log(
  `elements drawn at start-up: Snowscope ${startUp.appElements}, the floor pages ${domFloor.elements} (DOM calls) and ${reactFloor.elements} (React)`,
);
// The floor pages copy the app's markup by hand: when the view changes, they must follow it to stay its floor.
if (Math.abs(domFloor.elements / startUp.appElements - 1) > 0.15) {
  console.log('  warning: the floor pages no longer draw about as many elements as the app: update bench/floor/');
}
console.log('');
report(samples);
console.log('');
for (const r of ratios) console.log(r);
const total = tour.reduce((sum, stop) => sum + stop.requests, 0);
console.log(`\ncached revisit tour, ${stops.length} views by hash navigation: ${total} requests (goal 0)`);
for (const stop of tour) {
  if (stop.requests > 0) console.log(`  ${stop.hash}: ${stop.requests} — ${[...new Set(stop.paths)].join(', ')}`);
}
await sim.close();

if (process.env.BENCH_SKIP_EXPORT !== '1') await runExportBench();
