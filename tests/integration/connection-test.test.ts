import { createServer } from 'node:net';
import type { ConnectionProbe, ConnectionTarget, ConnectionTestResult } from '@shared/models/connection-test';
import type { Profile } from '@shared/models/profile';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What the simulator itself answers to a JSON-RPC call (the expected values of the probes). */
async function rpc(url: string, method: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: {} }) });
  return ((await res.json()) as { result: Record<string, unknown> }).result;
}

describe('app.connection.test against the simulator', () => {
  const h = harnessForFile();

  /** A custom profile as the form would send it, on this file's simulator. */
  const draft = (patch: Partial<Omit<Profile, 'builtin' | 'environment'>> = {}) => {
    const { environment: _env, ...local } = h.services.profiles.get('local');
    return { ...local, id: 'draft-test', name: 'Draft test', ...patch, builtin: false as const };
  };
  const probe = (result: ConnectionTestResult, target: ConnectionTarget): ConnectionProbe => {
    const found = result.probes.find((p) => p.target === target);
    if (!found) throw new Error(`no ${target} probe`);
    return found;
  };

  it('a good profile: all three reachable, with the node’s own version and network', async () => {
    const result = await h.ok('app.connection.test', { profileId: 'local' });
    const version = await rpc(`${h.sim.url}/ext/info`, 'info.getNodeVersion');
    const network = await rpc(`${h.sim.url}/ext/info`, 'info.getNetworkID');
    const chains = (await (await fetch(`${h.sim.url}/v1/chains`)).json()) as { chains: unknown[] };
    expect(result.keyUsed).toBe(false);
    for (const p of result.probes) {
      expect(p, p.target).toMatchObject({ reachable: true, ok: true, status: 200, rpcError: null });
      expect(p.latencyMs, p.target).toBeGreaterThanOrEqual(0);
    }
    expect(probe(result, 'dataApi').summary).toBe(`Answered: ${chains.chains.length} chains`);
    expect(probe(result, 'node').node).toEqual({
      version: version.version,
      networkId: Number(network.networkID),
      networkName: 'mainnet',
      publicServer: false,
    });
  });

  it('a refused port: not reachable, "Connection refused", no latency or status', async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}`;
    const result = await h.ok('app.connection.test', {
      profile: draft({ dataApiUrl: url, metricsApiUrl: url, nodeRpcUrl: url }),
    });
    expect(result.probes).toHaveLength(3);
    for (const p of result.probes) {
      expect(p, p.target).toMatchObject({ reachable: false, ok: false, latencyMs: null, status: null });
      expect(p.summary, p.target).toBe('Connection refused');
      expect(p.hints[0], p.target).toContain(`127.0.0.1:${port}`);
    }
  });

  it('a Fuji node on a Mainnet profile: reachable but wrong, said in words', async () => {
    const result = await h.ok('app.connection.test', { profile: draft({ nodeRpcUrl: `${h.sim.url}/fuji` }) });
    const network = await rpc(`${h.sim.url}/fuji/ext/info`, 'info.getNetworkID');
    const node = probe(result, 'node');
    expect(node).toMatchObject({ reachable: true, ok: false, status: 200 });
    expect(node.node).toMatchObject({ networkId: Number(network.networkID), networkName: 'fuji' });
    expect(node.summary).toBe('This node is on Fuji but the profile says Mainnet');
    expect(probe(result, 'dataApi').ok).toBe(true);
  });

  it('a public API server not marked public: works, with advice to tick “Public node”', async () => {
    const result = await h.ok('app.connection.test', { profile: draft({ nodeRpcUrl: `${h.sim.url}/public` }) });
    const node = probe(result, 'node');
    expect(node).toMatchObject({ ok: true, node: { publicServer: true } });
    expect(node.hints.join(' ')).toContain('public API server');
  });

  it('a 503 and a 429 are reported at once, with status, Retry-After and no retry', async () => {
    await h.fault('503', 1, '/v1/chains');
    const before = h.sim.stats.requests;
    const failing = await h.ok('app.connection.test', { profileId: 'local' });
    // One request per probe: data, metrics, and the node's three methods.
    expect(h.sim.stats.requests - before).toBe(5);
    expect(probe(failing, 'dataApi')).toMatchObject({
      reachable: true,
      ok: false,
      status: 503,
      summary: '503: the Data API is having trouble',
    });

    await h.fault('429:7', 1, '/v1/chains');
    const limited = await h.ok('app.connection.test', { profileId: 'local' });
    const data = probe(limited, 'dataApi');
    expect(data).toMatchObject({ status: 429, summary: '429: the public rate limit was reached' });
    expect(data.hints.join(' ')).toContain('resets in 7 s');
  });

  it('a node that refuses the info methods: reachable, with the JSON-RPC error and what to check', async () => {
    const result = await h.ok('app.connection.test', { profile: draft({ nodeRpcUrl: `${h.sim.url}/no-info` }) });
    const res = await fetch(`${h.sim.url}/no-info/ext/info`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'info.getNodeVersion', params: {} }),
    });
    const refusal = ((await res.json()) as { error: { code: number; message: string } }).error;
    const node = probe(result, 'node');
    expect(node).toMatchObject({
      reachable: true,
      ok: false,
      status: res.status,
      node: null,
      summary: 'Method refused',
      rpcError: { code: refusal.code },
    });
    expect(node.hints[0]).toContain('info API is disabled');
    expect(probe(result, 'dataApi').ok).toBe(true);
  });

  it('a Data API that requires a key: 401 without one, "key rejected" with a wrong one, fine with the right one', async () => {
    h.sim.access.requiredApiKey = 'sim-required-key-0123';
    try {
      const without = await h.ok('app.connection.test', { profileId: 'local' });
      for (const target of ['dataApi', 'metricsApi'] as const) {
        expect(probe(without, target), target).toMatchObject({
          reachable: true,
          ok: false,
          status: 401,
          summary: '401: an API key is required',
        });
      }
      expect(probe(without, 'dataApi').hints.join(' ')).toContain('add an API key');
      expect(probe(without, 'node').ok).toBe(true);

      await h.ok('app.apiKey.set', { profileId: 'local', apiKey: 'wrong-key-0123456789', storage: 'session' });
      const wrong = await h.ok('app.connection.test', { profileId: 'local' });
      expect(wrong.keyUsed).toBe(true);
      expect(probe(wrong, 'dataApi')).toMatchObject({ status: 401, summary: '401: key rejected' });

      await h.ok('app.apiKey.set', { profileId: 'local', apiKey: 'sim-required-key-0123', storage: 'session' });
      const right = await h.ok('app.connection.test', { profileId: 'local' });
      expect(probe(right, 'dataApi')).toMatchObject({ ok: true, status: 200 });
      expect(probe(right, 'metricsApi')).toMatchObject({ ok: true, status: 200 });
    } finally {
      h.sim.access.requiredApiKey = null;
      await h.ok('app.apiKey.clear', { profileId: 'local' });
    }
  });

  it('shows the rate-limit budget the Data API announced', async () => {
    expect(probe(await h.ok('app.connection.test', { profileId: 'local' }), 'dataApi').rateLimit).toBeNull();
    h.sim.rateLimit.set({ limit: 30, windowSeconds: 60 });
    try {
      const result = await h.ok('app.connection.test', { profileId: 'local' });
      const sent = h.sim.received.filter((r) => r.path === '/v1/chains' && r.rateLimit).at(-1)?.rateLimit ?? {};
      expect(probe(result, 'dataApi').rateLimit).toEqual({
        limit: Number(sent['ratelimit-limit']),
        remaining: Number(sent['ratelimit-remaining']),
        resetSeconds: Number(sent['ratelimit-reset']),
      });
      // The simulator limits only /v1; the node has none.
      expect(probe(result, 'metricsApi').rateLimit).toBeNull();
      expect(probe(result, 'node').rateLimit).toBeNull();
    } finally {
      h.sim.rateLimit.set(null);
    }
  });

  it('a draft keeps the stored key only while it points at the saved origins', async () => {
    const saved = await h.ok('app.profiles.save', { profile: draft() });
    await h.ok('app.apiKey.set', { profileId: saved.id, apiKey: 'test-key-0123456789', storage: 'session' });
    const same = await h.ok('app.connection.test', { profile: draft({ name: 'Renamed' }) });
    expect(same.keyUsed).toBe(true);
    const elsewhere = h.sim.url.replace('127.0.0.1', 'localhost');
    const moved = await h.ok('app.connection.test', { profile: draft({ dataApiUrl: elsewhere }) });
    expect(moved.keyUsed).toBe(false);
    expect(probe(moved, 'dataApi').ok).toBe(true);
  });

  it('refuses a draft the contract refuses, before any request', async () => {
    const before = h.sim.stats.requests;
    const r = await h.invoke('app.connection.test', { profile: draft({ nodeRpcUrl: 'ftp://example' }) });
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(h.sim.stats.requests).toBe(before);
  });
});
