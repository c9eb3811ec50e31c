import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataApiClient } from '@main/services/data-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Regression for "the API key follows redirects to other hosts": a Data API that redirects, and collector
 * servers on other origins that record what reaches them. Everything on loopback: 127.0.0.1 is the
 * configured host, 127.0.0.2 "another host" (same machine, another origin).
 */

const KEY = 'sk-redirect-test-7f3a9c';
const KEY_HEADER = 'x-glacier-api-key';

interface Seen {
  path: string;
  key: string | undefined;
}

type Route = (req: IncomingMessage, res: ServerResponse) => void;

function listen(server: Server, host: string): Promise<string> {
  return new Promise((resolve) => server.listen(0, host, () => resolve(`${(server.address() as AddressInfo).port}`)));
}

/** A server that answers `{}` to everything and records each request's path and key header. */
function collector(seen: Seen[]): Route {
  return (req, res) => {
    seen.push({ path: req.url ?? '', key: req.headers[KEY_HEADER] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"collected":true}');
  };
}

/** Redirects `/v1/<name>` to `targets[name]`; records what reaches it. */
function redirector(targets: Record<string, { status: number; location: string }>, seen: Seen[]): Route {
  return (req, res) => {
    seen.push({ path: req.url ?? '', key: req.headers[KEY_HEADER] as string | undefined });
    const name = (req.url ?? '').replace(/^\/v1\//, '');
    const target = targets[name];
    if (!target) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"landed":true}');
      return;
    }
    res.writeHead(target.status, { location: target.location });
    res.end();
  };
}

const client = (dataApiUrl: string) =>
  new DataApiClient(
    () => ({ dataApiUrl, metricsApiUrl: dataApiUrl, apiKeyHeader: KEY_HEADER, timeoutMs: 5000 }),
    async () => KEY,
    { retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1, maxElapsedMs: 1 } },
  );

