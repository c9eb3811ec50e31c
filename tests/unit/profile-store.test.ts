import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProfileStore } from '@main/services/profile-store';
import type { Profile } from '@shared/models/profile';
import { describe, expect, it } from 'vitest';

const dir = () => mkdtempSync(join(tmpdir(), 'snowscope-profiles-'));
const NOW = new Date('2025-03-04T05:06:07.890Z');
const BACKUP = 'profiles.json.bad-2025-03-04T05-06-07Z';
const at = (d: string, options: { env?: Record<string, string> } = {}) =>
  new ProfileStore(d, options.env ?? {}, { now: () => NOW });

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

const settingsFile = (d: string) => join(d, 'profiles.json');
const saved = (d: string) => JSON.parse(readFileSync(settingsFile(d), 'utf8'));

describe('ProfileStore', () => {
  it('has the built-in Mainnet, Fuji and Local simulator profiles, SDK header by default', () => {
    const store = at(dir());
    expect(store.list().map((p) => p.id)).toEqual(['mainnet', 'fuji', 'local']);
    expect(store.active().id).toBe('mainnet');
    expect(store.list().find((p) => p.id === 'mainnet')?.apiKeyHeader).toBe('x-glacier-api-key');
    expect(store.list().find((p) => p.id === 'fuji')?.nodeRpcUrl).toBe('https://api.avax-test.network');
    expect(store.startupNotices).toEqual([]);
  });

  it('starts with SNOWSCOPE_PROFILE alone without making another profile', () => {
    const store = at(dir(), { env: { SNOWSCOPE_PROFILE: 'fuji' } });
    expect(store.active().id).toBe('fuji');
    expect(store.list()).toHaveLength(3);
  });

  it('persists custom profiles and the active one atomically, and reloads them', () => {
    const d = dir();
    const store = at(d);
    store.save(custom);
    store.select('my-node');
    const again = at(d);
    expect(again.active()).toMatchObject({ id: 'my-node', nodeRpcUrl: 'http://10.0.0.5:9650' });
    expect(saved(d).activeId).toBe('my-node');
    expect(readdirSync(d).filter((n) => n.includes('.tmp'))).toEqual([]);
  });

  it('protects built-ins and falls back to mainnet when the active custom profile is removed', () => {
    const store = at(dir());
    expect(() => store.save({ ...custom, id: 'mainnet' })).toThrow(/built-in/);
    expect(() => store.remove('fuji')).toThrow(/cannot be removed/);
    store.save(custom);
    store.select('my-node');
    store.remove('my-node');
    expect(store.active().id).toBe('mainnet');
  });

  it('refuses an unknown SNOWSCOPE_PROFILE with the known ids', () => {
    expect(() => at(dir(), { env: { SNOWSCOPE_PROFILE: 'nope' } })).toThrow(/"nope" is not a known profile.*mainnet/);
  });
});

describe('environment overrides (regression: the stored mainnet key went to the override URL)', () => {
  const override = { SNOWSCOPE_DATA_API_URL: 'http://some-host.example:8080/' };

  it('make a distinct, read-only profile named after the one they override; the original is untouched', () => {
    const store = at(dir(), { env: override });
    const active = store.active();
    expect(active.id).toMatch(/^env-[0-9a-f]{12}$/);
    expect(active).toMatchObject({
      name: 'Avalanche Mainnet (overridden by environment)',
      builtin: true,
      dataApiUrl: 'http://some-host.example:8080',
      metricsApiUrl: 'https://metrics.avax.network',
      environment: { baseProfileId: 'mainnet', variables: ['SNOWSCOPE_DATA_API_URL'] },
    });
    expect(store.get('mainnet').dataApiUrl).toBe('https://glacier-api.avax.network');
    expect(store.list().map((p) => p.id)).toEqual(['mainnet', 'fuji', 'local', active.id]);
  });

  it('apply to SNOWSCOPE_PROFILE when it is set, every URL at once', () => {
    const store = at(dir(), {
      env: {
        SNOWSCOPE_PROFILE: 'fuji',
        SNOWSCOPE_DATA_API_URL: 'http://127.0.0.1:1111/',
        SNOWSCOPE_METRICS_API_URL: 'http://127.0.0.1:2222',
        SNOWSCOPE_NODE_RPC_URL: 'http://127.0.0.1:3333',
      },
    });
    expect(store.active()).toMatchObject({
      name: 'Avalanche Fuji (testnet) (overridden by environment)',
      network: 'fuji',
      dataApiUrl: 'http://127.0.0.1:1111',
      metricsApiUrl: 'http://127.0.0.1:2222',
      nodeRpcUrl: 'http://127.0.0.1:3333',
      environment: { baseProfileId: 'fuji' },
    });
  });

  it('keep their id across restarts with the same URLs (a key set for one stays with it) and change it otherwise', () => {
    const a = at(dir(), { env: override }).active().id;
    expect(at(dir(), { env: override }).active().id).toBe(a);
    expect(at(dir(), { env: { SNOWSCOPE_DATA_API_URL: 'http://other.example' } }).active().id).not.toBe(a);
    expect(at(dir(), { env: { ...override, SNOWSCOPE_PROFILE: 'fuji' } }).active().id).not.toBe(a);
  });

  it('are never saved as the active profile, cannot be saved over or removed', () => {
    const d = dir();
    const store = at(d, { env: override });
    const envId = store.active().id;
    store.save(custom);
    expect(saved(d).activeId).toBeUndefined();
    store.select('fuji');
    store.select(envId);
    expect(saved(d).activeId).toBe('fuji');
    expect(() => store.save({ ...custom, id: envId })).toThrow(/built-in/);
    expect(() => store.remove(envId)).toThrow(/cannot be removed/);
    // Without the variables the profile is gone, and the app starts where the user last was.
    expect(at(d).active().id).toBe('fuji');
  });

  it('refuse URLs that are not usable base URLs, naming the variable', () => {
    for (const bad of ['ftp://x', 'https://user:pass@host.example', 'https://host.example/#x', 'not a url']) {
      expect(() => at(dir(), { env: { SNOWSCOPE_DATA_API_URL: bad } })).toThrow(/SNOWSCOPE_DATA_API_URL/);
    }
  });
});

