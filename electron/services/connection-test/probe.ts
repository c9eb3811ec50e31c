import { DataApiClient } from '@main/services/data-api-client';
import type { HttpDeps, RetryPolicy } from '@main/services/http';
import { type HeaderReader, sendWithUndici } from '@main/services/http-wire';
import { NodeRpcClient, rpcPath } from '@main/services/node-rpc-client';
import { readRateLimitHeaders } from '@main/services/rate-limit-headers';
import type { RateLimitObservation } from '@main/services/rate-limits';
import { type AppError, AppErrorException, appError } from '@shared/errors';
import type { ConnectionProbe, ConnectionTestResult, NodeFacts } from '@shared/models/connection-test';
import type { Profile } from '@shared/models/profile';
import { failureWords, networkMismatch, networkNameOf, publicServerMismatch } from './wording';

/** A test reports what happens now: one attempt, no waiting out a 429 or a 503. */
export const ONE_ATTEMPT: RetryPolicy = { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, maxElapsedMs: 0 };

interface Seen {
  status: number | null;
  headers: HeaderReader | null;
}

/** The app's own sending, noting the status and headers of the last answer so a successful probe can show them too. */
function recordingDeps(seen: Seen): HttpDeps {
  return {
    fetch: (...args) => fetch(...args),
    send: async (url, req) => {
      const res = await sendWithUndici(url, req);
      seen.status = res.status;
      seen.headers = res.headers;
      return res;
    },
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    now: () => Date.now(),
  };
}

const asAppError = (e: unknown): AppError =>
  e instanceof AppErrorException ? e.error : appError('internal', e instanceof Error ? e.message : String(e));

interface Timed<T> {
  value?: T;
  error?: AppError;
  latencyMs: number | null;
  status: number | null;
  rateLimit: ConnectionProbe['rateLimit'];
}

function budgetOf(headers: HeaderReader | null): ConnectionProbe['rateLimit'] {
  const now = Date.now();
  const reading = headers ? readRateLimitHeaders(headers, now) : null;
  if (!reading) return null;
  const resetSeconds = reading.resetAt === null ? null : Math.max(0, Math.round((reading.resetAt - now) / 1000));
  return { limit: reading.limit, remaining: reading.remaining, resetSeconds };
}

async function timed<T>(run: (deps: HttpDeps) => Promise<T>): Promise<Timed<T>> {
  const seen: Seen = { status: null, headers: null };
  const started = performance.now();
  try {
    const value = await run(recordingDeps(seen));
    const latencyMs = Math.round(performance.now() - started);
    return { value, latencyMs, status: seen.status, rateLimit: budgetOf(seen.headers) };
  } catch (e) {
    const error = asAppError(e);
    // A latency only means something when something answered.
    const latencyMs = seen.status !== null ? Math.round(performance.now() - started) : null;
    return { error, latencyMs, status: seen.status, rateLimit: budgetOf(seen.headers) };
  }
}

function failedProbe(
  base: Pick<ConnectionProbe, 'target' | 'request' | 'url'>,
  attempt: Timed<unknown>,
  keyUsed: boolean,
): ConnectionProbe {
  const error = attempt.error as AppError;
  const words = failureWords(error, { target: base.target, url: base.url, keyUsed });
  const rpcError =
    error.kind === 'rpc' || error.kind === 'unavailable'
      ? { code: typeof error.code === 'number' ? error.code : null, message: error.message }
      : null;
  return {
    ...base,
    reachable: attempt.status !== null,
    ok: false,
    latencyMs: attempt.latencyMs,
    status: attempt.status,
    rpcError,
    summary: words.summary,
    hints: words.hints,
    node: null,
    rateLimit: base.target === 'node' ? null : attempt.rateLimit,
  };
}

function answered(base: Pick<ConnectionProbe, 'target' | 'request' | 'url'>, attempt: Timed<unknown>, summary: string) {
  return {
    ...base,
    reachable: true,
    ok: true,
    latencyMs: attempt.latencyMs,
    status: attempt.status,
    rpcError: null,
    summary,
    hints: [],
    node: null,
    rateLimit: base.target === 'node' ? null : attempt.rateLimit,
  } satisfies ConnectionProbe;
}

interface ProbeOptions {
  profile: Profile;
  /** The key to send to the Data API and metrics API, or null to test without one. */
  apiKey: string | null;
  /** Told of the Data API's budget (a saved profile's test feeds the top bar's gauge like any answer). */
  onRateLimit?: (observation: RateLimitObservation) => void;
}

