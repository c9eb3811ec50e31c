import { SIM_NOW } from '@sim/dataset/constants';
import { startSimulator } from '@sim/server';
import { describe, expect, it } from 'vitest';
import { resetSimulator } from '../support/shared-simulator';

/**
 * Test files share one simulator per worker process and reset it between files: a reset simulator must be
 * indistinguishable from a fresh one, or one file's armed fault, limit or key would leak into the next.
 */
describe('simulator reset', () => {
  const chains = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/v1/chains`, { headers });

  it('POST /__sim/reset disarms faults, lifts the rate limit and API key, puts the clock back and forgets requests', async () => {
    const sim = await resetSimulator(1);
    const post = (path: string, body: unknown) =>
      fetch(`${sim.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post('/__sim/faults', { fault: '503', times: 5, path: '/v1/chains' })).status).toBe(204);
    expect((await post('/__sim/rate-limit', { limit: 1 })).status).toBe(200);
    expect((await post('/__sim/api-key', { key: 'k' })).status).toBe(204);
    expect((await post('/__sim/clock', { advanceSeconds: 3600 })).status).toBe(200);
    expect((await post('/__sim/exports/download-origin', { origin: 'http://elsewhere.test' })).status).toBe(204);
    expect((await chains(sim.url, { 'x-glacier-api-key': 'k' })).status).toBe(503);
    expect(sim.stats.requests).toBeGreaterThan(0);

    expect((await post('/__sim/reset', {})).status).toBe(204);

    expect(sim.stats.requests).toBe(0);
    expect(sim.received).toEqual([]);
    expect(sim.clock.now()).toBe(SIM_NOW);
    expect(sim.rateLimit.current()).toBeNull();
    expect(sim.access.requiredApiKey).toBeNull();
    const answer = await chains(sim.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-limit')).toBeNull();
    expect(sim.stats.requests).toBe(1);
  });

  it('puts back the limit and key the simulator was started with, not none', async () => {
    const sim = await startSimulator({ port: 0, seed: 1, rateLimit: '2/min', requireApiKey: 'started-with' });
    try {
      sim.rateLimit.set(null);
      sim.access.requiredApiKey = null;
      sim.reset();
      expect(sim.rateLimit.current()).toEqual({ limit: 2, windowSeconds: 60 });
      expect((await chains(sim.url)).status).toBe(401);
      const allowed = await chains(sim.url, { 'x-glacier-api-key': 'started-with' });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('ratelimit-limit')).toBe('2');
    } finally {
      await sim.close();
    }
  });
});