describe('the API key and redirects over http', () => {
  const upstreamSeen: Seen[] = [];
  const collectorSeen: Seen[] = [];
  const servers: Server[] = [];
  let upstream = '';

  beforeAll(async () => {
    const other = createHttpServer(collector(collectorSeen));
    servers.push(other);
    const otherUrl = `http://127.0.0.2:${await listen(other, '127.0.0.2')}`;
    const up = createHttpServer(
      redirector(
        {
          'to-other': { status: 302, location: `${otherUrl}/v1/stolen` },
          'to-other-307': { status: 307, location: `${otherUrl}/v1/stolen-307` },
          'to-same': { status: 302, location: '/v1/landing' },
          'to-same-absolute': { status: 301, location: '/v1/to-same' },
          loop: { status: 302, location: '/v1/loop' },
          'to-file': { status: 302, location: 'file:///etc/passwd' },
        },
        upstreamSeen,
      ),
    );
    servers.push(up);
    upstream = `http://127.0.0.1:${await listen(up, '127.0.0.1')}`;
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('refuses a redirect to another origin over plain http: the other host never sees the key', async () => {
    for (const path of ['/v1/to-other', '/v1/to-other-307']) {
      await expect(client(upstream).get(path)).rejects.toMatchObject({
        error: { kind: 'http', message: expect.stringContaining('not followed') },
      });
    }
    expect(collectorSeen).toEqual([]);
  });

  it('follows redirects on the configured origin, key included', async () => {
    upstreamSeen.length = 0;
    expect(await client(upstream).get('/v1/to-same-absolute')).toEqual({ landed: true });
    expect(upstreamSeen.map((s) => s.path)).toEqual(['/v1/to-same-absolute', '/v1/to-same', '/v1/landing']);
    expect(upstreamSeen.every((s) => s.key === KEY)).toBe(true);
  });

  it('stops after a few redirects, and refuses other schemes', async () => {
    upstreamSeen.length = 0;
    await expect(client(upstream).get('/v1/loop')).rejects.toMatchObject({
      error: { message: expect.stringContaining('more than 3 redirects') },
    });
    expect(upstreamSeen).toHaveLength(4);
    await expect(client(upstream).get('/v1/to-file')).rejects.toMatchObject({ error: { kind: 'http' } });
  });
});

/** A self-signed certificate for 127.0.0.1 and 127.0.0.2, made now with openssl. */
function selfSignedCertificate(): { dir: string; cert: string; key: string } | { reason: string } {
  const dir = mkdtempSync(join(tmpdir(), 'snowscope-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=snowscope-test',
        '-addext',
        'subjectAltName=IP:127.0.0.1,IP:127.0.0.2',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
  } catch (e) {
    return { reason: `openssl could not make a test certificate: ${(e as Error).message.split('\n')[0]}` };
  }
  return { dir, cert: readFileSync(join(dir, 'cert.pem'), 'utf8'), key: readFileSync(join(dir, 'key.pem'), 'utf8') };
}

const tls = selfSignedCertificate();
if ('reason' in tls) console.warn(`[redirects] https tests skipped: ${tls.reason}`);

describe.skipIf('reason' in tls)('the API key and redirects from https', () => {
  const collectorSeen: Seen[] = [];
  const servers: Server[] = [];
  let upstream = '';

  beforeAll(async () => {
    if ('reason' in tls) return;
    const httpSameHost = createHttpServer(collector(collectorSeen));
    const httpOther = createHttpServer(collector(collectorSeen));
    const httpsOther = createHttpsServer({ cert: tls.cert, key: tls.key }, collector(collectorSeen));
    servers.push(httpSameHost, httpOther, httpsOther);
    const sameHostHttp = `http://127.0.0.1:${await listen(httpSameHost, '127.0.0.1')}`;
    const otherHttp = `http://127.0.0.2:${await listen(httpOther, '127.0.0.2')}`;
    const otherHttps = `https://127.0.0.2:${await listen(httpsOther, '127.0.0.2')}`;
    const up = createHttpsServer(
      { cert: tls.cert, key: tls.key },
      redirector(
        {
          'to-http-same-host': { status: 302, location: `${sameHostHttp}/v1/downgraded` },
          'to-http-other': { status: 308, location: `${otherHttp}/v1/downgraded-other` },
          'to-https-other': { status: 302, location: `${otherHttps}/v1/moved` },
        },
        [],
      ),
    );
    servers.push(up);
    upstream = `https://127.0.0.1:${await listen(up, '127.0.0.1')}`;
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('refuses https → http (same host or another); follows https → https elsewhere without the key', async () => {
    if ('reason' in tls) return;
    // A child process, so that Node trusts the test certificate (NODE_EXTRA_CA_CERTS is read at start-up);
    // asynchronous, so the servers in this process keep answering while it runs.
    const run = await promisify(execFile)(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        'tests/support/data-api-probe.ts',
        JSON.stringify({
          dataApiUrl: upstream,
          key: KEY,
          paths: ['/v1/landing', '/v1/to-http-same-host', '/v1/to-http-other', '/v1/to-https-other'],
        }),
      ],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: join(tls.dir, 'cert.pem') }, encoding: 'utf8', timeout: 60_000 },
    );
    const outcomes = JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]') as {
      path: string;
      ok: boolean;
      error?: { kind: string; message: string };
    }[];
    const byPath = Object.fromEntries(outcomes.map((o) => [o.path, o]));
    expect(byPath['/v1/landing']?.ok).toBe(true);
    expect(byPath['/v1/to-http-same-host']).toMatchObject({ ok: false, error: { kind: 'http' } });
    expect(byPath['/v1/to-http-other']).toMatchObject({ ok: false, error: { kind: 'http' } });
    expect(byPath['/v1/to-https-other']).toMatchObject({ ok: true });
    // Only the https hop to the other origin arrived, and without the key.
    expect(collectorSeen).toEqual([{ path: '/v1/moved', key: undefined }]);
  });
});
