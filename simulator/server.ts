import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimClock } from './clock';
import { buildDataset, type Dataset } from './dataset';
import { BulkHistory } from './dataset/evm/bulk';
import { BulkSubnets } from './dataset/primary/bulk-subnets';
import { Rng } from './dataset/rng';
import { type Fault, FaultPlan, parseFaults } from './faults';
import { errorBody, SimHttpError } from './http/errors';
import { Router, type SimRequest, type SimResponse } from './http/router';
import { parseRateLimit, RateLimiter, type RateLimitPolicy, type RateLimitVerdict } from './rate-limit';
import { buildRoutes } from './routes';

export interface SimulatorOptions {
  seed?: number;
  /** Added to every response. */
  latencyMs?: number;
  /**
   * Every page of a list (a request with `pageSize` or `pageToken`) is answered this long after it
   * arrived, however long building it took: a server with a fixed time per page, for benchmarks.
   */
  pageLatencyMs?: number;
  faults?: string;
  host?: string;
  port?: number;
  /** Simulator seconds per real second for the metrics clock; 0 (default) keeps it at SIM_NOW until moved. */
  clockRate?: number;
  /** Native transactions of the bulk address (`BULK_ADDRESS`, mainnet C-Chain); none when 0 or absent. */
  bulkAddressTxs?: number;
  /** How many subnets the mainnet Data API lists (the dataset's own, then made-up ones); the dataset's when absent. */
  subnets?: number;
  /** Enforce a Data API (`/v1`) rate limit per caller, with `ratelimit-*` headers: `30/min` or a policy. */
  rateLimit?: string | RateLimitPolicy;
  /** The Data and metrics APIs answer 401 unless a request carries this key (either key header). */
  requireApiKey?: string;
}

/** The headers the Data API reads a key from (the SDKs' and the spec's). */
const API_KEY_HEADERS = ['x-glacier-api-key', 'x-service-api-key'] as const;

