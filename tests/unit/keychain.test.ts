import { randomBytes } from 'node:crypto';
import { Keychain, osKeychainBackend } from '@main/services/keychain';
import { describe, expect, it } from 'vitest';

const noKeyring = process.env.SNOWSCOPE_NO_KEYRING;
if (noKeyring) console.warn(`[keychain] real OS keychain tests skipped: ${noKeyring}`);

/** Against the real OS keychain (gnome-keyring in a private D-Bus session under `npm test`). */
describe.skipIf(Boolean(noKeyring))('Keychain (real OS keychain)', () => {
  it('stores, reads back, and clears an API key per profile', async () => {
    const profile = `test-${randomBytes(4).toString('hex')}`;
    const key = `key-${randomBytes(12).toString('hex')}`;
    const first = new Keychain(osKeychainBackend);
    expect(await first.getApiKey(profile)).toBeNull();
    await first.setApiKey(profile, key);
    // A fresh instance has no cache: the value must come from the keychain itself.
    const second = new Keychain(osKeychainBackend);
    expect(await second.getApiKey(profile)).toBe(key);
    await second.clearApiKey(profile);
    expect(await new Keychain(osKeychainBackend).getApiKey(profile)).toBeNull();
  });

  it('stores the value with a scheme tag so the format can migrate', async () => {
    const profile = `test-${randomBytes(4).toString('hex')}`;
    await new Keychain(osKeychainBackend).setApiKey(profile, 'abcdefgh123');
    const backend = await osKeychainBackend();
    expect(backend.get(`api-key:${profile}`)).toBe('v1:plain:abcdefgh123');
    backend.delete(`api-key:${profile}`);
  });
});

describe('Keychain failures', () => {
  it('reports a keychain that refuses as a typed keychain error', async () => {
    const broken = new Keychain(async () => {
      throw new Error('The name org.freedesktop.secrets was not provided');
    });
    await expect(broken.getApiKey('x')).rejects.toMatchObject({ error: { kind: 'keychain' } });
  });
});
