import { type RunningSimulator, startSimulator } from '@sim/server';

/**
 * One simulator per seed per test process. Building a dataset is the costly part of starting a simulator
 * (seconds on a loaded machine), and the tests read that dataset in-process for their expected values, so
 * every process needs it anyway: vitest runs the files of the shared project one after another in the same
 * process (`isolate: false`, see vitest.config.ts), and they all get this one simulator. Two files never use
 * it at the same time — files running in parallel are in other processes, with their own — and each file gets
 * it reset (`sim.reset()`: no fault, rate limit or API key armed, clock back, no request counted), so a file
 * sees exactly what a freshly started simulator of that seed would show it.
 */
const bySeed = new Map<number, Promise<RunningSimulator>>();

function sharedSimulator(seed: number): Promise<RunningSimulator> {
  let running = bySeed.get(seed);
  if (!running) {
    running = startSimulator({ port: 0, seed });
    bySeed.set(seed, running);
  }
  return running;
}

/** The process's simulator of `seed`, reset: as a freshly started `startSimulator({ seed })` would be. */
export async function resetSimulator(seed = 1): Promise<RunningSimulator> {
  const sim = await sharedSimulator(seed);
  sim.reset();
  return sim;
}
