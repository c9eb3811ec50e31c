import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppServices } from '@main/app/wiring';
import { callContext } from '@main/ipc/call-context';
import { BROWSER_MODE } from '@shared/bridge';
import { MAX_SAVED_FILE_BYTES } from '@shared/contract/files';
import { CONTENT_SECURITY_POLICY_HEADER } from '@shared/csp';
import { appError } from '@shared/errors';
import { failSafely, refuse, sendDownload, sendJson, sendStatic } from './replies';
import { readStatic } from './static';

export interface WebServerOptions {
  services: AppServices;
  rendererDir: string;
  port: number;
  /** Fixed token for tests; random per start otherwise. */
  token?: string;
}

export interface RunningWebServer {
  url: string;
  /** The URL to open, token included. */
  launchUrl: string;
  token: string;
  close(): Promise<void>;
}

/** The largest call: a file handed to main to save (see MAX_SAVED_FILE_BYTES) as base64 plus its JSON. */
const MAX_BODY = Math.ceil((MAX_SAVED_FILE_BYTES * 4) / 3) + 64 * 1024;
const HOST = '127.0.0.1';
/** A client that dribbles its headers or body this long is dropped (a slow client cannot hold sockets open). */
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 60_000;

interface Gate {
  token: string;
  /** `127.0.0.1:<port>` and `localhost:<port>` once listening; empty before, so nothing passes. */
  hosts: Set<string>;
  origins: Set<string>;
}

function sameToken(given: string | null | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One header as text; a repeated header (an array) is treated as absent. */
const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The decoded URL path, or null when its percent-encoding is broken (`/%`, `/%c0`). */
function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function answerIpc(req: IncomingMessage, res: ServerResponse, path: string, gate: Gate, services: AppServices) {
  if (req.method !== 'POST') return refuse(res, 405, 'Use POST');
  if (!sameToken(headerText(req.headers[BROWSER_MODE.tokenHeader]), gate.token)) {
    return refuse(res, 401, 'Missing or wrong session token — open the URL printed by `npm run web`');
  }
  const text = await readBody(req);
  if (text === null) return refuse(res, 413, 'Request body too large');
  let params: unknown;
  try {
    params = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return sendJson(res, 400, { ok: false, error: appError('validation', 'Request body is not valid JSON') });
  }
  const channel = path.slice(BROWSER_MODE.ipcPrefix.length);
  const call = callContext({ profileId: headerText(req.headers[BROWSER_MODE.profileHeader]) });
  return sendJson(res, 200, await services.dispatch(channel, params, call));
}

function answerEvents(req: IncomingMessage, res: ServerResponse, url: URL, gate: Gate, services: AppServices) {
  if (!sameToken(url.searchParams.get(BROWSER_MODE.tokenQuery), gate.token)) {
    return refuse(res, 401, 'Missing or wrong session token');
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
  res.write(': connected\n\n');
  const unsubscribe = services.subscribe((event, payload) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  });
  const keepAlive = setInterval(() => res.write(': ping\n\n'), 15_000);
  req.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}

function answerDownload(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
  gate: Gate,
  services: AppServices,
) {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET');
  if (!sameToken(url.searchParams.get(BROWSER_MODE.tokenQuery), gate.token)) {
    return refuse(res, 401, 'Missing or wrong session token');
  }
  const download = services.files.downloads.find(path.slice(BROWSER_MODE.downloadsPrefix.length));
  if (!download) return refuse(res, 404, 'No such download');
  return sendDownload(res, download.path, download.fileName);
}

/**
 * Every request, in order: Host (DNS rebinding) and Origin (another site in the browser) are checked
 * before anything else; the URL must parse and its percent-encoding must decode; then the route.
 */
async function answer(req: IncomingMessage, res: ServerResponse, gate: Gate, options: WebServerOptions) {
  const host = req.headers.host ?? '';
  if (!gate.hosts.has(host)) return refuse(res, 403, 'Host not allowed');
  const origin = req.headers.origin;
  if (origin !== undefined && !gate.origins.has(origin)) return refuse(res, 403, 'Origin not allowed');

  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${host}`);
  } catch {
    return refuse(res, 400, 'Malformed request URL');
  }
  const path = decodePath(url.pathname);
  if (path === null) return refuse(res, 400, 'Malformed percent-encoding in the path');

  if (path.startsWith(BROWSER_MODE.ipcPrefix)) return answerIpc(req, res, path, gate, options.services);
  if (path === BROWSER_MODE.eventsPath) return answerEvents(req, res, url, gate, options.services);
  if (path.startsWith(BROWSER_MODE.downloadsPrefix)) {
    return answerDownload(req, res, path, url, gate, options.services);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed');
  const file = await readStatic(options.rendererDir, path);
  if (!file) return refuse(res, 404, 'No such file');
  sendStatic(res, file, req.method === 'HEAD', CONTENT_SECURITY_POLICY_HEADER);
}

/**
 * Browser mode: the same services and handlers as the Electron app, over HTTP on loopback. Every
 * `/ipc`, `/events` and `/downloads` call needs the per-start token. No request, however malformed,
 * ends or wedges the process: a failure while answering becomes a 500 for that request only.
 */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const gate: Gate = {
    token: options.token ?? randomBytes(24).toString('base64url'),
    hosts: new Set(),
    origins: new Set(),
  };
  const server: Server = createServer((req, res) => {
    answer(req, res, gate, options).catch((e: unknown) => failSafely(res, e));
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, resolve);
  });
  // After start-up, a server error (e.g. too many open files while accepting) is reported, not fatal.
  server.on('error', (e) => console.error(`browser mode: server error: ${e.message}`));
  const port = (server.address() as AddressInfo).port;
  gate.hosts = new Set([`${HOST}:${port}`, `localhost:${port}`]);
  gate.origins = new Set([`http://${HOST}:${port}`, `http://localhost:${port}`]);
  const base = `http://${HOST}:${port}`;
  return {
    url: base,
    token: gate.token,
    launchUrl: `${base}/?${BROWSER_MODE.tokenQuery}=${gate.token}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
