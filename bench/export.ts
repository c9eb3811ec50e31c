import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';

/**
 * Local export throughput and memory: the bulk address of a simulator (its own process) that answers
 * every page 20 ms after it arrived. Wall time is compared with pages × 20 ms (what a perfectly
 * sequential client would need) and with bare fetches of the same pages; peak RSS of 10,000 vs 100,000
 * rows shows whether memory stays flat. Every run is a fresh process. Medians over EXPORT_RUNS runs.
 */
const PAGE_LATENCY_MS = 20;
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const SIZES = [10_000, 100_000];

const node = (args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });

async function startSimulator(rows: number): Promise<{ url: string; child: ChildProcess }> {
  const child = node([
    'simulator/cli.ts',
    '--port',
    '0',
    '--page-latency-ms',
    String(PAGE_LATENCY_MS),
    '--bulk-address-txs',
    String(rows),
  ]);
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  const url = /http:\/\/127\.0\.0\.1:\d+/.exec(String(line))?.[0];
  if (!url) throw new Error(`the simulator did not say where it listens: ${line}`);
  // The first answer builds the C-Chain: not part of any measurement.
  await fetch(`${url}/v1/chains/43114/addresses/0xb0b0000000000000000000000000000000b0b0b0/transactions:listNative`);
  return { url, child };
}

interface Run {
  mode: string;
  wallMs: number;
  pages: number;
  rows: number;
  bytes: number;
  startRssMb: number;
  peakRssMb: number;
}

async function measure(url: string, mode: 'export' | 'bare'): Promise<Run> {
  const child = node(['bench/export-run.ts', url, mode]);
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`bench/export-run.ts ${mode} failed (${code}): ${out}`);
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export async function runExportBench(): Promise<void> {
  console.log(
    `\nlocal export of the bulk address to CSV, simulator answering each page in ${PAGE_LATENCY_MS} ms, ${RUNS} runs each (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  const lines: string[] = [];
  const peaks: Record<number, number> = {};
  for (const rows of SIZES) {
    const sim = await startSimulator(rows);
    try {
      const exports: Run[] = [];
      const bares: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        bares.push(await measure(sim.url, 'bare'));
        exports.push(await measure(sim.url, 'export'));
      }
      const run = exports[0] as Run;
      if (run.rows !== rows) throw new Error(`exported ${run.rows} rows, expected ${rows}`);
      const floor = run.pages * PAGE_LATENCY_MS;
      const wall = median(exports.map((r) => r.wallMs));
      const bare = median(bares.map((r) => r.wallMs));
      peaks[rows] = median(exports.map((r) => r.peakRssMb));
      lines.push(
        `${rows.toLocaleString('en-US').padStart(7)} rows, ${run.pages} pages, ${(run.bytes / 2 ** 20).toFixed(1)} MB: ` +
          `export ${(wall / 1000).toFixed(2)} s (${(wall / floor).toFixed(3)}× pages × ${PAGE_LATENCY_MS} ms, ` +
          `${(wall / bare).toFixed(3)}× bare fetches ${(bare / 1000).toFixed(2)} s), ` +
          `${Math.round((rows * 1000) / wall).toLocaleString('en-US')} rows/s, ` +
          `peak RSS ${peaks[rows]?.toFixed(0)} MB (bare fetches ${median(bares.map((r) => r.peakRssMb)).toFixed(0)} MB)`,
      );
      console.log(lines.at(-1));
    } finally {
      sim.child.kill('SIGTERM');
    }
  }
  const small = peaks[SIZES[0] as number] as number;
  const large = peaks[SIZES[1] as number] as number;
  console.log(
    `peak RSS 100,000 / 10,000 rows = ${(large / small).toFixed(2)}× (${large.toFixed(0)} vs ${small.toFixed(0)} MB; goal: flat, under 200 MB); load average now ${loadavg()[0]?.toFixed(1)}`,
  );
}