describe('settings recovery (regression: a bad profiles.json stopped the app or was silently overwritten)', () => {
  const noticeOf = (store: ProfileStore) => {
    expect(store.startupNotices).toHaveLength(1);
    return store.startupNotices[0] as { id: string; message: string; location?: string };
  };

  it('random bytes: the file is moved aside, the app starts on the built-ins and says where the old file is', () => {
    const d = dir();
    const garbage = randomBytes(300);
    writeFileSync(settingsFile(d), garbage);
    const store = at(d);
    expect(store.active().id).toBe('mainnet');
    const notice = noticeOf(store);
    expect(notice.message).toContain(BACKUP);
    expect(notice.location).toBeDefined();
    expect(readFileSync(join(d, BACKUP))).toEqual(garbage);
    // The first change writes a new file; the moved-aside one is kept as it was.
    store.save(custom);
    expect(saved(d).custom).toHaveLength(1);
    expect(readFileSync(join(d, BACKUP))).toEqual(garbage);
  });

  it('half-written JSON: moved aside in the same way', () => {
    const d = dir();
    writeFileSync(settingsFile(d), '{ "activeId": "my-no');
    const store = at(d);
    expect(noticeOf(store).message).toMatch(/not valid JSON.*profiles\.json\.bad-/);
    expect(existsSync(settingsFile(d))).toBe(false);
  });

  it('an unknown active id: starts on mainnet, keeps the custom profiles, says so', () => {
    const d = dir();
    const original = JSON.stringify({ activeId: 'gone', custom: [custom] });
    writeFileSync(settingsFile(d), original);
    const store = at(d);
    expect(store.active().id).toBe('mainnet');
    expect(store.find('my-node')).toBeDefined();
    const notice = noticeOf(store);
    expect(notice.message).toContain('"gone" does not exist');
    expect(notice.message).toContain(BACKUP);
    expect(readFileSync(join(d, BACKUP), 'utf8')).toBe(original);
    expect(saved(d)).toEqual({ custom: [custom] });
  });

  it('an active custom profile with an invalid field: dropped with its reason, the valid ones kept', () => {
    const d = dir();
    const broken = { ...custom, id: 'broken', timeoutMs: 500 };
    const good = { ...custom, id: 'good' };
    writeFileSync(settingsFile(d), JSON.stringify({ activeId: 'broken', custom: [broken, good] }));
    const store = at(d);
    expect(store.active().id).toBe('mainnet');
    expect(store.list().map((p) => p.id)).toEqual(['mainnet', 'fuji', 'local', 'good']);
    const notice = noticeOf(store);
    expect(notice.message).toContain('custom profile "broken": timeoutMs');
    expect(notice.message).toContain('"broken" does not exist');
    expect(saved(d).custom.map((p: Profile) => p.id)).toEqual(['good']);
    expect(JSON.parse(readFileSync(join(d, BACKUP), 'utf8')).custom).toHaveLength(2);
  });

  it('a folder in place of the file: moved aside, and settings can be saved again', () => {
    const d = dir();
    mkdirSync(settingsFile(d));
    writeFileSync(join(settingsFile(d), 'inside.txt'), 'kept');
    const store = at(d);
    expect(noticeOf(store).message).toMatch(/could not be read: it is a folder.*profiles\.json\.bad-/);
    expect(statSync(join(d, BACKUP)).isDirectory()).toBe(true);
    store.save(custom);
    expect(saved(d).custom).toHaveLength(1);
  });

  it('a data folder that cannot be written: starts, says so without the path, keeps changes for the session', () => {
    const parent = dir();
    const notADir = join(parent, 'data');
    writeFileSync(notADir, 'a file where the data folder should be');
    const store = at(notADir);
    const notice = noticeOf(store);
    expect(notice.id).toBe('data-dir');
    expect(notice.message).toContain('cannot be written');
    expect(notice.message).not.toContain(parent);
    store.save(custom);
    store.select('my-node');
    expect(store.active().id).toBe('my-node');
    expect(readFileSync(notADir, 'utf8')).toBe('a file where the data folder should be');
  });

  it('a write that fails later: the change is refused with the reason, never a path, and nothing changes', () => {
    const d = dir();
    const store = at(d);
    // The settings file turns into a non-empty folder: the atomic rename over it must fail.
    mkdirSync(settingsFile(d));
    writeFileSync(join(settingsFile(d), 'x'), 'x');
    let error: unknown;
    try {
      store.save(custom);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      error: { kind: 'internal', message: expect.stringMatching(/^Settings could not be saved: /) },
    });
    expect((error as { error: { message: string } }).error.message).not.toContain(d);
    expect(store.find('my-node')).toBeUndefined();
  });
});
