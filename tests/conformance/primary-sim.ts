import type { PrimaryDatasets } from '@sim/dataset/primary';
import type { RunningSimulator } from '@sim/server';
import { afterAll, beforeAll } from 'vitest';
import { resetSimulator } from '../support/shared-simulator';

/** A status and the JSON object the simulator answered with. */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A simulator for one test file, with its primary-network datasets and JSON `get`/`post`. */
export interface PrimarySimulator {
  readonly sim: RunningSimulator;
  readonly ds: PrimaryDatasets;
  get(path: string): Promise<JsonAnswer>;
  post(path: string, body: unknown): Promise<JsonAnswer>;
}

/** Starts a simulator before the calling file's tests and closes it after them (call at the top level). */
export function primarySimulatorForFile(): PrimarySimulator {
  let running: RunningSimulator | undefined;
  const sim = () => {
    if (!running) throw new Error('the simulator is not started yet: use it inside a test or hook');
    return running;
  };
  beforeAll(async () => {
    running = await resetSimulator(1);
  });
  afterAll(() => running?.reset());
  const answer = async (res: Response): Promise<JsonAnswer> => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  });
  return {
    get sim() {
      return sim();
    },
    get ds() {
      return sim().dataset.primary;
    },
    get: async (path) => answer(await fetch(`${sim().url}${path}`)),
    post: async (path, body) =>
      answer(
        await fetch(`${sim().url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
  };
}
