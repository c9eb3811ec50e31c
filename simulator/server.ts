import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimClock } from './clock';
import { buildDataset, type Dataset } from './dataset';
import { BulkHistory } from './dataset/evm/bulk';
import { Rng } from './dataset/rng';
import { type Fault, FaultPlan, parseFaults } from './faults';
import { errorBody, SimHttpError } from './http/errors';
import { Router, type SimRequest, type SimResponse } from './http/router';
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
  const router = new Router().add(...buildRoutes(dataset, { bulk, exports: exportControls, clock }));
  const faults = new FaultPlan(parseFaults(options.faults ?? ''), new Rng(seed).fork('faults'));
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const stats = { requests: 0 };
  const received: ReceivedRequest[] = [];
  const receive = (entry: ReceivedRequest) => {
    received.push(entry);
    if (received.length > RECEIVED_KEPT) received.splice(0, received.length - RECEIVED_KEPT);
  };

  const server: Server = createServer(async (req, res) => {
    const arrived = performance.now();
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
      if (url.pathname === '/__sim/health') return send(res, { status: 200, body: { ok: true, seed } });
      stats.requests++;
      receive({
        seq: stats.requests,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: parsedOrUndefined(text),
      });

      if (options.latencyMs) await sleep(options.latencyMs);
      const header = req.headers['x-sim-fault'];
      if (await applyFaults(res, faults.pick(url.pathname, Array.isArray(header) ? header[0] : header))) return;

      const method = req.method ?? 'GET';
      const found = router.match(method, url.pathname);
      if (found === null) return send(res, errorBody(404, `No route for ${method} ${url.pathname}`));
      if (found === 'method') return send(res, errorBody(405, `${method} is not allowed on ${url.pathname}`));

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
          return send(res, errorBody(400, 'Request body is not valid JSON'));
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
      send(res, answer);
    } catch (e) {
      if (e instanceof SimHttpError) return send(res, errorBody(e.status, e.message));
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
