import { AppErrorException, appError } from '@shared/errors';
import type { ApiKeyStatus, KeychainInfo, KeyStorage } from '@shared/models/profile';

/** The subset of @napi-rs/keyring's Entry we use (injectable for tests of callers). */
export interface SecretBackend {
  /** What holds the secrets, in words the settings show ("macOS Keychain", "Secret Service"…). */
  store?: string;
  get(account: string): string | null;
  set(account: string, secret: string): void;
  delete(account: string): void;
}

const SERVICE = 'snowscope';
/** Stored values carry a scheme tag so the storage format can migrate later. */
const SCHEME = 'v1:plain:';
const PROBE_ACCOUNT = 'probe';

/** The OS credential store @napi-rs/keyring uses on this platform. */
function storeName(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'macOS Keychain';
  if (platform === 'win32') return 'Windows Credential Manager';
  return 'Secret Service (GNOME Keyring, KWallet…)';
}

type KeyringEntry = InstanceType<typeof import('@napi-rs/keyring').Entry>;

/**
 * One keyring entry per account for the whole process. On Linux each Entry holds its own D-Bus connection
 * until it is garbage-collected, which a long-lived main process rarely does for such small objects: an entry
 * per call leaked one connection per keychain read, and after about a thousand the session bus refused new
 * ones and the Secret Service stopped answering (measured: /proc/self/fd grew by one per read).
 */
const entries = new Map<string, KeyringEntry>();

/**
 * The OS keychain. On Linux the Secret Service is required: without it @napi-rs/keyring would fall back
 * to the kernel keyring, which forgets everything at reboot. One read proves the store answers; when it
 * does not, this throws and the app reports "no keychain" (and offers session-only keys) instead.
 */
export async function osKeychainBackend(): Promise<SecretBackend> {
  const { Entry } = await import('@napi-rs/keyring');
  const options = process.platform === 'linux' ? { linux: { store: 'secret-service' as const } } : undefined;
  /** The account's entry; one that failed is dropped, so the next call connects afresh (the store may have restarted). */
  const use = <T>(account: string, fn: (entry: KeyringEntry) => T): T => {
    let entry = entries.get(account);
    if (!entry) {
      entry = new Entry(SERVICE, account, options);
      entries.set(account, entry);
    }
    try {
      return fn(entry);
    } catch (e) {
      entries.delete(account);
      throw e;
    }
  };
  use(PROBE_ACCOUNT, (entry) => entry.getPassword());
  return {
    store: storeName(process.platform),
    get: (account) => use(account, (entry) => entry.getPassword() ?? null),
    set: (account, secret) => use(account, (entry) => entry.setPassword(secret)),
    delete: (account) => {
      use(account, (entry) => entry.deletePassword());
    },
  };
}

type Opened = { ok: true; backend: SecretBackend } | { ok: false; reason: string };

const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]?.slice(0, 200) ?? '';

/**
 * API keys per profile: in the OS keychain, or (by the user's choice, or when there is no keychain) in
 * this process's memory for the session only. Keys never leave the main process and are never written
 * to a file: the renderer only learns whether one is set and where.
 */
export class Keychain {
  private opened: Opened | null = null;
  /** Keychain values read so far (null: none stored). */
  private readonly cache = new Map<string, string | null>();
  /** Session-only keys: memory only, gone when the app quits. */
  private readonly session = new Map<string, string>();

  constructor(private readonly openBackend: () => Promise<SecretBackend>) {}

  private account(profileId: string) {
    return `api-key:${profileId}`;
  }

  /** The keychain, opened once; a keychain that was missing is looked for again (it may have started since). */
  private async open(): Promise<Opened> {
    if (this.opened?.ok) return this.opened;
    try {
      this.opened = { ok: true, backend: await this.openBackend() };
    } catch (e) {
      this.opened = { ok: false, reason: firstLine(e) };
    }
    return this.opened;
  }

  private async run<T>(what: string, fn: (b: SecretBackend) => T): Promise<T> {
    const opened = await this.open();
    if (!opened.ok) {
      throw new AppErrorException(
        appError(
          'keychain',
          `No OS keychain is available to ${what} (${opened.reason}). Keep the key for this session only instead.`,
        ),
      );
    }
    try {
      return fn(opened.backend);
    } catch (e) {
      throw new AppErrorException(appError('keychain', `The OS keychain refused to ${what}: ${firstLine(e)}`));
    }
  }

  async info(): Promise<KeychainInfo> {
    const opened = await this.open();
    return opened.ok
      ? { available: true, store: opened.backend.store ?? 'OS keychain' }
      : { available: false, reason: opened.reason };
  }

  /** The key stored in the keychain, or null (also when there is no keychain at all). */
  private async keychainKey(profileId: string): Promise<string | null> {
    if (this.cache.has(profileId)) return this.cache.get(profileId) ?? null;
    if (!(await this.open()).ok) return null;
    const stored = await this.run('read the API key', (b) => b.get(this.account(profileId)));
    const key = stored?.startsWith(SCHEME) ? stored.slice(SCHEME.length) : stored;
    this.cache.set(profileId, key ?? null);
    return key ?? null;
  }

  /** The key to send for a profile: this session's, else the keychain's, else null. */
  async getApiKey(profileId: string): Promise<string | null> {
    return this.session.get(profileId) ?? (await this.keychainKey(profileId));
  }

  async status(profileId: string): Promise<ApiKeyStatus> {
    if (this.session.has(profileId)) return { profileId, isSet: true, storage: 'session' };
    const stored = await this.keychainKey(profileId);
    return { profileId, isSet: stored !== null, storage: stored === null ? null : 'keychain' };
  }

  async setApiKey(profileId: string, key: string, storage: KeyStorage = 'keychain'): Promise<ApiKeyStatus> {
    if (storage === 'session') {
      this.session.set(profileId, key);
    } else {
      await this.run('store the API key', (b) => b.set(this.account(profileId), `${SCHEME}${key}`));
      this.cache.set(profileId, key);
      this.session.delete(profileId);
    }
    return this.status(profileId);
  }

  async clearApiKey(profileId: string): Promise<ApiKeyStatus> {
    this.session.delete(profileId);
    if (await this.keychainKey(profileId)) {
      await this.run('delete the API key', (b) => b.delete(this.account(profileId)));
    }
    this.cache.set(profileId, null);
    return this.status(profileId);
  }
}
