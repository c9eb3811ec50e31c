import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '@main/app/wiring';
import type { Send } from '@main/services/http-wire';
import type { SecretBackend } from '@main/services/keychain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_RETRY } from './harness';

/**
 * Regression for "the mainnet key goes to an env-override URL": a key stored for Mainnet, then a start
 * with SNOWSCOPE_DATA_API_URL pointing at a collector that records every key it is sent.
 */

/** One secret store shared by several app starts, like the OS keychain. */
function sharedSecrets() {
  const stored = new Map<string, string>();
  const backend: SecretBackend = {
    get: (a) => stored.get(a) ?? null,
    set: (a, s) => void stored.set(a, s),
    delete: (a) => void stored.delete(a),
  };
  return async () => backend;
}

describe('environment override and stored keys', () => {
  const seen: (string | undefined)[] = [];
  let collector: Server;
  let collectorUrl = '';

  beforeAll(async () => {
    collector = createServer((req, res) => {
      seen.push(req.headers['x-glacier-api-key'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"chains":[]}');
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.2', r));
    collectorUrl = `http://127.0.0.2:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => collector.close(r)));

  it('never sends the stored Mainnet key to the override URL; a key set for the override profile is its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-env-'));
    const secrets = sharedSecrets();
    const first = createServices({ dataDir, env: {}, secretBackend: secrets, retry: FAST_RETRY });
    await first.keychain.setApiKey('mainnet', 'sk-mainnet-secret-1234');

    const overridden = createServices({
      dataDir,
      env: { SNOWSCOPE_DATA_API_URL: collectorUrl },
      secretBackend: secrets,
      retry: FAST_RETRY,
    });
    const active = overridden.profiles.active();
    expect(active.id).not.toBe('mainnet');
    expect(active.name).toBe('Avalanche Mainnet (overridden by environment)');
    expect(await overridden.keychain.status(active.id)).toMatchObject({ isSet: false });

    const call = await overridden.dispatch('data.listChains', {}, { profileId: active.id });
    expect(call.ok).toBe(true);
    expect(seen).toEqual([undefined]);

    await overridden.keychain.setApiKey(active.id, 'sk-override-only-5678');
    await overridden.dispatch('data.listChains', {}, { profileId: active.id });
    expect(seen).toEqual([undefined, 'sk-override-only-5678']);
    // Mainnet keeps its own key, untouched.
    expect(await overridden.keychain.getApiKey('mainnet')).toBe('sk-mainnet-secret-1234');
  });
});

describe('a key over plain http to another computer', () => {
  const lanProfile = (allowKeyOverHttp: boolean) => ({
    id: 'lan-node',
    name: 'LAN node',
    builtin: false as const,
    network: 'mainnet' as const,
    defaultChainId: '43114',
    dataApiUrl: 'http://glacier.lan-host.example:8080',
    metricsApiUrl: 'http://glacier.lan-host.example:8080',
    nodeRpcUrl: 'http://glacier.lan-host.example:9650',
    apiKeyHeader: 'x-glacier-api-key',
    timeoutMs: 5000,
    publicNode: false,
    allowKeyOverHttp,
  });

  it('is refused before anything is sent, unless the profile opted in', async () => {
    const sent: (string | null)[] = [];
    // The LAN host does not exist: the wire answers in its place, noting the key each request carried.
    const lanWire: Send = async (_url, req) => {
      sent.push(req.headers['x-glacier-api-key'] ?? null);
      return { status: 200, headers: new Headers(), text: async () => '{"chains":[]}', discard: async () => {} };
    };
    const services = createServices({
      dataDir: mkdtempSync(join(tmpdir(), 'snowscope-http-key-')),
      env: {},
      secretBackend: sharedSecrets(),
      retry: FAST_RETRY,
      http: { fetch: () => Promise.reject(new Error('not used')), send: lanWire, sleep: async () => {}, now: Date.now },
    });
    await services.dispatch('app.profiles.save', { profile: lanProfile(false) });
    await services.keychain.setApiKey('lan-node', 'sk-lan-secret-9999');

    const refused = await services.dispatch('data.listChains', {}, { profileId: 'lan-node' });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'profile.allowKeyOverHttp', message: expect.stringContaining('plain http') },
    });
    expect(sent).toEqual([]);

    // Without a key there is nothing to protect: the call goes out.
    await services.keychain.clearApiKey('lan-node');
    expect((await services.dispatch('data.listChains', {}, { profileId: 'lan-node' })).ok).toBe(true);
    expect(sent).toEqual([null]);

    await services.dispatch('app.profiles.save', { profile: lanProfile(true) });
    await services.keychain.setApiKey('lan-node', 'sk-lan-secret-9999');
    expect((await services.dispatch('data.listChains', {}, { profileId: 'lan-node' })).ok).toBe(true);
    expect(sent).toEqual([null, 'sk-lan-secret-9999']);
  });
});