async function probeDataApi({ profile, apiKey, onRateLimit }: ProbeOptions): Promise<ConnectionProbe> {
  const base = { target: 'dataApi', request: 'GET /v1/chains', url: `${profile.dataApiUrl}/v1/chains` } as const;
  const attempt = await timed((deps) =>
    new DataApiClient(
      () => profile,
      async () => apiKey,
      { retry: ONE_ATTEMPT, deps, ...(onRateLimit ? { onRateLimit } : {}) },
    ).get('/v1/chains'),
  );
  if (attempt.error) return failedProbe(base, attempt, apiKey !== null);
  const chains = (attempt.value as { chains?: unknown[] } | undefined)?.chains;
  return answered(base, attempt, Array.isArray(chains) ? `Answered: ${chains.length} chains` : 'Answered');
}

async function probeMetricsApi({ profile, apiKey }: ProbeOptions): Promise<ConnectionProbe> {
  const path = `/v2/chains/${encodeURIComponent(profile.defaultChainId)}/metrics/txCount`;
  const base = { target: 'metricsApi', request: `GET ${path}`, url: `${profile.metricsApiUrl}${path}` } as const;
  const attempt = await timed((deps) =>
    new DataApiClient(
      () => profile,
      async () => apiKey,
      { retry: ONE_ATTEMPT, deps },
    ).get(path, { timeInterval: 'day', pageSize: 1 }, 'metrics'),
  );
  if (attempt.error) return failedProbe(base, attempt, apiKey !== null);
  return answered(base, attempt, `Answered: txCount of chain ${profile.defaultChainId}`);
}

const stringField = (value: unknown, key: string): string | null => {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : null;
};

async function probeNode({ profile }: ProbeOptions): Promise<ConnectionProbe> {
  const base = { target: 'node', request: 'info.getNodeVersion', url: `${profile.nodeRpcUrl}${rpcPath.info}` } as const;
  const client = (deps: HttpDeps) => new NodeRpcClient(() => profile, { retry: ONE_ATTEMPT, deps });
  const version = await timed((deps) => client(deps).call(rpcPath.info, 'info.getNodeVersion'));
  if (version.error) return failedProbe(base, version, false);
  const [network, nodeId] = await Promise.all([
    timed((deps) => client(deps).call(rpcPath.info, 'info.getNetworkID')),
    timed((deps) => client(deps).call(rpcPath.info, 'info.getNodeID')),
  ]);
  if (network.error) return failedProbe({ ...base, request: 'info.getNetworkID' }, network, false);
  const networkId = Number(stringField(network.value, 'networkID'));
  const node: NodeFacts = {
    version: stringField(version.value, 'version'),
    networkId: Number.isInteger(networkId) ? networkId : null,
    networkName: Number.isInteger(networkId) ? networkNameOf(networkId) : null,
    // Only "method not offered" says public server; a timeout or 5xx says nothing about it.
    publicServer: nodeId.error ? (nodeId.error.kind === 'unavailable' ? true : null) : false,
  };
  const wrongNetwork = node.networkId === null ? null : networkMismatch(profile.network, node.networkId);
  const kindMismatch = node.publicServer === null ? null : publicServerMismatch(profile.publicNode, node.publicServer);
  const facts = `Answered: ${node.version ?? 'unknown version'} on ${node.networkName ?? 'an unknown network'}`;
  return {
    ...answered(base, version, wrongNetwork ?? facts),
    request: 'info.getNodeVersion, info.getNetworkID, info.getNodeID',
    // A node on another network answers every view wrongly; a public-server mismatch is only advice.
    ok: wrongNetwork === null,
    hints: kindMismatch ? [kindMismatch] : [],
    node,
  };
}

/** Probes the three services of `profile` at once; every failure becomes words, never an exception. */
export async function testConnection(options: ProbeOptions, now = () => new Date()): Promise<ConnectionTestResult> {
  // A node-only profile names no Data API or metrics API: there is nothing to probe there.
  const { profile } = options;
  const probes = await Promise.all([
    ...(profile.dataApiUrl ? [probeDataApi(options)] : []),
    ...(profile.metricsApiUrl ? [probeMetricsApi(options)] : []),
    probeNode(options),
  ]);
  return { profileId: options.profile.id, keyUsed: options.apiKey !== null, checkedAt: now().toISOString(), probes };
}
