import type { AppEventPayload } from '@shared/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/** What the simulator itself says of its budget: the headers of one raw request (which it counts too). */
async function simBudget(url: string, key?: string) {
  const res = await fetch(`${url}/v1/chains`, key ? { headers: { 'x-glacier-api-key': key } } : {});
  await res.arrayBuffer();
  return {
    status: res.status,
    limit: Number(res.headers.get('ratelimit-limit')),
    remaining: Number(res.headers.get('ratelimit-remaining')),
    reset: Number(res.headers.get('ratelimit-reset')),
  };
}

describe('the Data API rate-limit budget', () => {
  const h = harnessForFile();
  afterEach(() => h.sim.rateLimit.set(null));

  it('is null while the service sends no rate-limit headers', async () => {
    await h.ok('data.listChains', {});
    expect(await h.ok('app.rateLimit.get', { profileId: 'local' })).toBeNull();
  });

  it('follows every Data API answer, is pushed as an event, and ignores the metrics API', async () => {
    h.sim.rateLimit.set({ limit: 10, windowSeconds: 60 });
    const events: AppEventPayload<'ratelimit.budget'>[] = [];
    const stop = h.services.subscribe((event, payload) => {
      if (event === 'ratelimit.budget') events.push(payload as AppEventPayload<'ratelimit.budget'>);
    });
    try {
      await h.ok('data.listChains', {});
      await h.ok('data.listChains', {});
      const seen = await simBudget(h.sim.url);
      await h.ok('data.listChains', {});
      const budget = await h.ok('app.rateLimit.get', { profileId: 'local' });
      expect(budget).toMatchObject({ profileId: 'local', limit: seen.limit, status: 200, keyUsed: false });
      // The app's third call came after the raw one: one fewer left than the raw answer said.
      expect(budget?.remaining).toBe(seen.remaining - 1);
      expect((budget?.resetAt ?? 0) - Date.now()).toBeLessThanOrEqual(seen.reset * 1000);
      expect((budget?.resetAt ?? 0) - Date.now()).toBeGreaterThan(0);
      expect(events.map((e) => e.remaining)).toEqual([seen.remaining + 2, seen.remaining + 1, seen.remaining - 1]);

      const before = events.length;
      await h.ok('data.getMetrics', { chainId: '43114', metric: 'txCount', timeInterval: 'day', pageSize: 1 });
      expect(events).toHaveLength(before);
    } finally {
      stop();
    }
  });

  it('a burst past the limit ends in 429 with the reset, and the budget says so', async () => {
    h.sim.rateLimit.set({ limit: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) await h.ok('data.listChains', {});
    const refused = await h.invoke('data.listChains', {});
    expect(refused).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
    const retryAfterMs = refused.ok ? 0 : (refused.error.retryAfterMs ?? 0);
    expect(retryAfterMs).toBeGreaterThan(50_000);
    expect(retryAfterMs).toBeLessThanOrEqual(60_000);
    const budget = await h.ok('app.rateLimit.get', { profileId: 'local' });
    expect(budget).toMatchObject({ limit: 3, remaining: 0, status: 429, keyUsed: false });
  });

  it('with an API key the budget is the key’s own, and marked so', async () => {
    h.sim.rateLimit.set({ limit: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) await h.ok('data.listChains', {});
    expect(await h.invoke('data.listChains', {})).toMatchObject({ ok: false, error: { status: 429 } });
    await h.ok('app.apiKey.set', { profileId: 'local', apiKey: 'sim-key-0123456789', storage: 'session' });
    try {
      await h.ok('data.listChains', {});
      const budget = await h.ok('app.rateLimit.get', { profileId: 'local' });
      expect(budget).toMatchObject({ limit: 3, remaining: 2, status: 200, keyUsed: true });
      expect(h.sim.received.at(-1)?.path).toBe('/v1/chains');
    } finally {
      await h.ok('app.apiKey.clear', { profileId: 'local' });
    }
  });
});
