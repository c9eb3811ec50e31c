/** Median and spread of repeated timings; the machines are noisy, so medians and ratios only. */
export interface Sample {
  name: string;
  medianMs: number;
  p10Ms: number;
  p90Ms: number;
  runs: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

export async function measure(name: string, runs: number, fn: () => unknown | Promise<unknown>): Promise<Sample> {
  // One untimed run to warm caches and the JIT.
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, medianMs: quantile(times, 0.5), p10Ms: quantile(times, 0.1), p90Ms: quantile(times, 0.9), runs };
}

export function report(samples: Sample[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad('benchmark', 52)} ${pad('median', 10)} ${pad('p10', 10)} ${pad('p90', 10)} runs`);
  for (const s of samples) {
    console.log(
      `${pad(s.name, 52)} ${pad(`${s.medianMs.toFixed(3)} ms`, 10)} ${pad(`${s.p10Ms.toFixed(3)}`, 10)} ${pad(`${s.p90Ms.toFixed(3)}`, 10)} ${s.runs}`,
    );
  }
}
