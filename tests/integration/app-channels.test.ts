import { sendWithUndici } from '@main/services/http-wire';
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';

/** Profiles and API keys through invoke → router → handler (no network involved). */
describe('app channels', () => {
  const h = harnessForFile();

  it('lists the built-in profiles with the env-selected one active', async () => {
    const list = await h.ok('app.profiles.list', {});
    expect(list.activeId).toBe('local');
    expect(list.profiles.map((p) => p.id)).toEqual(['mainnet', 'fuji', 'local']);
    expect(list.profiles.find((p) => p.id === 'local')?.dataApiUrl).toBe(h.sim.url);
  });

  it('saves, selects and removes a custom profile; validation names the field', async () => {
    const bad = await h.invoke('app.profiles.save', {
      profile: {
        id: 'Bad Id',
        name: '',
        builtin: false,
        network: 'mainnet',
        defaultChainId: '43114',
        dataApiUrl: 'x',
        metricsApiUrl: h.sim.url,
        nodeRpcUrl: h.sim.url,
        apiKeyHeader: 'x-service-api-key',
        timeoutMs: 5000,
        publicNode: false,
      },
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'validation', field: 'profile.id' } });

    const saved = await h.ok('app.profiles.save', {
      profile: {
        id: 'spec-header',
        name: 'Spec header',
        builtin: false,
        network: 'mainnet',
        defaultChainId: '43114',
        dataApiUrl: h.sim.url,
        metricsApiUrl: h.sim.url,
        nodeRpcUrl: h.sim.url,
        apiKeyHeader: 'X-Service-Api-Key',
        timeoutMs: 5000,
        publicNode: false,
      },
    });
    expect(saved.apiKeyHeader).toBe('x-service-api-key');
    expect((await h.ok('app.profiles.select', { profileId: 'spec-header' })).id).toBe('spec-header');
    // The newly active profile serves calls at once.
    expect((await h.invoke('node.info.getNodeVersion', {})).ok).toBe(true);
    const after = await h.ok('app.profiles.remove', { profileId: 'spec-header' });
    expect(after.profiles.some((p) => p.id === 'spec-header')).toBe(false);
    expect(after.activeId).toBe('mainnet');
    await h.ok('app.profiles.select', { profileId: 'local' });
  });

  it('stores an API key without ever returning it, and sends it in the profile header', async () => {
    const unset = { profileId: 'local', isSet: false, storage: null };
    expect(await h.ok('app.apiKey.status', { profileId: 'local' })).toEqual(unset);
    const set = await h.ok('app.apiKey.set', { profileId: 'local', apiKey: 'sk-test-1234567890' });
    expect(set).toEqual({ profileId: 'local', isSet: true, storage: 'keychain' });
    expect(JSON.stringify(set)).not.toContain('sk-test');

    const seen: string[] = [];
    h.interceptWire((url, req) => {
      seen.push(req.headers['x-glacier-api-key'] ?? '(none)');
      return sendWithUndici(url, req);
    });
    try {
      await h.invoke('data.listChains', {});
    } finally {
      h.interceptWire(null);
    }
    expect(seen).toEqual(['sk-test-1234567890']);

    expect(await h.ok('app.apiKey.clear', { profileId: 'local' })).toEqual(unset);
    expect(await h.ok('app.apiKey.status', { profileId: 'local' })).toEqual(unset);
  });

  it('keeps a session-only key: used for calls, reported as session, cleared with the profile key', async () => {
    const secrets = await h.services.keychain.info();
    expect(secrets.available).toBe(true);
    const set = await h.ok('app.apiKey.set', { profileId: 'local', apiKey: 'sk-session-123456', storage: 'session' });
    expect(set).toEqual({ profileId: 'local', isSet: true, storage: 'session' });
    expect(await h.services.keychain.getApiKey('local')).toBe('sk-session-123456');
    expect(await h.ok('app.apiKey.clear', { profileId: 'local' })).toEqual({
      profileId: 'local',
      isSet: false,
      storage: null,
    });
  });

  it('refuses keys for unknown profiles and malformed keys', async () => {
    expect(await h.invoke('app.apiKey.set', { profileId: 'nope', apiKey: 'abcdefgh12' })).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'profileId' },
    });
    expect(await h.invoke('app.apiKey.set', { profileId: 'local', apiKey: 'has space inside' })).toMatchObject({
      ok: false,
      error: { kind: 'validation', field: 'apiKey' },
    });
  });
});
