import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppServices, createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import type { HttpDeps } from '@main/services/http';
import { type Send, sendWithUndici } from '@main/services/http-wire';
import type { SecretBackend } from '@main/services/keychain';
import type { ChannelName, ParamsIn, Result } from '@shared/contract';
import type { IpcResult } from '@shared/errors';
import type { RunningSimulator } from '@sim/server';
import { afterAll, beforeAll } from 'vitest';
import { resetSimulator } from '../support/shared-simulator';

/** Retries fast enough for tests, same shape as production. */
export const FAST_RETRY = { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 50, maxElapsedMs: 2000 };

export const memorySecrets = async (): Promise<SecretBackend> => {
  const m = new Map<string, string>();
  return { get: (a) => m.get(a) ?? null, set: (a, s) => void m.set(a, s), delete: (a) => void m.delete(a) };
};

/** The app's call path as the renderer uses it. */
export interface AppClient {
  services: AppServices;
  /** Exactly what the renderer does: a channel name and params, through the router, to the simulator. */
  invoke<C extends ChannelName>(channel: C, params: ParamsIn<C>): Promise<IpcResult<Result<C>>>;
  /** Like invoke, but fails the test with the error when the call did not succeed. */
  ok<C extends ChannelName>(channel: C, params: ParamsIn<C>): Promise<Result<C>>;
}

export interface Harness extends AppClient {
  sim: RunningSimulator;
  /**
   * The app on the same simulator with the node RPC under another prefix (`/public`, `/fuji`, …):
   * one dataset build per file instead of one per node flavour.
   */
  at(nodePrefix: string): AppClient;
  fault(fault: string, times: number, path?: string): Promise<void>;
  /**
   * Puts `send` between the app and the wire (null takes it out again): it sees every request as it leaves
   * and may change the answer. It sends on with `sendWithUndici`, the app's own.
   */
  interceptWire(send: Send | null): void;
  /** Done with the simulator: puts it back as it started for the next file (it stays up for them). */
  close(): Promise<void>;
}

/** The wire a harness's apps send on: the app's own, unless a test put itself in between. */
interface Wire {
  intercept: Send | null;
}

function wireDeps(wire: Wire): HttpDeps {
  return {
    fetch: (...args) => fetch(...args),
    send: (url, req) => (wire.intercept ?? sendWithUndici)(url, req),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    now: () => Date.now(),
  };
}

function appClient(sim: RunningSimulator, nodePrefix: string, wire: Wire): AppClient {
  const services = createServices({
    dataDir: mkdtempSync(join(tmpdir(), 'snowscope-it-')),
    env: { SNOWSCOPE_PROFILE: 'local' },
    // "Local simulator" points at this file's simulator. The simulator builds a chain's data on first use;
    // on a loaded 2-core machine that first answer can take longer than the profile's 10 s. Tests check
    // behaviour, not speed (the stall test sets its own timeout).
    builtinProfiles: builtinProfilesWithSimulatorAt(sim.url, {
      nodeRpcUrl: `${sim.url}${nodePrefix}`,
      timeoutMs: 60_000,
    }),
    secretBackend: memorySecrets,
    retry: FAST_RETRY,
    http: wireDeps(wire),
  });
  const client: AppClient = {
    services,
    invoke: async (channel, params) =>
      (await services.dispatch(channel, params, { profileId: 'local' })) as IpcResult<Result<typeof channel>>,
    ok: async (channel, params) => {
      const r = await client.invoke(channel, params);
      if (!r.ok) throw new Error(`${channel} failed: ${JSON.stringify(r.error)}`);
      return r.data;
    },
  };
  return client;
}

/**
 * The process's simulator (seed 1, reset: see tests/support/shared-simulator.ts) + services wired like the
 * app, on the "local" profile pointed at the simulator.
 */
export async function startHarness(opts: { nodePrefix?: string } = {}): Promise<Harness> {
  const sim = await resetSimulator(1);
  const originalFetch = globalThis.fetch;
  const wire: Wire = { intercept: null };
  return {
    ...appClient(sim, opts.nodePrefix ?? '', wire),
    sim,
    at: (nodePrefix) => appClient(sim, nodePrefix, wire),
    interceptWire: (send) => {
      wire.intercept = send;
    },
    fault: async (fault, times, path) => {
      const res = await originalFetch(`${sim.url}/__sim/faults`, {
        method: 'POST',
        body: JSON.stringify({ fault, times, path }),
      });
      if (res.status !== 204) throw new Error(`arming fault failed: ${res.status}`);
    },
    close: async () => {
      wire.intercept = null;
      await sim.reset();
    },
  };
}

/**
 * A harness for the enclosing test file or describe block: started before its tests and closed after them.
 * Call it where the tests are declared; the returned harness works once their hooks have run.
 */
export function harnessForFile(opts: { nodePrefix?: string } = {}): Harness {
  let running: Harness | undefined;
  const current = (): Harness => {
    if (!running) throw new Error('the harness is not started yet: use it inside a test or hook');
    return running;
  };
  beforeAll(async () => {
    running = await startHarness(opts);
  });
  afterAll(() => running?.close());
  return {
    get services() {
      return current().services;
    },
    get sim() {
      return current().sim;
    },
    invoke: (channel, params) => current().invoke(channel, params),
    ok: (channel, params) => current().ok(channel, params),
    at: (nodePrefix) => current().at(nodePrefix),
    fault: (fault, times, path) => current().fault(fault, times, path),
    interceptWire: (send) => current().interceptWire(send),
    close: () => current().close(),
  };
}
