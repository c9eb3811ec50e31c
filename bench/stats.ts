/** Median and spread of repeated timings; the machines are noisy, so medians and ratios only. */
export interface Sample {
  name: string;
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

export function summarize(name: string, times: readonly number[]): Sample {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { name, medianMs: median, minMs: sorted[0] ?? 0, maxMs: sorted.at(-1) ?? 0, runs: sorted.length };
}

export async function measure(name: string, runs: number, fn: () => unknown | Promise<unknown>): Promise<Sample> {
  // One untimed run to warm caches and the JIT.
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return summarize(name, times);
}

/** Two timings taken in turns, and the median of their run-by-run ratios (second / first). */
export interface PairedSamples {
  first: Sample;
  second: Sample;
  /** Each run's second over the same run's first: a load change during the run falls on both sides of it. */
  medianRatio: number;
}

/**
 * Two timings taken in turns (a, b, a, b…) after one untimed run of each: drift in the machine's load then
 * falls on both alike, which matters when their ratio is the figure.
 */
export async function measurePair(
  names: readonly [string, string],
  runs: number,
  fns: readonly [() => unknown | Promise<unknown>, () => unknown | Promise<unknown>],
): Promise<PairedSamples> {
  const times: [number[], number[]] = [[], []];
  for (const fn of fns) await fn();
  for (let i = 0; i < runs; i++) {
    for (const side of [0, 1] as const) {
      const start = performance.now();
      await fns[side]();
      times[side].push(performance.now() - start);
    }
  }
  const ratios = times[1].map((t, i) => t / (times[0][i] as number));
  return {
    first: summarize(names[0], times[0]),
    second: summarize(names[1], times[1]),
    medianRatio: summarize('ratio', ratios).medianMs,
  };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(3));

export function report(samples: Sample[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad('benchmark', 60)} ${pad('median ms', 10)} ${pad('min', 9)} ${pad('max', 9)} runs`);
  for (const s of samples) {
    console.log(
      `${pad(s.name, 60)} ${pad(ms(s.medianMs), 10)} ${pad(ms(s.minMs), 9)} ${pad(ms(s.maxMs), 9)} ${s.runs}`,
    );
  }
}
