import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { apiKeyTransport } from '@main/services/api-key-policy';
import { type HttpDeps, httpRequest } from '@main/services/http';
import { redirectDecision } from '@main/services/http-redirects';
import { describe, expect, it } from 'vitest';

const CONFIGURED = 'https://glacier-api.avax.network/v1/chains';

describe('redirectDecision', () => {
  const decide = (location: string | null, status = 302, method: 'GET' | 'POST' = 'GET', current = CONFIGURED) =>
    redirectDecision(CONFIGURED, current, status, method, location);

  it('follows https anywhere, with credentials only on the configured origin', () => {
    expect(decide('/v1/other')).toEqual({
      follow: true,
      url: 'https://glacier-api.avax.network/v1/other',
      withCredentials: true,
      asGet: false,
    });
    expect(decide('https://cdn.example.org/x')).toMatchObject({ follow: true, withCredentials: false });
    // Back on the configured origin after a hop elsewhere: the key may go again.
    expect(decide('https://glacier-api.avax.network/v1/y', 302, 'GET', 'https://cdn.example.org/x')).toMatchObject({
      follow: true,
      withCredentials: true,
    });
  });

  it('refuses https → http (a downgrade, even to the same host), other schemes, and credentials in the URL', () => {
    expect(decide('http://glacier-api.avax.network/v1/chains')).toMatchObject({ follow: false });
    expect(decide('http://other-host.example/')).toMatchObject({ follow: false });
    expect(decide('file:///etc/passwd')).toMatchObject({ follow: false });
    expect(decide('javascript:alert(1)')).toMatchObject({ follow: false });
    expect(decide('https://user:pw@cdn.example.org/')).toMatchObject({ follow: false });
    expect(decide(null)).toMatchObject({ follow: false, reason: expect.stringContaining('Location') });
  });

  it('follows plain http only on the configured (http) origin', () => {
    const local = 'http://127.0.0.1:8787/v1/a';
    expect(redirectDecision(local, local, 302, 'GET', '/v1/b')).toMatchObject({ follow: true, withCredentials: true });
    expect(redirectDecision(local, local, 302, 'GET', 'http://127.0.0.1:9999/v1/b')).toMatchObject({ follow: false });
  });

  it('turns 303 (and 301/302 after a POST) into a GET; keeps the method for 307/308', () => {
    expect(decide('/x', 303, 'POST')).toMatchObject({ asGet: true });
    expect(decide('/x', 302, 'POST')).toMatchObject({ asGet: true });
    expect(decide('/x', 307, 'POST')).toMatchObject({ asGet: false });
    expect(decide('/x', 308, 'POST')).toMatchObject({ asGet: false });
  });
});

/** A fetch that answers from a script and records what each request carried. */
function recorder(answers: Array<() => Response>) {
  const requests: { url: string; method: string; headers: Headers; body: unknown; redirect: unknown }[] = [];
  const deps: HttpDeps = {
    fetch: async (input, init) => {
      requests.push({
        url: String(input),
        method: String(init?.method),
        headers: new Headers(init?.headers),
        body: init?.body,
        redirect: init?.redirect,
      });
      const next = answers.shift();
      if (!next) throw new Error('unexpected extra request');
      return next();
    },
    sleep: async () => {},
    now: () => 0,
  };
  return { deps, requests };
}

const redirect = (status: number, location: string) => () => new Response(null, { status, headers: { location } });
const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

