import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { Keychain, osKeychainBackend, type SecretBackend } from '@main/services/keychain';
import { describe, expect, it } from 'vitest';

const noKeyring = process.env.SNOWSCOPE_NO_KEYRING;
if (noKeyring) console.warn(`[keychain] real OS keychain tests skipped: ${noKeyring}`);

/** A backend that records every write, to prove what reached the store and what did not. */
function recordingBackend() {
  const stored = new Map<string, string>();
  const writes: string[] = [];
  const backend: SecretBackend = {
    store: 'test store',
    get: (a) => stored.get(a) ?? null,
    set: (a, s) => {
      writes.push(a);
      stored.set(a, s);
    },
    delete: (a) => void stored.delete(a),
  };
  return { backend, stored, writes };
}

/** Against the real OS keychain (gnome-keyring in a private D-Bus session under `npm test`). */
describe.skipIf(Boolean(noKeyring))('Keychain (real OS keychain)', () => {
  it('names the Secret Service as the store on Linux', async () => {
    const info = await new Keychain(osKeychainBackend).info();
    expect(info).toEqual({ available: true, store: expect.stringContaining('Secret Service') });
  });

  it('stores, reads back, and clears an API key per profile', async () => {
    const profile = `test-${randomBytes(4).toString('hex')}`;
    const key = `key-${randomBytes(12).toString('hex')}`;
    const first = new Keychain(osKeychainBackend);
    expect(await first.getApiKey(profile)).toBeNull();
    expect(await first.setApiKey(profile, key)).toEqual({ profileId: profile, isSet: true, storage: 'keychain' });
    // A fresh instance has no cache: the value must come from the keychain itself.
    const second = new Keychain(osKeychainBackend);
    expect(await second.getApiKey(profile)).toBe(key);
    expect(await second.status(profile)).toEqual({ profileId: profile, isSet: true, storage: 'keychain' });
    await second.clearApiKey(profile);
    expect(await new Keychain(osKeychainBackend).getApiKey(profile)).toBeNull();
  });

  it('holds a bounded number of connections to the store however many reads it serves (regression)', async (context) => {
    if (process.platform !== 'linux') {
      console.warn('[keychain] connection count skipped: open descriptors are counted in /proc (Linux only)');
      context.skip();
    }
    // Each read used to make a new keyring entry, each with a D-Bus connection of its own until garbage
    // collection: after about a thousand, the session bus refused new ones and the keychain stopped answering.
    const openDescriptors = () => readdirSync('/proc/self/fd').length;
    const profile = `test-${randomBytes(4).toString('hex')}`;
    await new Keychain(osKeychainBackend).status(profile);
    const before = openDescriptors();
    for (let i = 0; i < 150; i++) {
      // A fresh Keychain (no cache of its own) and a fresh backend per read, as each test's services make.
      expect(await new Keychain(osKeychainBackend).getApiKey(profile)).toBeNull();
    }
    // Before the fix: 300 more (two reads each). Some slack for sockets other work of this process opens meanwhile.
    expect(openDescriptors() - before).toBeLessThan(40);
  });

  it('stores the value with a scheme tag so the format can migrate', async () => {
    const profile = `test-${randomBytes(4).toString('hex')}`;
    await new Keychain(osKeychainBackend).setApiKey(profile, 'abcdefgh123');
    const backend = await osKeychainBackend();
    expect(backend.get(`api-key:${profile}`)).toBe('v1:plain:abcdefgh123');
    backend.delete(`api-key:${profile}`);
  });

  it('reports "no keychain" outside D-Bus instead of storing the key elsewhere (regression)', () => {
    // A child process with no reachable session bus: no Secret Service. Before the fix @napi-rs/keyring fell
    // back to the kernel keyring (lost at reboot) and the status said isSet: true.
    const script = `
      import { Entry } from '@napi-rs/keyring';
      import { Keychain, osKeychainBackend } from '@main/services/keychain';
      const kernelKeyring = () => {
        try {
          return new Entry('snowscope', 'api-key:no-dbus-probe', { linux: { store: 'keyutils' } }).getPassword();
        } catch (e) {
          return null;
        }
      };
      (async () => {
        const keychain = new Keychain(osKeychainBackend);
        const info = await keychain.info();
        const refused = await keychain.setApiKey('no-dbus-probe', 'abcdefgh1234').then(() => null, (e) => e.error);
        const status = await keychain.status('no-dbus-probe');
        const session = await keychain.setApiKey('no-dbus-probe', 'abcdefgh1234', 'session');
        const sent = await keychain.getApiKey('no-dbus-probe');
        console.log(JSON.stringify({ info, refused, status, session, sent, inKernelKeyring: kernelKeyring() }));
      })();
    `;
    const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/snowscope-no-bus' };
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--eval', script], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
    expect(out.info.available).toBe(false);
    expect(out.info.reason).not.toBe('');
    expect(out.refused).toMatchObject({ kind: 'keychain' });
    expect(out.refused.message).toContain('session only');
    expect(out.status).toEqual({ profileId: 'no-dbus-probe', isSet: false, storage: null });
    expect(out.session).toEqual({ profileId: 'no-dbus-probe', isSet: true, storage: 'session' });
    expect(out.sent).toBe('abcdefgh1234');
    // Neither the refused keychain write nor the session key reached the kernel keyring.
    expect(out.inKernelKeyring).toBeNull();
  });
});

describe('Keychain without a usable store', () => {
  const missing = () =>
    new Keychain(async () => {
      throw new Error('The name org.freedesktop.secrets was not provided');
    });

  it('says there is no keychain, and why', async () => {
    expect(await missing().info()).toEqual({
      available: false,
      reason: 'The name org.freedesktop.secrets was not provided',
    });
  });

  it('refuses to store a key in it with a typed keychain error, and sends none', async () => {
    const keychain = missing();
    await expect(keychain.setApiKey('x', 'abcdefgh12')).rejects.toMatchObject({ error: { kind: 'keychain' } });
    expect(await keychain.getApiKey('x')).toBeNull();
    expect(await keychain.status('x')).toEqual({ profileId: 'x', isSet: false, storage: null });
  });

  it('reports a store that opens but refuses a read as a keychain error', async () => {
    const keychain = new Keychain(async () => ({
      get: () => {
        throw new Error('collection is locked');
      },
      set: () => {},
      delete: () => {},
    }));
    await expect(keychain.getApiKey('x')).rejects.toMatchObject({ error: { kind: 'keychain' } });
  });
});

describe('session-only keys', () => {
  it('live in memory only: never written to the store, preferred over a stored key, cleared with it', async () => {
    const { backend, stored, writes } = recordingBackend();
    const keychain = new Keychain(async () => backend);
    await keychain.setApiKey('p', 'stored-key-123');
    expect(writes).toEqual(['api-key:p']);
    await keychain.setApiKey('p', 'session-key-456', 'session');
    expect(writes).toEqual(['api-key:p']);
    expect([...stored.values()].join()).not.toContain('session-key-456');
    expect(await keychain.getApiKey('p')).toBe('session-key-456');
    expect(await keychain.status('p')).toEqual({ profileId: 'p', isSet: true, storage: 'session' });
    await keychain.clearApiKey('p');
    expect(await keychain.getApiKey('p')).toBeNull();
    expect(stored.size).toBe(0);
  });
});
