import { BROWSER_MODE } from '@shared/bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PROFILES = { profiles: [], activeId: 'local' };

/** What the page did, in order: requests sent and storage written (the order is the point of the boot script). */
const happened: string[] = [];

/** What the page was asked to run later: when idle, and as it is left. */
const later = { idle: [] as (() => void)[], pagehide: [] as (() => void)[] };

function fakePage(href: string, extra: Record<string, unknown> = {}) {
  happened.length = 0;
  later.idle.length = 0;
  later.pagehide.length = 0;
  const storage = new Map<string, string>();
  const url = new URL(href);
  vi.stubGlobal('window', {
    location: { href, origin: url.origin, search: url.search, hash: url.hash },
    history: { state: null, replaceState: vi.fn() },
    requestIdleCallback: (run: () => void) => later.idle.push(run),
    addEventListener: (type: string, run: () => void) => {
      if (type === 'pagehide') later.pagehide.push(run);
    },
    setTimeout,
    ...extra,
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => {
      happened.push(`storage ${k}`);
      storage.set(k, v);
    },
  });
}

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The page's first import, then the api, as main.tsx loads them. */
async function startPage() {
  vi.resetModules();
  await import('@renderer/api/start-early');
  return import('@renderer/api');
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the early profiles request (browser mode)', () => {
  it('is sent by the first import, with the token, and its answer goes to the first identical call only', async () => {
    fakePage('http://127.0.0.1:4000/?token=s3cret#/address/43114/0xabc');
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) => {
      happened.push(`fetch ${url}`);
      return jsonResponse({ ok: true, data: PROFILES });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await startPage();
    // Sent before the api was ever called; the token is kept in storage (its first use is slow) once idle.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(happened).toEqual([`fetch ${BROWSER_MODE.ipcPrefix}app.profiles.list`]);
    for (const run of later.idle) run();
    expect(happened).toEqual([`fetch ${BROWSER_MODE.ipcPrefix}app.profiles.list`, 'storage snowscope.browserToken']);
    // Kept once: leaving the page after that writes nothing more.
    for (const run of later.pagehide) run();
    expect(happened).toHaveLength(2);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${BROWSER_MODE.ipcPrefix}app.profiles.list`);
    expect((init.headers as Record<string, string>)[BROWSER_MODE.tokenHeader]).toBe('s3cret');
    expect(init.body).toBe('{}');

    // The app's own call takes the answer under way: nothing more is sent.
    expect(await api.invoke('app.profiles.list', {})).toEqual(PROFILES);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A later call asks afresh.
    expect(await api.invoke('app.profiles.list', {})).toEqual(PROFILES);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the token as the page is left when it was never idle (a reload right after the start)', async () => {
    fakePage('http://127.0.0.1:4000/?token=early#/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ok: true, data: PROFILES })),
    );
    await startPage();
    expect(happened).not.toContain('storage snowscope.browserToken');
    expect(later.pagehide).toHaveLength(1);
    for (const run of later.pagehide) run();
    expect(happened).toContain('storage snowscope.browserToken');
    for (const run of later.idle) run();
    expect(happened.filter((h) => h.startsWith('storage'))).toHaveLength(1);
  });

  it('a different call never receives the early answer', async () => {
    fakePage('http://127.0.0.1:4000/?token=t#/');
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(url.endsWith('app.labels.list') ? { ok: true, data: [] } : { ok: true, data: PROFILES }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await startPage();
    expect(await api.invoke('app.labels.list', {})).toEqual([]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      `${BROWSER_MODE.ipcPrefix}app.profiles.list`,
      `${BROWSER_MODE.ipcPrefix}app.labels.list`,
    ]);
  });

  it('a failed early request is the adopting call’s network error, and the next call asks again', async () => {
    fakePage('http://127.0.0.1:4000/?token=t#/');
    let first = true;
    const fetchMock = vi.fn(async () => {
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return jsonResponse({ ok: true, data: PROFILES });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { api, ApiError } = await startPage();
    const failed = await api.invoke('app.profiles.list', {}).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as InstanceType<typeof ApiError>).error.kind).toBe('network');
    expect(await api.invoke('app.profiles.list', {})).toEqual(PROFILES);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('once arrived, its answer can be taken without waiting a turn, once; the next call asks again', async () => {
    fakePage('http://127.0.0.1:4000/?token=t#/');
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_url: string) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await startPage();
    const { takeArrived } = await import('@renderer/api/early-request');
    // Not arrived yet: nothing to take, and the request under way is left for the call that adopts it.
    expect(takeArrived('app.profiles.list', {})).toBeUndefined();
    answer(jsonResponse({ ok: true, data: PROFILES }));
    await new Promise((r) => setTimeout(r, 0));
    expect(takeArrived('app.labels.list', {})).toBeUndefined();
    expect(takeArrived('app.profiles.list', {})).toEqual({ ok: true, data: PROFILES });
    expect(takeArrived('app.profiles.list', {})).toBeUndefined();
    // Taken: the app's own call does not receive it a second time.
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true, data: { ...PROFILES, activeId: 'fuji' } }));
    expect(await api.invoke('app.profiles.list', {})).toEqual({ ...PROFILES, activeId: 'fuji' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an arrived answer puts the profiles in the cache before the first render, and names the active one', async () => {
    fakePage('http://127.0.0.1:4000/?token=t#/');
    const local = { id: 'local', name: 'Local' };
    const list = { profiles: [local], activeId: 'local' };
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true, data: list }));
    vi.stubGlobal('fetch', fetchMock);
    await startPage();
    await new Promise((r) => setTimeout(r, 0));
    const { QueryClient } = await import('@tanstack/react-query');
    const { prefetchProfiles } = await import('@renderer/queries/profiles');
    const { appKey } = await import('@renderer/queries/keys');
    const client = new QueryClient();
    const active = prefetchProfiles(client);
    // Synchronously: no turn of the event loop between the call and the cache entry.
    expect(client.getQueryData(appKey('app.profiles.list', {}))).toEqual(list);
    expect(await active).toEqual(local);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not sent in the desktop app (calls go through the preload bridge)', async () => {
    const bridge = { invoke: vi.fn(async () => ({ ok: true, data: PROFILES })), on: vi.fn() };
    fakePage('file:///app/index.html#/', { snowscope: bridge });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await startPage();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.invoke('app.profiles.list', {})).toEqual(PROFILES);
    expect(bridge.invoke).toHaveBeenCalledTimes(1);
  });
});