function apiKeyOf(req: IncomingMessage): string | null {
  for (const name of API_KEY_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** One request the simulator received, as a test inspects it. */
export interface ReceivedRequest {
  /** Its number among the requests served (`stats.requests` after it arrived). */
  seq: number;
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body (POST), undefined when there was none or it was not JSON. */
  body: unknown;
  /** The rate-limit headers its answer carried (a `/v1` request while a limit is set). */
  rateLimit?: Record<string, string>;
}

/** How many received requests are kept for inspection (the oldest are dropped first). */
const RECEIVED_KEPT = 2000;

export interface RunningSimulator {
  url: string;
  port: number;
  dataset: Dataset;
  faults: FaultPlan;
  /** The time the metrics API answers at; move it with `clock.advance(seconds)` or `POST /__sim/clock`. */
  clock: SimClock;
  /** Requests served (excluding /__sim control calls): lets tests prove a refused call never left the app. */
  stats: { requests: number };
  /** The latest requests served, oldest first: lets tests check exactly what a view sent. */
  received: ReceivedRequest[];
  /** The `/v1` rate limit (none unless set); `rateLimit.set(…)` or `POST /__sim/rate-limit` changes it. */
  rateLimit: RateLimiter;
  /** The API key the Data and metrics APIs insist on (401 without it); null accepts any request. */
  access: { requiredApiKey: string | null };
  /**
   * Puts the simulator back as it started (`POST /__sim/reset` does the same): no armed fault, the clock,
   * rate limit, API key and export download origin of its options, and no request counted or kept. The
   * dataset never changes, so a reset simulator answers exactly like a fresh one of the same options.
   */
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parsedOrUndefined(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, out: SimResponse): void {
  const text = out.raw ?? JSON.stringify(out.body);
  const type = out.raw !== undefined ? (out.headers?.['content-type'] ?? 'text/plain') : 'application/json';
  res.writeHead(out.status, { 'content-type': type, 'content-length': Buffer.byteLength(text), ...out.headers });
  res.end(text);
}

/** Applies the faults that replace the answer; returns true when the request was answered (or abandoned). */
async function applyFaults(res: ServerResponse, faults: Fault[]): Promise<boolean> {
  for (const f of faults) if (f.kind === 'latency') await sleep(f.arg ?? 0);
  const f = faults.find((x) => x.kind !== 'latency');
  if (!f) return false;
  switch (f.kind) {
    case '429':
      send(res, errorBody(429, 'Rate limit exceeded', { 'retry-after': String(f.arg ?? 1) }));
      return true;
    case '400':
      send(res, errorBody(400, 'Injected 400: the service refuses this request'));
      return true;
    case '404':
      send(res, errorBody(404, 'Injected 404: not found (not indexed yet)'));
      return true;
    case '500':
    case '502':
    case '503':
      send(res, errorBody(Number(f.kind), `Injected ${f.kind}`));
      return true;
    case 'malformed':
      send(res, {
        status: 200,
        body: null,
        raw: '{"this is": not json',
        headers: { 'content-type': 'application/json' },
      });
      return true;
    case 'truncated': {
      const text = JSON.stringify({ message: 'x'.repeat(4096) });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': text.length });
      res.write(text.slice(0, 100));
      setTimeout(() => res.destroy(), 10);
      return true;
    }
    case 'stall':
      setTimeout(() => res.destroy(), 120_000).unref();
      return true;
    default:
      return false;
  }
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const seed = options.seed ?? 1;
  const dataset = buildDataset(seed);
  const clock = new SimClock(options.clockRate ?? 0);
  const exportControls: { downloadOrigin?: string } = {};
  const bulk = options.bulkAddressTxs ? new BulkHistory(dataset.evm.mainnet, options.bulkAddressTxs, seed) : undefined;
  const bulkSubnets = options.subnets ? new BulkSubnets(dataset.primary.mainnet, options.subnets, seed) : undefined;
  const router = new Router().add(...buildRoutes(dataset, { bulk, bulkSubnets, exports: exportControls, clock }));
  const faults = new FaultPlan(parseFaults(options.faults ?? ''), new Rng(seed).fork('faults'));
  const startingRateLimit =
    typeof options.rateLimit === 'string' ? parseRateLimit(options.rateLimit) : (options.rateLimit ?? null);
  const rateLimit = new RateLimiter(startingRateLimit);
  const access = { requiredApiKey: options.requireApiKey ?? null };
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const stats = { requests: 0 };
  const received: ReceivedRequest[] = [];
  const reset = () => {
    faults.clear();
    clock.reset();
    exportControls.downloadOrigin = undefined;
    rateLimit.set(startingRateLimit);
    access.requiredApiKey = options.requireApiKey ?? null;
    stats.requests = 0;
    received.length = 0;
  };
  const receive = (entry: ReceivedRequest) => {
    received.push(entry);
    if (received.length > RECEIVED_KEPT) received.splice(0, received.length - RECEIVED_KEPT);
  };

  const server: Server = createServer(async (req, res) => {
    const arrived = performance.now();
    // The caller's rate-limit budget goes on every /v1 answer, errors included.
    let budget: RateLimitVerdict | null = null;
    const reply = (out: SimResponse) =>
      send(res, budget ? { ...out, headers: { ...out.headers, ...budget.headers } } : out);
    try {
      const url = new URL(req.url ?? '/', origin);
      const text = await readBody(req);

      if (url.pathname === '/__sim/faults') {
        if (req.method === 'DELETE') faults.clear();
        else {
          const cmd = JSON.parse(text || '{}') as { fault?: string; times?: number; path?: string };
          faults.arm(cmd.fault ?? '', cmd.times ?? 1, cmd.path);
        }
        return send(res, { status: 204, body: null, raw: '' });
      }
      if (url.pathname === '/__sim/clock') {
        if (req.method === 'DELETE') clock.reset();
        else if (req.method === 'POST') {
          const cmd = JSON.parse(text || '{}') as { advanceSeconds?: unknown; now?: unknown };
          if (typeof cmd.now === 'number' && Number.isInteger(cmd.now)) clock.set(cmd.now);
          else if (typeof cmd.advanceSeconds === 'number' && Number.isInteger(cmd.advanceSeconds)) {
            clock.advance(cmd.advanceSeconds);
          } else return send(res, errorBody(400, 'expected {"advanceSeconds": N} or {"now": unixSeconds}'));
        }
        return send(res, { status: 200, body: { now: clock.now() } });
      }
      if (url.pathname === '/__sim/exports/download-origin') {
        exportControls.downloadOrigin =
          req.method === 'DELETE' ? undefined : (JSON.parse(text || '{}') as { origin?: string }).origin;
        return send(res, { status: 204, body: null, raw: '' });
      }
      if (url.pathname === '/__sim/rate-limit') {
        if (req.method === 'DELETE') rateLimit.set(null);
        else if (req.method === 'POST') {
          const cmd = JSON.parse(text || '{}') as { limit?: unknown; windowSeconds?: unknown };
          const limit = Number(cmd.limit);
          const windowSeconds = cmd.windowSeconds === undefined ? 60 : Number(cmd.windowSeconds);
          if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(windowSeconds) || windowSeconds < 1) {
            return send(res, errorBody(400, 'expected {"limit": N ≥ 1, "windowSeconds": S ≥ 1 (default 60)}'));
          }
          rateLimit.set({ limit, windowSeconds });
        }
        return send(res, { status: 200, body: { policy: rateLimit.current() } });
      }
      if (url.pathname === '/__sim/api-key') {
        access.requiredApiKey =
          req.method === 'DELETE' ? null : ((JSON.parse(text || '{}') as { key?: string }).key ?? null);
        return send(res, { status: 204, body: null, raw: '' });
      }
      if (url.pathname === '/__sim/reset' && req.method === 'POST') {
        reset();
        return send(res, { status: 204, body: null, raw: '' });
      }
      if (url.pathname === '/__sim/health') return send(res, { status: 200, body: { ok: true, seed } });
      stats.requests++;
      const entry: ReceivedRequest = {
        seq: stats.requests,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: parsedOrUndefined(text),
      };
      receive(entry);

      if (options.latencyMs) await sleep(options.latencyMs);
      const header = req.headers['x-sim-fault'];
      if (await applyFaults(res, faults.pick(url.pathname, Array.isArray(header) ? header[0] : header))) return;

      const isDataApi = url.pathname.startsWith('/v1/');
      const callerKey = apiKeyOf(req);
      if (
        access.requiredApiKey !== null &&
        (isDataApi || url.pathname.startsWith('/v2/')) &&
        callerKey !== access.requiredApiKey
      ) {
        return send(res, errorBody(401, callerKey ? 'Invalid API key' : 'Missing API key: this service requires one'));
      }
      budget = isDataApi ? rateLimit.take(callerKey ?? '') : null;
      if (budget) entry.rateLimit = budget.headers;
      if (budget && !budget.allowed) return reply(errorBody(429, 'Rate limit exceeded'));

      const method = req.method ?? 'GET';
      const found = router.match(method, url.pathname);
      if (found === null) return reply(errorBody(404, `No route for ${method} ${url.pathname}`));
      if (found === 'method') return reply(errorBody(405, `${method} is not allowed on ${url.pathname}`));

      let body: unknown;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          if (url.pathname.includes('/ext/')) {
            return send(res, {
              status: 200,
              body: { jsonrpc: '2.0', error: { code: -32700, message: 'parse error' }, id: null },
            });
          }
          return reply(errorBody(400, 'Request body is not valid JSON'));
        }
      }
      const simReq: SimRequest = {
        method,
        path: url.pathname,
        params: found.params,
        query: url.searchParams,
        headers: req.headers,
        body,
        origin,
      };
      const answer = await found.route.handler(simReq);
      if (options.pageLatencyMs && (url.searchParams.has('pageSize') || url.searchParams.has('pageToken'))) {
        await sleep(Math.max(0, options.pageLatencyMs - (performance.now() - arrived)));
      }
      reply(answer);
    } catch (e) {
      if (e instanceof SimHttpError) return reply(errorBody(e.status, e.message));
      console.error('[simulator]', e);
      if (!res.headersSent) send(res, errorBody(500, 'Internal simulator error'));
    }
  });

  // Idle connections are closed by the client, never by the server: a server closing one just as a busy
  // client reuses it resets that request (ECONNRESET) on a loaded machine.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    port,
    dataset,
    faults,
    clock,
    stats,
    received,
    rateLimit,
    access,
    reset,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
