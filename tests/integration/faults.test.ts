import { describe, expect, it } from 'vitest';
import { FAST_RETRY, harnessForFile } from './harness';

const ADDRESS = '0x0000000000000000000000000000000000000001';
const balance = { chainId: '43114', address: ADDRESS } as const;
const BALANCE_PATH = '/v1/chains/43114/addresses';

/** Every fault kind the simulator injects, seen through the whole call path. */
describe('fault handling through invoke → router → client → simulator', () => {
  const h = harnessForFile();

  const requestsDuring = async (fn: () => Promise<unknown>) => {
    const before = h.sim.stats.requests;
    await fn();
    return h.sim.stats.requests - before;
  };

  it('retries 429 (Retry-After) and 502/503 until success', async () => {
    for (const fault of ['429:0', '502', '503']) {
      await h.fault(fault, 1, BALANCE_PATH);
      let result: Awaited<ReturnType<typeof h.invoke>> | undefined;
      const sent = await requestsDuring(async () => {
        result = await h.invoke('data.getNativeBalance', balance);
      });
      expect(result?.ok, fault).toBe(true);
      expect(sent, fault).toBe(2);
    }
  });

  it('gives up after the bounded number of attempts with a typed http error', async () => {
    await h.fault('503', FAST_RETRY.maxAttempts, BALANCE_PATH);
    const r = await h.invoke('data.getNativeBalance', balance);
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 503, code: 'Service Unavailable' } });
  });

  it('does not retry a 500', async () => {
    await h.fault('500', 1, BALANCE_PATH);
    let r: Awaited<ReturnType<typeof h.invoke>> | undefined;
    const sent = await requestsDuring(async () => {
      r = await h.invoke('data.getNativeBalance', balance);
    });
    expect(sent).toBe(1);
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });

  it('a node answering 500 with a non-JSON-RPC body is an http error in its own words, not a parse error', async () => {
    await h.fault('500', 1, '/ext/info');
    const r = await h.invoke('node.info.getNetworkID', {});
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    if (r.ok) return;
    expect(r.error.message).toContain('Injected 500');
  });

  it('answers an injected 404 once, not retried, and records what it received', async () => {
    await h.fault('404', 1, BALANCE_PATH);
    const before = h.sim.stats.requests;
    const r = await h.invoke('data.getNativeBalance', { ...balance, currency: 'eur' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    const seen = h.sim.received.filter((q) => q.seq > before);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe(`${BALANCE_PATH}/${ADDRESS}/balances:getNative`);
    expect(seen[0]?.query.get('currency')).toBe('eur');
    expect(await h.invoke('data.getNativeBalance', balance)).toMatchObject({ ok: true });
  });

  it('reports malformed JSON as a parse error and a truncated body as a network error', async () => {
    await h.fault('malformed', 1, BALANCE_PATH);
    expect(await h.invoke('data.getNativeBalance', balance)).toMatchObject({ ok: false, error: { kind: 'parse' } });
    await h.fault('truncated', 1, BALANCE_PATH);
    expect(await h.invoke('data.getNativeBalance', balance)).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('reports a stalled response as a timeout', async () => {
    const profile = h.services.profiles.active();
    const original = profile.timeoutMs;
    profile.timeoutMs = 300;
    try {
      await h.fault('stall', 1, BALANCE_PATH);
      expect(await h.invoke('data.getNativeBalance', balance)).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    } finally {
      profile.timeoutMs = original;
    }
  });

  it('applies added latency and still answers', async () => {
    await h.fault('latency:150', 1, BALANCE_PATH);
    const started = Date.now();
    const r = await h.invoke('data.getNativeBalance', balance);
    expect(r.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('the same faults apply to node RPC', async () => {
    await h.fault('503', 1, '/ext/info');
    expect((await h.invoke('node.info.getNodeVersion', {})).ok).toBe(true);
    await h.fault('malformed', 1, '/ext/info');
    expect(await h.invoke('node.info.getNodeVersion', {})).toMatchObject({ ok: false, error: { kind: 'parse' } });
  });

  it('a refused request never reaches the network', async () => {
    const sent = await requestsDuring(async () => {
      const r = await h.invoke('data.getNativeBalance', { chainId: '43114', address: '0x123' });
      expect(r).toMatchObject({ ok: false, error: { kind: 'validation', field: 'address' } });
    });
    expect(sent).toBe(0);
  });
});
