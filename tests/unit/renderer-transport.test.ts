import { BROWSER_MODE } from '@shared/bridge';
import type { IpcResult } from '@shared/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ADDRESS = '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7';
const BALANCE = {
  nativeTokenBalance: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, chainId: '43114', balance: '1' },
};

interface FakePage {
  replaceState: ReturnType<typeof vi.fn>;
  storage: Map<string, string>;
}

function fakePage(href: string, extra: Record<string, unknown> = {}): FakePage {
  const storage = new Map<string, string>();
  const replaceState = vi.fn();
  const url = new URL(href);
  vi.stubGlobal('window', {
    location: { href, origin: url.origin, search: url.search, hash: url.hash },
    history: { state: null, replaceState },
    ...extra,
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
  });
  return { replaceState, storage };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function loadApi() {
  vi.resetModules();
  return import('@renderer/api');
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('api.invoke', () => {
  it('refuses invalid params before any call, naming the field', async () => {
    fakePage('http://127.0.0.1:4000/?token=t0k#/');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { api, ApiError } = await loadApi();
    const call = api.invokeAs('local', 'data.getNativeBalance', { chainId: '43114', address: '0x12' });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await call.catch((e: InstanceType<typeof ApiError>) => {
      expect(e.error.kind).toBe('validation');
      expect(e.error.field).toBe('address');
      expect(e.channel).toBe('data.getNativeBalance');
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('browser mode: takes the token from the URL once, strips it, and POSTs with the header', async () => {
    const page = fakePage('http://127.0.0.1:4000/?token=s3cret&x=1#/address/43114/abc');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { ok: true, data: BALANCE }));
    vi.stubGlobal('fetch', fetchMock);
    const { api, captureBrowserToken, keepBrowserToken } = await loadApi();
    captureBrowserToken();
    expect(page.replaceState).toHaveBeenCalledWith(null, '', '/?x=1#/address/43114/abc');
    // Kept for this tab's reloads only once asked to (after the boot script's first request has left).
    expect(page.storage.has('snowscope.browserToken')).toBe(false);
    keepBrowserToken();
    expect(page.storage.get('snowscope.browserToken')).toBe('s3cret');

    const params = { chainId: '43114', address: ADDRESS, currency: 'eur' as const };
    await expect(api.invokeAs('fuji', 'data.getNativeBalance', params)).resolves.toEqual(BALANCE);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${BROWSER_MODE.ipcPrefix}data.getNativeBalance`);
    expect(init?.method).toBe('POST');
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty([BROWSER_MODE.tokenHeader], 's3cret');
    // The profile the answer will be cached under travels with the call.
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty([BROWSER_MODE.profileHeader], 'fuji');
    expect(JSON.parse(String(init?.body))).toEqual(params);
    expect(api.mode()).toBe('browser');
  });

  it('browser mode, reloaded: the token comes from this tab’s storage (the address bar no longer has it)', async () => {
    const page = fakePage('http://127.0.0.1:4000/#/address/43114/abc');
    page.storage.set('snowscope.browserToken', 'kept');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { ok: true, data: BALANCE }));
    vi.stubGlobal('fetch', fetchMock);
    const { api, captureBrowserToken, keepBrowserToken } = await loadApi();
    captureBrowserToken();
    keepBrowserToken();
    await api.invokeAs('local', 'data.getNativeBalance', { chainId: '43114', address: ADDRESS });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty([BROWSER_MODE.tokenHeader], 'kept');
    expect(page.replaceState).not.toHaveBeenCalled();
  });

  it('throws the AppError of a failed result, including a 401 answer', async () => {
    fakePage('http://127.0.0.1:4000/#/');
    const refused: IpcResult<never> = { ok: false, error: { kind: 'unauthorized', message: 'bad token' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, refused)),
    );
    const { api } = await loadApi();
    const error = await api.invoke('app.profiles.list', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ error: { kind: 'unauthorized' } });
    // No token was ever given: the message says how to get one.
    expect((error as Error).message).toMatch(/^bad token.*\?token=/);
  });

  it('turns an unreachable backend and a non-IpcResult answer into typed errors', async () => {
    fakePage('http://127.0.0.1:4000/?token=a#/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    let { api } = await loadApi();
    await expect(api.invoke('app.profiles.list', {})).rejects.toMatchObject({
      error: { kind: 'network', retryable: true },
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    ({ api } = await loadApi());
    await expect(api.invoke('app.profiles.list', {})).rejects.toMatchObject({
      error: { kind: 'network', status: 502 },
    });
  });

  it('uses the preload bridge when the window has one', async () => {
    const invoke = vi.fn(async () => ({ ok: true, data: { profileId: 'local', isSet: true } }));
    fakePage('file:///app/index.html#/', { snowscope: { invoke, on: vi.fn() } });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await loadApi();
    await expect(api.invoke('app.apiKey.status', { profileId: 'local' })).resolves.toEqual({
      profileId: 'local',
      isSet: true,
    });
    expect(invoke).toHaveBeenCalledWith('app.apiKey.status', { profileId: 'local' }, {});
    await api.invokeAs('fuji', 'node.info.getNetworkID', {});
    expect(invoke).toHaveBeenLastCalledWith('node.info.getNetworkID', {}, { profileId: 'fuji' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(api.mode()).toBe('electron');
  });

  it('reports every field problem of a form', async () => {
    fakePage('http://127.0.0.1:4000/#/');
    const { paramsFieldErrors } = await loadApi();
    expect(paramsFieldErrors('app.apiKey.set', { profileId: 'p', apiKey: 'short' })).toEqual({
      apiKey: 'looks too short for an API key',
    });
    expect(paramsFieldErrors('app.apiKey.set', { profileId: 'p', apiKey: 'a-long-enough-key' })).toEqual({});
  });
});

describe('staleTimeOf', () => {
  it('follows the channel cache class', async () => {
    const { staleTimeOf, STALE_TIME } = await import('@renderer/queries/stale-time');
    expect(staleTimeOf('data.getNativeBalance')).toBe(30_000);
    expect(staleTimeOf('node.info.getNodeVersion')).toBe(60_000);
    expect(staleTimeOf('app.profiles.list')).toBe(0);
    expect(STALE_TIME.immutable).toBe(Number.POSITIVE_INFINITY);
    expect(STALE_TIME.metrics).toBe(3_600_000);
  });
});
