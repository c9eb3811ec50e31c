import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { appError, type IpcResult } from '@shared/errors';
import type { StaticFile } from './static';

/** Headers every answer of the browser-mode server carries. */
const COMMON_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const;

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 413 | 500;

export function refuse(res: ServerResponse, status: RefusalStatus, message: string) {
  const kind = status === 401 || status === 403 ? 'unauthorized' : status === 500 ? 'internal' : 'validation';
  const result: IpcResult<never> = { ok: false, error: appError(kind, message, { status }) };
  sendJson(res, status, result);
}

/**
 * The last line of defence: whatever went wrong while answering, the process keeps serving. The client
 * gets a bare 500 (no message that could carry a path or a stack), or its connection is closed when the
 * answer had already started.
 */
export function failSafely(res: ServerResponse, error: unknown) {
  console.error(`browser mode: a request failed: ${error instanceof Error ? error.name : 'unknown error'}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    refuse(res, 500, 'The request could not be answered');
  } catch {
    res.destroy();
  }
}

/** `attachment` with the name twice: plain ASCII for old clients, RFC 5987 UTF-8 for the rest. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendDownload(res: ServerResponse, path: string, fileName: string) {
  const stream = createReadStream(path);
  stream.once('open', () => {
    res.writeHead(200, {
      ...COMMON_HEADERS,
      'content-type': 'application/octet-stream',
      'content-disposition': contentDisposition(fileName),
      'cache-control': 'no-store',
    });
    stream.pipe(res);
  });
  stream.once('error', () => {
    if (!res.headersSent) refuse(res, 404, 'No such download');
    else res.destroy();
  });
}

/** Cache headers of a static file: the page is never stored (it is where the token arrives), hashed assets always. */
function cachingOf(file: StaticFile, isPage: boolean): Record<string, string> {
  if (isPage) return { 'cache-control': 'no-store' };
  return file.immutable ? { 'cache-control': 'public, max-age=31536000, immutable' } : {};
}

export function sendStatic(res: ServerResponse, file: StaticFile, headOnly: boolean, csp: string) {
  const isPage = file.type.startsWith('text/html');
  res.writeHead(200, {
    ...COMMON_HEADERS,
    'content-type': file.type,
    'content-length': file.body.length,
    ...cachingOf(file, isPage),
    ...(isPage ? { 'content-security-policy': csp, 'x-frame-options': 'DENY' } : {}),
  });
  res.end(headOnly ? undefined : file.body);
}
