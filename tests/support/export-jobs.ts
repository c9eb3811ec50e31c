import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppServices, createServices } from '@main/app/wiring';
import { builtinProfilesWithSimulatorAt } from '@main/services/builtin-profiles';
import type { NativeDialogs } from '@main/services/files/dialogs';
import type { SecretBackend } from '@main/services/keychain';
import type { AppEventPayload, ParamsIn } from '@shared/contract';
import type { ExportJobView } from '@shared/export/job';
import type { RunningSimulator } from '@sim/server';

/** The app wired to a simulator for export tests: save dialogs that answer paths in a temp folder. */
export interface ExportApp {
  services: AppServices;
  dataDir: string;
  /** Where the save dialog "chose" the last file. */
  chosen: string[];
  /** Every export.job event, in order. */
  events: AppEventPayload<'export.job'>[];
  finished: AppEventPayload<'export.finished'>[];
  start(request: ParamsIn<'export.start'>): Promise<ExportJobView>;
  /** Waits until the job is no longer running and returns its view. */
  settled(jobId: string): Promise<ExportJobView>;
}

const memorySecrets = async (): Promise<SecretBackend> => {
  const m = new Map<string, string>();
  return { get: (a) => m.get(a) ?? null, set: (a, s) => void m.set(a, s), delete: (a) => void m.delete(a) };
};

/** Short waits so rate limits and retries do not slow the tests; Retry-After is still honoured. */
export const TEST_EXPORT_TIMING = {
  pollDelay: () => 150,
  emitEveryMs: 20,
};

export function exportApp(
  sim: Pick<RunningSimulator, 'url'>,
  opts: { dataDir?: string; dialogs?: 'native' | 'browser'; saveDir?: string } = {},
): ExportApp {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'snowscope-export-'));
  const saveDir = opts.saveDir ?? mkdtempSync(join(tmpdir(), 'snowscope-saved-'));
  const chosen: string[] = [];
  const dialogs: NativeDialogs = {
    chooseSavePath: async ({ suggestedName }) => {
      const path = join(saveDir, suggestedName);
      chosen.push(path);
      return path;
    },
    chooseOpenPath: async () => null,
  };
  const services = createServices({
    dataDir,
    env: { SNOWSCOPE_PROFILE: 'local' },
    // The first answer of a chain builds it; on a loaded machine that can take longer than the default 10 s.
    builtinProfiles: builtinProfilesWithSimulatorAt(sim.url, { timeoutMs: 60_000 }),
    secretBackend: memorySecrets,
    dialogs: opts.dialogs === 'browser' ? undefined : dialogs,
    exportTiming: TEST_EXPORT_TIMING,
  });
  const events: AppEventPayload<'export.job'>[] = [];
  const finished: AppEventPayload<'export.finished'>[] = [];
  services.subscribe((event, payload) => {
    if (event === 'export.job') events.push(payload as AppEventPayload<'export.job'>);
    if (event === 'export.finished') finished.push(payload as AppEventPayload<'export.finished'>);
  });
  return {
    services,
    dataDir,
    chosen,
    events,
    finished,
    async start(request) {
      const r = await services.dispatch('export.start', request, { profileId: 'local' });
      if (!r.ok) throw new Error(`export.start failed: ${JSON.stringify(r.error)}`);
      const data = r.data as { status: string; job?: ExportJobView };
      if (data.status !== 'started' || !data.job) throw new Error('the save dialog was cancelled');
      return data.job;
    },
    settled: (jobId) => services.exports.settled(jobId),
  };
}

/**
 * A GET that tries again when a kept-alive connection was reset under it: on a loaded machine the
 * in-process simulator can close an idle socket just as it is reused. Only the connection is retried.
 */
async function fetchRetrying(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/** Every item of a Data API list, straight from the simulator (the same endpoint the app pages). */
export async function simList<T>(sim: RunningSimulator, path: string, query = ''): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  do {
    const url = `${sim.url}${path}?pageSize=100${query}${token ? `&pageToken=${token}` : ''}`;
    const res = await fetchRetrying(url);
    if (!res.ok) throw new Error(`simulator answered ${res.status} for ${url}`);
    const body = (await res.json()) as { nextPageToken?: string; transactions: T[] };
    items.push(...body.transactions);
    token = body.nextPageToken;
  } while (token);
  return items;
}

/** `value` in smallest units as an exact decimal, computed here without the app's formatter. */
export function expectedDecimal(raw: string, decimals: number): string {
  if (decimals === 0) return raw;
  const padded = raw.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
