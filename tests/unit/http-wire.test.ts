import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { httpRequest } from '@main/services/http';
import { sendWithUndici } from '@main/services/http-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A real server whose answer each test sets; it notes the headers of the last request. */
let answer: (res: ServerResponse) => void = (res) => res.end();
let lastHeaders: IncomingHttpHeaders = {};
const server = createServer((req, res) => {
  lastHeaders = req.headers;
  answer(res);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = JSON.stringify({ chains: Array.from({ length: 200 }, (_, i) => ({ chainId: String(i), name: 'C' })) });
const get = (timeoutMs = 5000, maxBodyBytes?: number) =>
  httpRequest({ url: `${base}/v1/x`, method: 'GET', timeoutMs, ...(maxBodyBytes ? { maxBodyBytes } : {}) });

describe('the app sending with undici', () => {
  it('asks for compressed answers and inflates gzip, deflate and br (and a chain of them)', async () => {
    const codings: Array<[string, (b: Buffer) => Buffer]> = [
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
      ['gzip, br', (b) => brotliCompressSync(gzipSync(b))],
    ];
    for (const [coding, encode] of codings) {
      const body = encode(Buffer.from(json));
      answer = (res) => {
        res.writeHead(200, { 'content-encoding': coding, 'content-length': String(body.length) });
        res.end(body);
      };
      const got = await get();
      expect(got.json, coding).toEqual(JSON.parse(json));
    }
    expect(lastHeaders['accept-encoding']).toBe('gzip, deflate, br');
    expect(lastHeaders.accept).toBe('application/json');
  });

  it('reads a body of an unknown coding as it came', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-encoding': 'x-made-up' });
      res.end('{"raw":true}');
    };
    expect((await get()).json).toEqual({ raw: true });
  });

  it('refuses a declared length past the limit, and counts a body without one (or compressed) as it comes', async () => {
    const big = 'x'.repeat(64 * 1024);
    answer = (res) => {
      res.writeHead(200, { 'content-length': String(big.length) });
      res.end(big);
    };
    await expect(get(5000, 4096)).rejects.toMatchObject({
      error: { kind: 'parse', message: expect.stringContaining('stopped reading') },
    });
    answer = (res) => {
      res.writeHead(200);
      for (let i = 0; i < 16; i++) res.write(big.slice(0, 4096));
      res.end();
    };
    await expect(get(5000, 8192)).rejects.toMatchObject({ error: { kind: 'parse' } });
    const zipped = brotliCompressSync(Buffer.from(JSON.stringify({ pad: big })));
    expect(zipped.length).toBeLessThan(4096);
    answer = (res) => {
      res.writeHead(200, { 'content-encoding': 'br', 'content-length': String(zipped.length) });
      res.end(zipped);
    };
    await expect(get(5000, 4096)).rejects.toMatchObject({ error: { kind: 'parse' } });
    expect(JSON.parse((await get(5000, 1024 * 1024)).text).pad).toHaveLength(big.length);
  });

  it('gives a header sent twice as one comma-joined value, and an absent one as null', async () => {
    answer = (res) => {
      res.setHeader('x-twice', ['a', 'b']);
      res.setHeader('RateLimit-Remaining', '7');
      res.end('{}');
    };
    const controller = new AbortController();
    const res = await sendWithUndici(`${base}/v1/x`, { method: 'GET', headers: {}, signal: controller.signal });
    expect(res.headers.get('x-twice')).toBe('a, b');
    expect(res.headers.get('ratelimit-remaining')).toBe('7');
    expect(res.headers.get('X-Absent')).toBeNull();
    await res.discard();
  });

  it('hands back a redirect rather than following it', async () => {
    answer = (res) => {
      res.writeHead(302, { location: `${base}/elsewhere` });
      res.end();
    };
    const res = await sendWithUndici(`${base}/v1/x`, {
      method: 'GET',
      headers: {},
      signal: new AbortController().signal,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${base}/elsewhere`);
    await res.discard();
  });

  it('says why a connection failed, and times out a body that stalls', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      httpRequest({
        url: `http://127.0.0.1:${port}/v1/x`,
        method: 'GET',
        timeoutMs: 5000,
        retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, maxElapsedMs: 0 },
      }),
    ).rejects.toMatchObject({ error: { kind: 'network', code: 'ECONNREFUSED' } });

    answer = (res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"partial":');
    };
    await expect(get(300)).rejects.toMatchObject({ error: { kind: 'timeout' } });
  });
});