describe('httpRequest and redirects', () => {
  it('never lets fetch follow on its own, and drops the credential header on another origin', async () => {
    const { deps, requests } = recorder([redirect(302, 'https://cdn.example.org/moved'), ok({ moved: true })]);
    const answer = await httpRequest(
      {
        url: CONFIGURED,
        method: 'GET',
        headers: { 'x-trace': 't' },
        credentialHeaders: { 'x-glacier-api-key': 'sk' },
        timeoutMs: 1000,
      },
      deps,
    );
    expect(answer.json).toEqual({ moved: true });
    expect(requests.map((r) => r.redirect)).toEqual(['manual', 'manual']);
    expect(requests[0]?.headers.get('x-glacier-api-key')).toBe('sk');
    expect(requests[1]?.headers.get('x-glacier-api-key')).toBeNull();
    expect(requests[1]?.headers.get('x-trace')).toBe('t');
  });

  it('continues a POST as a GET without body after 303', async () => {
    const { deps, requests } = recorder([redirect(303, '/v1/result'), ok({ done: 1 })]);
    await httpRequest({ url: CONFIGURED, method: 'POST', body: { a: 1 }, timeoutMs: 1000 }, deps);
    expect(requests[1]).toMatchObject({ method: 'GET', body: undefined });
  });
});

describe('httpRequest body limit', () => {
  it('refuses an answer past the limit with a clear error (declared length or streamed)', async () => {
    const big = 'x'.repeat(2048);
    const declared = recorder([() => new Response(big, { status: 200, headers: { 'content-length': '2048' } })]);
    await expect(
      httpRequest({ url: CONFIGURED, method: 'GET', timeoutMs: 1000, maxBodyBytes: 1024 }, declared.deps),
    ).rejects.toMatchObject({ error: { kind: 'parse', message: expect.stringContaining('stopped reading') } });

    const streamed = recorder([
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode(big));
              controller.close();
            },
          }),
          { status: 200 },
        ),
    ]);
    await expect(
      httpRequest({ url: CONFIGURED, method: 'GET', timeoutMs: 1000, maxBodyBytes: 4096 }, streamed.deps),
    ).rejects.toMatchObject({ error: { kind: 'parse' } });
  });

  it('reads an answer within the limit, with or without a declared length', async () => {
    const body = JSON.stringify({ fine: true });
    const { deps } = recorder([
      ok({ fine: true }),
      () => new Response(body, { status: 200, headers: { 'content-length': String(body.length) } }),
    ]);
    for (let i = 0; i < 2; i++) {
      expect(
        (await httpRequest({ url: CONFIGURED, method: 'GET', timeoutMs: 1000, maxBodyBytes: 1024 }, deps)).json,
      ).toEqual({ fine: true });
    }
  });

  it('counts a compressed body as it inflates: its declared length does not bound it', async () => {
    // A real server: 64 KB of JSON sent gzipped declares ~100 bytes; fetch inflates it on the way in.
    const inflated = JSON.stringify({ pad: ' '.repeat(64 * 1024) });
    const zipped = gzipSync(inflated);
    const server = createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(zipped.length),
      });
      res.end(zipped);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/big`;
    try {
      expect(zipped.length).toBeLessThan(4096);
      await expect(httpRequest({ url, method: 'GET', timeoutMs: 5000, maxBodyBytes: 4096 })).rejects.toMatchObject({
        error: { kind: 'parse', message: expect.stringContaining('127.0.0.1') },
      });
      const whole = await httpRequest({ url, method: 'GET', timeoutMs: 5000, maxBodyBytes: 1024 * 1024 });
      expect(whole.text).toBe(inflated);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('apiKeyTransport', () => {
  it('sends over https, and over plain http only to this computer unless the profile opted in', () => {
    expect(apiKeyTransport('https://glacier-api.avax.network/v1', false)).toEqual({ send: true });
    for (const loopback of ['http://127.0.0.1:8787/v1', 'http://localhost:9650/v1', 'http://[::1]:1/v1']) {
      expect(apiKeyTransport(loopback, false), loopback).toEqual({ send: true });
    }
    for (const remote of ['http://some-host.example/v1', 'http://192.168.1.20:9650/v1', 'http://10.0.0.5/v1']) {
      expect(apiKeyTransport(remote, false), remote).toMatchObject({
        send: false,
        reason: expect.stringContaining('plain http'),
      });
      expect(apiKeyTransport(remote, true), remote).toEqual({ send: true });
    }
    expect(apiKeyTransport('ftp://x.example/', true)).toMatchObject({ send: false });
  });
});
