import { AppErrorException, appError } from '@shared/errors';

/** The subset of @napi-rs/keyring's Entry we use (injectable for tests of callers). */
export interface SecretBackend {
  get(account: string): string | null;
  set(account: string, secret: string): void;
  delete(account: string): void;
}

const SERVICE = 'snowscope';
/** Stored values carry a scheme tag so the storage format can migrate later. */
const SCHEME = 'v1:plain:';

export async function osKeychainBackend(): Promise<SecretBackend> {
  const { Entry } = await import('@napi-rs/keyring');
  return {
    get: (account) => new Entry(SERVICE, account).getPassword() ?? null,
    set: (account, secret) => new Entry(SERVICE, account).setPassword(secret),
    delete: (account) => {
      new Entry(SERVICE, account).deletePassword();
    },
  };
}

/**
 * API keys per profile, in the OS keychain. Keys never leave the main process: the renderer only
 * learns whether one is set. Values are cached in memory after the first read.
 */
export class Keychain {
  private readonly cache = new Map<string, string | null>();

  constructor(private readonly backend: () => Promise<SecretBackend>) {}

  private account(profileId: string) {
    return `api-key:${profileId}`;
  }

  private async run<T>(what: string, fn: (b: SecretBackend) => T): Promise<T> {
    try {
      return fn(await this.backend());
    } catch (e) {
      throw new AppErrorException(
        appError('keychain', `The OS keychain refused to ${what}: ${(e as Error).message.slice(0, 200)}`),
      );
    }
  }

  async getApiKey(profileId: string): Promise<string | null> {
    if (this.cache.has(profileId)) return this.cache.get(profileId) ?? null;
    const stored = await this.run('read the API key', (b) => b.get(this.account(profileId)));
    const key = stored?.startsWith(SCHEME) ? stored.slice(SCHEME.length) : stored;
    this.cache.set(profileId, key ?? null);
    return key ?? null;
  }

  async setApiKey(profileId: string, key: string): Promise<void> {
    await this.run('store the API key', (b) => b.set(this.account(profileId), `${SCHEME}${key}`));
    this.cache.set(profileId, key);
  }

  async clearApiKey(profileId: string): Promise<void> {
    const existing = await this.getApiKey(profileId);
    if (existing !== null) await this.run('delete the API key', (b) => b.delete(this.account(profileId)));
    this.cache.set(profileId, null);
  }
}
