import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadToFile } from '@main/services/export/download';
import { downloadAccess } from '@main/services/export/download-policy';
import type { HttpDeps } from '@main/services/http';
import { describe, expect, it } from 'vitest';

/** Where a remote export's downloadUrl may be fetched from, and that the API key only goes to the Data API. */

const DATA_API = 'http://127.0.0.1:8787';
const KEY_HEADER = 'x-glacier-api-key';

interface Seen {
  url: string;
  headers: Record<string, string>;
  redirect?: string;
}

/** A fetch that answers from a table and remembers every request (URL and headers). */
function fakeFetch(answers: Record<string, () => Response>): { deps: HttpDeps; seen: Seen[] } {
  const seen: Seen[] = [];
  const deps: HttpDeps = {
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      seen.push({ url, headers: { ...(init?.headers as Record<string, string>) }, redirect: init?.redirect });
      const answer = answers[url];
      if (!answer) throw new TypeError(`fetch failed: no route to ${url}`);
      return answer();
    }) as typeof fetch,
    sleep: async () => {},
    now: () => Date.now(),
  };
  return { deps, seen };
}

const csv = 'chainId,txHash\n43114,0xabc\n';
const ok = () => new Response(csv, { status: 200, headers: { 'content-length': String(csv.length) } });
const redirect = (location: string) => () => new Response(null, { status: 302, headers: { location } });

async function download(url: string, deps: HttpDeps, { dataApiUrl = DATA_API, allowKeyOverHttp = false } = {}) {
  const path = join(mkdtempSync(join(tmpdir(), 'snowscope-dl-')), 'f.csv');
  const bytes = await downloadToFile(url, path, {
    dataApiUrl,
    allowKeyOverHttp,
    apiKeyHeader: KEY_HEADER,
    apiKey: async () => 'sk-secret',
    timeoutMs: 5_000,
    signal: new AbortController().signal,
    deps,
  });
  return { bytes, text: readFileSync(path, 'utf8') };
}

describe('downloadAccess', () => {
  it('allows https anywhere (without the key) and the Data API origin (with it); refuses the rest', () => {
    expect(downloadAccess(`${DATA_API}/exports/1.csv`, DATA_API)).toMatchObject({ ok: true, sendKey: true });
    expect(downloadAccess('https://bucket.s3.amazonaws.com/x.csv?sig=1', DATA_API)).toMatchObject({
      ok: true,
      sendKey: false,
    });
    expect(downloadAccess('https://glacier-api.avax.network/x.csv', 'https://glacier-api.avax.network')).toMatchObject({
      ok: true,
      sendKey: true,
    });
    for (const bad of [
      'http://127.0.0.1:9999/x.csv',
      'http://localhost:8787/x.csv',
      'http://evil.example/x.csv',
      'ftp://127.0.0.1:8787/x.csv',
      'file:///etc/passwd',
      'https://user:pass@example.org/x.csv',
      'not a url',
    ]) {
      expect(downloadAccess(bad, DATA_API).ok, bad).toBe(false);
    }
  });
});

describe('downloadToFile', () => {
  it('sends the key to the Data API origin and streams the body to the file', async () => {
    const url = `${DATA_API}/__sim/exports/1/transactions.csv`;
    const { deps, seen } = fakeFetch({ [url]: ok });
    expect(await download(url, deps)).toEqual({ bytes: csv.length, text: csv });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers[KEY_HEADER]).toBe('sk-secret');
    // Redirects are seen by the policy, never followed blindly.
    expect(seen[0]!.redirect).toBe('manual');
  });

  it('fetches an https URL elsewhere without the key', async () => {
    const url = 'https://exports.example.org/t.csv?signature=abc';
    const { deps, seen } = fakeFetch({ [url]: ok });
    expect((await download(url, deps)).text).toBe(csv);
    expect(seen[0]!.headers[KEY_HEADER]).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('sk-secret');
  });

  it('drops the key when the Data API redirects to another (https) origin', async () => {
    const start = `${DATA_API}/exports/1.csv`;
    const elsewhere = 'https://cdn.example.org/1.csv';
    const { deps, seen } = fakeFetch({ [start]: redirect(elsewhere), [elsewhere]: ok });
    expect((await download(start, deps)).text).toBe(csv);
    expect(seen.map((s) => [s.url, s.headers[KEY_HEADER]])).toEqual([
      [start, 'sk-secret'],
      [elsewhere, undefined],
    ]);
  });

  it('refuses a redirect to plain http elsewhere, and a foreign http URL, without fetching them', async () => {
    const start = `${DATA_API}/exports/1.csv`;
    const { deps, seen } = fakeFetch({ [start]: redirect('http://evil.example/1.csv') });
    await expect(download(start, deps)).rejects.toThrow(/neither https nor the Data API’s origin/);
    expect(seen.map((s) => s.url)).toEqual([start]);

    const direct = fakeFetch({});
    await expect(download('http://evil.example/1.csv', direct.deps)).rejects.toThrow(/was not fetched/);
    expect(direct.seen).toEqual([]);
  });

  it('never sends the key over plain http to another computer unless the profile opted in', async () => {
    const remote = 'http://data.example:8080';
    const url = `${remote}/exports/1.csv`;
    const refused = fakeFetch({ [url]: ok });
    await expect(download(url, refused.deps, { dataApiUrl: remote })).rejects.toThrow(/not sent over plain http/);
    expect(refused.seen).toEqual([]);

    const allowed = fakeFetch({ [url]: ok });
    expect((await download(url, allowed.deps, { dataApiUrl: remote, allowKeyOverHttp: true })).text).toBe(csv);
    expect(allowed.seen[0]!.headers[KEY_HEADER]).toBe('sk-secret');
  });

  it('reports a body cut short of its Content-Length instead of keeping it', async () => {
    const url = `${DATA_API}/exports/short.csv`;
    const { deps } = fakeFetch({
      [url]: () => new Response(csv, { status: 200, headers: { 'content-length': String(csv.length + 50) } }),
    });
    await expect(download(url, deps)).rejects.toThrow(/stopped after \d+ of \d+ bytes/);
  });

  it('turns an error status into the Data API error message', async () => {
    const url = `${DATA_API}/exports/gone.csv`;
    const { deps } = fakeFetch({
      [url]: () => Response.json({ message: 'Export expired', statusCode: 410, error: 'Gone' }, { status: 410 }),
    });
    await expect(download(url, deps)).rejects.toThrow('Export expired');
  });
});
