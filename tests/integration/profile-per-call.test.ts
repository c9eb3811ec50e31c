import type { Profile } from '@shared/models/profile';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/**
 * Every remote call names the profile it answers from (the one whose id is in the renderer's cache key),
 * so a profile switch in flight, or another browser-mode tab on another profile, can never file one
 * profile's answer under another's key.
 */
const h = harnessForFile();

/** The same simulator's Fuji node: info.getNetworkID answers 5 there and 1 at the root. */
const fujiProfile = (simUrl: string): Profile => ({
  id: 'sim-fuji',
  name: 'Simulator Fuji',
  builtin: false,
  network: 'fuji',
  defaultChainId: '43113',
  dataApiUrl: simUrl,
  metricsApiUrl: simUrl,
  nodeRpcUrl: `${simUrl}/fuji`,
  apiKeyHeader: 'x-glacier-api-key',
  timeoutMs: 60_000,
  publicNode: false,
});

describe('the profile of a call', () => {
  it('a remote channel that names no profile is refused before anything is sent', async () => {
    const before = h.sim.stats.requests;
    const r = await h.services.dispatch('node.info.getNetworkID', {});
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', field: 'profileId' } });
    expect(h.sim.stats.requests).toBe(before);
  });

  it('an unknown profile id is refused with the id named', async () => {
    const r = await h.services.dispatch('node.info.getNetworkID', {}, { profileId: 'no-such-profile' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', field: 'profileId' } });
    expect(r.ok ? '' : r.error.message).toContain('no-such-profile');
  });

  it('answers from the named profile, not from the active one', async () => {
    h.services.profiles.save(fujiProfile(h.sim.url));
    h.services.profiles.select('sim-fuji');
    try {
      const local = await h.services.dispatch('node.info.getNetworkID', {}, { profileId: 'local' });
      const fuji = await h.services.dispatch('node.info.getNetworkID', {}, { profileId: 'sim-fuji' });
      expect(local).toEqual({ ok: true, data: { networkID: '1' } });
      expect(fuji).toEqual({ ok: true, data: { networkID: '5' } });
    } finally {
      h.services.profiles.select('local');
    }
  });

  it('a profile switch while a call is in flight does not change where that call is answered from', async () => {
    h.services.profiles.save(fujiProfile(h.sim.url));
    await h.fault('latency:400', 1, '/ext/info');
    const inFlight = h.services.dispatch('node.info.getNetworkID', {}, { profileId: 'local' });
    h.services.profiles.select('sim-fuji');
    try {
      expect(await inFlight).toEqual({ ok: true, data: { networkID: '1' } });
      // The next call of the same (local) view still goes to the local profile's node.
      expect(await h.services.dispatch('node.info.getNetworkID', {}, { profileId: 'local' })).toEqual({
        ok: true,
        data: { networkID: '1' },
      });
    } finally {
      h.services.profiles.select('local');
    }
  });

  it('an edited profile is answered from its new addresses on the very next call', async () => {
    // The router keeps one handler context per profile; a saved edit must not reuse the old one.
    const profile = fujiProfile(h.sim.url);
    h.services.profiles.save(profile);
    expect(await h.services.dispatch('node.info.getNetworkID', {}, { profileId: 'sim-fuji' })).toEqual({
      ok: true,
      data: { networkID: '5' },
    });
    h.services.profiles.save({ ...profile, nodeRpcUrl: h.sim.url });
    expect(await h.services.dispatch('node.info.getNetworkID', {}, { profileId: 'sim-fuji' })).toEqual({
      ok: true,
      data: { networkID: '1' },
    });
  });

  it('app channels need no profile', async () => {
    const r = await h.services.dispatch('app.profiles.list', {});
    expect(r).toMatchObject({ ok: true, data: { activeId: 'local' } });
  });
});
