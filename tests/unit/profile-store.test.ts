import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProfileStore } from '@main/services/profile-store';
import type { Profile } from '@shared/models/profile';
import { describe, expect, it } from 'vitest';

const dir = () => mkdtempSync(join(tmpdir(), 'snowscope-profiles-'));

const custom: Profile = {
  id: 'my-node',
  name: 'My node',
  builtin: false,
  network: 'fuji',
  defaultChainId: '43113',
  dataApiUrl: 'http://127.0.0.1:9000',
  metricsApiUrl: 'http://127.0.0.1:9000',
  nodeRpcUrl: 'http://10.0.0.5:9650',
  apiKeyHeader: 'x-service-api-key',
  timeoutMs: 5000,
  publicNode: false,
};

describe('ProfileStore', () => {
  it('has the built-in Mainnet, Fuji and Local simulator profiles, SDK header by default', () => {
    const store = new ProfileStore(dir(), {});
    const ids = store.list().map((p) => p.id);
    expect(ids).toEqual(['mainnet', 'fuji', 'local']);
    expect(store.active().id).toBe('mainnet');
    expect(store.list().find((p) => p.id === 'mainnet')?.apiKeyHeader).toBe('x-glacier-api-key');
    expect(store.list().find((p) => p.id === 'fuji')?.nodeRpcUrl).toBe('https://api.avax-test.network');
  });

  it('starts with SNOWSCOPE_PROFILE and applies every base-URL override to it', () => {
    const store = new ProfileStore(dir(), {
      SNOWSCOPE_PROFILE: 'fuji',
      SNOWSCOPE_DATA_API_URL: 'http://127.0.0.1:1111/',
      SNOWSCOPE_METRICS_API_URL: 'http://127.0.0.1:2222',
      SNOWSCOPE_NODE_RPC_URL: 'http://127.0.0.1:3333',
    });
    expect(store.active()).toMatchObject({
      id: 'fuji',
      dataApiUrl: 'http://127.0.0.1:1111',
      metricsApiUrl: 'http://127.0.0.1:2222',
      nodeRpcUrl: 'http://127.0.0.1:3333',
    });
  });

  it('refuses an unknown start profile or a malformed override with a clear message', () => {
    expect(() => new ProfileStore(dir(), { SNOWSCOPE_PROFILE: 'nope' })).toThrow(/not a known profile/);
    expect(() => new ProfileStore(dir(), { SNOWSCOPE_DATA_API_URL: 'ftp://x' })).toThrow(/dataApiUrl/);
  });

  it('persists custom profiles and the active one atomically, and reloads them', () => {
    const d = dir();
    const store = new ProfileStore(d, {});
    store.save(custom);
    store.select('my-node');
    const again = new ProfileStore(d, {});
    expect(again.active()).toMatchObject({ id: 'my-node', nodeRpcUrl: 'http://10.0.0.5:9650' });
    expect(JSON.parse(readFileSync(join(d, 'profiles.json'), 'utf8')).activeId).toBe('my-node');
  });

  it('protects built-ins and falls back to mainnet when the active custom profile is removed', () => {
    const store = new ProfileStore(dir(), {});
    expect(() => store.save({ ...custom, id: 'mainnet' })).toThrow(/built-in/);
    expect(() => store.remove('fuji')).toThrow(/cannot be removed/);
    store.save(custom);
    store.select('my-node');
    store.remove('my-node');
    expect(store.active().id).toBe('mainnet');
  });

  it('survives a corrupt settings file', () => {
    const d = dir();
    writeFileSync(join(d, 'profiles.json'), '{ half written');
    expect(new ProfileStore(d, {}).active().id).toBe('mainnet');
  });
});
