import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '@main/app/wiring';
import type { SecretBackend } from '@main/services/keychain';
import { type RunningWebServer, startWebServer } from '@main/web/server';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from '@shared/csp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Raw HTTP so the Host and Origin headers can be forged (fetch would not allow it). */
function raw(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const r = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    r.on('error', reject);
    r.end(opts.body);
  });
}

const memoryBackend = async (): Promise<SecretBackend> => {
  const m = new Map<string, string>();
  return { get: (a) => m.get(a) ?? null, set: (a, s) => void m.set(a, s), delete: (a) => void m.delete(a) };
};

describe('browser-mode server', () => {
  let web: RunningWebServer;
  let rendererDir: string;

  beforeAll(async () => {
    rendererDir = mkdtempSync(join(tmpdir(), 'snowscope-renderer-'));
    mkdirSync(join(rendererDir, 'assets'));
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Snowscope</title>');
    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(rendererDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const services = createServices({
      dataDir: mkdtempSync(join(tmpdir(), 'snowscope-data-')),
      env: { SNOWSCOPE_PROFILE: 'local' },
      secretBackend: memoryBackend,
    });
    web = await startWebServer({ services, rendererDir, port: 0 });
  });
  afterAll(() => web.close());

  const ipc = (headers: Record<string, string>, channel = 'app.profiles.list', body = '{}') =>
    raw(`${web.url}/ipc/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('prints a loopback launch URL with a random token', () => {
    expect(web.launchUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{20,}$/);
    expect(web.launchUrl).toContain(web.token);
  });

  it('answers a call that carries the token', async () => {
    const res = await ipc({ 'x-snowscope-token': web.token });
    expect(res.status).toBe(200);
    const result = JSON.parse(res.body);
    expect(result.ok).toBe(true);
    expect(result.data.activeId).toBe('local');
  });

  it('refuses calls without the token or with a wrong one (401)', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-snowscope-token': 'nope' },
      { 'x-snowscope-token': `${web.token}x` },
    ];
    for (const headers of attempts) {
      const res = await ipc(headers);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    }
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin with 403, even with the token', async () => {
    const port = new URL(web.url).port;
    const badHost = await ipc({ 'x-snowscope-token': web.token, host: `evil.example:${port}` });
    expect(badHost.status).toBe(403);
    const badOrigin = await ipc({ 'x-snowscope-token': web.token, origin: 'https://evil.example' });
    expect(badOrigin.status).toBe(403);
    const goodOrigin = await ipc({ 'x-snowscope-token': web.token, origin: web.url });
    expect(goodOrigin.status).toBe(200);
  });

  it('validates params in main: a refused call names the field', async () => {
    const res = await ipc(
      { 'x-snowscope-token': web.token },
      'app.apiKey.set',
      JSON.stringify({ profileId: 'local', apiKey: 'x' }),
    );
    const result = JSON.parse(res.body);
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', field: 'apiKey' } });
  });

  it('rejects unknown channels and non-JSON bodies', async () => {
    const unknown = JSON.parse((await ipc({ 'x-snowscope-token': web.token }, 'nope.nothing')).body);
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'validation' } });
    const bad = await ipc({ 'x-snowscope-token': web.token }, 'app.profiles.list', '{not json');
    expect(bad.status).toBe(400);
  });

  it('serves the renderer with a CSP and never files outside its folder', async () => {
    const index = await raw(`${web.url}/`, {});
    expect(index.status).toBe(200);
    // The one policy from shared/csp.ts (the Vite build puts the same directives in the page's <meta>).
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
    expect(CONTENT_SECURITY_POLICY_HEADER.startsWith(CONTENT_SECURITY_POLICY)).toBe(true);
    const imgSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('img-src'));
    expect(imgSrc?.split(' ')).toEqual(['img-src', "'self'", 'data:', 'https:']);
    expect((await raw(`${web.url}/assets/app.js`, {})).status).toBe(200);
    expect((await raw(`${web.url}/..%2f..%2fetc%2fpasswd`, {})).status).toBe(404);
    expect((await raw(`${web.url}/assets/../../../etc/passwd`, {})).status).toBe(404);
  });

  it('lets the browser keep the hashed assets for good, never the page that carries the token', async () => {
    const index = await raw(`${web.url}/?token=${web.token}`, {});
    expect(index.headers['cache-control']).toBe('no-store');
    const asset = await raw(`${web.url}/assets/app.js`, {});
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Files copied from renderer/public keep their names from build to build: the browser asks again.
    const icon = await raw(`${web.url}/favicon.svg`, {});
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBeUndefined();
  });

  it('requires the token for the event stream', async () => {
    expect((await raw(`${web.url}/events`, {})).status).toBe(401);
  });
});
