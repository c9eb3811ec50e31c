import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppServices } from '@main/app/wiring';
import { callContext } from '@main/ipc/call-context';
import { BROWSER_MODE } from '@shared/bridge';
import { MAX_SAVED_FILE_BYTES } from '@shared/contract/files';
import { appError, type IpcResult } from '@shared/errors';
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

/** The renderer may only talk to itself; NFT images are the one remote resource (untrusted, img only). */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

function refuse(res: ServerResponse, status: 401 | 403 | 404 | 405 | 413, message: string) {
  const result: IpcResult<never> = {
    ok: false,
    error: appError(status === 401 || status === 403 ? 'unauthorized' : 'validation', message, { status }),
  };
  sendJson(res, status, result);
}

/** `attachment` with the name twice: plain ASCII for old clients, RFC 5987 UTF-8 for the rest. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendDownload(res: ServerResponse, path: string, fileName: string) {
  const stream = createReadStream(path);
  stream.once('open', () => {
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-disposition': contentDisposition(fileName),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    stream.pipe(res);
  });
  stream.once('error', () => {
    if (!res.headersSent) refuse(res, 404, 'No such download');
    else res.destroy();
  });
}

function sameToken(given: string | null | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
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

/**
 * Browser mode: the same services and handlers as the Electron app, over HTTP on loopback. Every
 * `/ipc` and `/events` call needs the per-start token; a foreign Host (DNS rebinding) or Origin
 * (another site in the browser) is refused before anything else.
 */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();

  const server: Server = createServer(async (req, res) => {
    const host = req.headers.host ?? '';
    if (!allowedHosts.has(host)) return refuse(res, 403, `Host "${host}" is not allowed`);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin))
      return refuse(res, 403, `Origin "${origin}" is not allowed`);

    const url = new URL(req.url ?? '/', `http://${host}`);

    if (url.pathname.startsWith(BROWSER_MODE.ipcPrefix)) {
      if (req.method !== 'POST') return refuse(res, 405, 'Use POST');
      if (!sameToken(req.headers[BROWSER_MODE.tokenHeader] as string | undefined, token)) {
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
      const channel = decodeURIComponent(url.pathname.slice(BROWSER_MODE.ipcPrefix.length));
      const call = callContext({ profileId: req.headers[BROWSER_MODE.profileHeader] });
      return sendJson(res, 200, await options.services.dispatch(channel, params, call));
    }

    if (url.pathname === BROWSER_MODE.eventsPath) {
      if (!sameToken(url.searchParams.get(BROWSER_MODE.tokenQuery), token)) {
        return refuse(res, 401, 'Missing or wrong session token');
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const unsubscribe = options.services.subscribe((event, payload) => {
        res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
      });
      const keepAlive = setInterval(() => res.write(': ping\n\n'), 15_000);
      req.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
      });
      return;
    }

    if (url.pathname.startsWith(BROWSER_MODE.downloadsPrefix)) {
      if (req.method !== 'GET') return refuse(res, 405, 'Use GET');
      if (!sameToken(url.searchParams.get(BROWSER_MODE.tokenQuery), token)) {
        return refuse(res, 401, 'Missing or wrong session token');
      }
      const download = options.services.files.downloads.find(url.pathname.slice(BROWSER_MODE.downloadsPrefix.length));
      if (!download) return refuse(res, 404, 'No such download');
      return sendDownload(res, download.path, download.fileName);
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed');
    const file = await readStatic(options.rendererDir, url.pathname);
    if (!file) return refuse(res, 404, `No such file: ${url.pathname}`);
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': file.body.length,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      ...(file.type.startsWith('text/html') ? { 'content-security-policy': CSP, 'cache-control': 'no-store' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  allowedHosts = new Set([`${HOST}:${port}`, `localhost:${port}`]);
  allowedOrigins = new Set([`http://${HOST}:${port}`, `http://localhost:${port}`]);
  const base = `http://${HOST}:${port}`;
  return {
    url: base,
    token,
    launchUrl: `${base}/?${BROWSER_MODE.tokenQuery}=${token}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
