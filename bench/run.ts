import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import type { SecretBackend } from '@main/services/keychain';
import { contract } from '@shared/contract';
import { buildDataset } from '@sim/dataset';
import { startSimulator } from '@sim/server';
import { runExportBench } from './export';
import { measure, report, type Sample } from './stats';

/**
 * `npm run bench`: the cost of Snowscope's own layers, as medians and as ratios against the bare
 * network call they wrap (both against the same in-process simulator).
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
  const bare = await measure(`${label}: bare fetch + JSON.parse`, RUNS, async () => {
    const res = await fetch(`${sim.url}${rawPath}`);
    JSON.parse(await res.text());
  });
  const routed = await measure(`${label}: invoke → router → client → parse`, RUNS, async () => {
    const r = await services.dispatch(channel, params, { profileId: 'local' });
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  });
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

const subnetsResult = contract['data.listSubnets'].result;
samples.push(
  await measure(`tolerant parse of ${subnetCount} subnets with genesis (zod, loose)`, RUNS, () =>
    subnetsResult.parse(subnetsBody),
  ),
);

report(samples);
console.log('');
for (const r of ratios) console.log(r);
await sim.close();

await runExportBench();
