import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, type Dispatcher, request } from 'undici';
import { readBodyText, tooLarge } from './http-body';

/** What the call path reads of an answer's headers (a fetch `Headers` is one). */
export interface HeaderReader {
  get(name: string): string | null;
}

export interface WireRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** One answer on the wire: its status and headers at once, its body read only when asked for. */
export interface WireAnswer {
  status: number;
  headers: HeaderReader;
  /** The body as text, abandoned with a clear error once it passes `limit` bytes (inflated). */
  text(limit: number, host: () => string): Promise<string>;
  /** Lets the body go unread (a redirect's). */
  discard(): Promise<void>;
}

/**
 * Sends one request; redirects come back as answers, never followed. Failing to connect rejects with the
 * error whose `code` (or `cause.code`) names why: ECONNREFUSED, ENOTFOUND, a TLS certificate code…
 */
export type Send = (url: string, req: WireRequest) => Promise<WireAnswer>;

/** A fetch-shaped function as a `Send` (the tests' scripted answers, and anything else that speaks fetch). */
export function sendOverFetch(fetchFn: typeof fetch): Send {
  return async (url, req) => {
    const res = await fetchFn(url, { ...req, redirect: 'manual' });
    return {
      status: res.status,
      headers: res.headers,
      text: (limit, host) => readBodyText(res, limit, host),
      discard: async () => {
        await res.body?.cancel();
      },
    };
  };
}

// The call path's own connection pool: keep-alive connections per origin, as the global fetch keeps.
const pool = new Agent();

/** What fetch would send: the call path asks for the same compressed answers a browser would. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

type RawHeaders = Record<string, string | string[] | undefined>;

function headerReader(raw: RawHeaders): HeaderReader {
  return {
    get(name) {
      const value = raw[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

function decoderFor(coding: string): NodeJS.ReadWriteStream | null {
  if (coding === 'gzip' || coding === 'x-gzip') return createGunzip();
  if (coding === 'deflate') return createInflate();
  if (coding === 'br') return createBrotliDecompress();
  return null;
}

/**
 * The decoders for a `content-encoding`, the last applied first; null when one of them is unknown (the body
 * is then read as it came, as fetch does), an empty list for none.
 */
function decodersFor(encoding: string | null): NodeJS.ReadWriteStream[] | null {
  if (!encoding) return [];
  const codings = encoding
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity')
    .reverse();
  const decoders = codings.map(decoderFor);
  return decoders.every((d) => d !== null) ? (decoders as NodeJS.ReadWriteStream[]) : null;
}

type Body = Dispatcher.ResponseData['body'];

async function readLimited(body: Body, headers: HeaderReader, limit: number, host: () => string) {
  const declaredHeader = headers.get('content-length');
  const declared = declaredHeader === null ? Number.NaN : Number(declaredHeader);
  if (Number.isFinite(declared) && declared > limit) {
    body.destroy();
    throw tooLarge(host(), limit);
  }
  const decoders = decodersFor(headers.get('content-encoding')) ?? [];
  // A declared length frames a body sent as it is: no more than that can arrive, so the one whole read is bounded.
  if (decoders.length === 0 && Number.isFinite(declared)) return body.text();
  // A compressed body can inflate past its declared length, and one without a length can run on: both are
  // counted as they come.
  const stream: Readable =
    decoders.length === 0 ? body : (pipeline([body, ...decoders], () => {}) as unknown as Readable);
  const text = new TextDecoder();
  let size = 0;
  let out = '';
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    size += bytes.byteLength;
    if (size > limit) {
      stream.destroy();
      body.destroy();
      throw tooLarge(host(), limit);
    }
    out += text.decode(bytes, { stream: true });
  }
  return out + text.decode();
}

/**
 * undici's request API: the same HTTP client Node's fetch is built on, without the WHATWG Request, Response
 * and stream objects fetch makes for every call (half the CPU time per call at 16 in flight; README,
 * "Performance").
 */
export const sendWithUndici: Send = async (url, req) => {
  const res = await request(url, {
    method: req.method,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...req.headers },
    body: req.body,
    signal: req.signal,
    dispatcher: pool,
  });
  const headers = headerReader(res.headers);
  return {
    status: res.statusCode,
    headers,
    text: (limit, host) => readLimited(res.body, headers, limit, host),
    discard: () => res.body.dump(),
  };
};
