import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AppErrorException, appError } from '@shared/errors';
import { Profile } from '@shared/models/profile';
import { z } from 'zod';
import { BUILTIN_PROFILES } from './builtin-profiles';

/** Environment overrides, applied to the profile the app starts with. */
export interface ProfileEnv {
  SNOWSCOPE_PROFILE?: string;
  SNOWSCOPE_DATA_API_URL?: string;
  SNOWSCOPE_METRICS_API_URL?: string;
  SNOWSCOPE_NODE_RPC_URL?: string;
}

const StoredSettings = z.object({
  activeId: z.string().optional(),
  custom: z.array(z.unknown()).default([]),
});

/**
 * Connection profiles: the built-ins plus custom ones, persisted (custom + active id) as JSON in the
 * data dir. Writes are atomic (temp file + rename) so a crash never leaves a half-written file.
 */
export class ProfileStore {
  private readonly builtins: Profile[];
  private custom: Profile[] = [];
  private activeId: string;
  private readonly file: string;

  constructor(dataDir: string, env: ProfileEnv) {
    this.file = join(dataDir, 'profiles.json');
    const stored = this.load();
    this.custom = stored.custom;
    const startId = env.SNOWSCOPE_PROFILE?.trim() || stored.activeId || 'mainnet';
    this.builtins = BUILTIN_PROFILES.map((p) => ({ ...p }));
    if (!this.find(startId)) {
      throw new Error(
        `SNOWSCOPE_PROFILE="${startId}" is not a known profile (known: ${this.list()
          .map((p) => p.id)
          .join(', ')})`,
      );
    }
    this.activeId = startId;
    this.applyEnv(startId, env);
  }

  private applyEnv(id: string, env: ProfileEnv) {
    const overrides = {
      dataApiUrl: env.SNOWSCOPE_DATA_API_URL,
      metricsApiUrl: env.SNOWSCOPE_METRICS_API_URL,
      nodeRpcUrl: env.SNOWSCOPE_NODE_RPC_URL,
    };
    const target = this.find(id) as Profile;
    for (const [key, value] of Object.entries(overrides)) {
      if (!value) continue;
      const parsed = Profile.shape.dataApiUrl.safeParse(value);
      if (!parsed.success) throw new Error(`Environment override for ${key} is not a valid URL: "${value}"`);
      target[key as keyof typeof overrides] = parsed.data;
    }
  }

  private load(): { activeId?: string; custom: Profile[] } {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return { custom: [] };
    }
    try {
      const stored = StoredSettings.parse(JSON.parse(text));
      // A profile that no longer validates is dropped rather than crashing the app.
      const custom = stored.custom.flatMap((p) => {
        const r = Profile.safeParse(p);
        return r.success && !r.data.builtin ? [r.data] : [];
      });
      return { activeId: stored.activeId, custom };
    } catch {
      return { custom: [] };
    }
  }

  private persist() {
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ activeId: this.activeId, custom: this.custom }, null, 2));
    renameSync(tmp, this.file);
  }

  find(id: string): Profile | undefined {
    return this.builtins.find((p) => p.id === id) ?? this.custom.find((p) => p.id === id);
  }

  list(): Profile[] {
    return [...this.builtins, ...this.custom];
  }

  active(): Profile {
    return this.find(this.activeId) as Profile;
  }

  get activeProfileId(): string {
    return this.activeId;
  }

  /** The profile with this id; a validation error naming `profileId` when there is none. */
  get(id: string): Profile {
    const profile = this.find(id);
    if (!profile) throw new AppErrorException(appError('validation', `No profile "${id}"`, { field: 'profileId' }));
    return profile;
  }

  select(id: string): Profile {
    const profile = this.get(id);
    this.activeId = id;
    this.persist();
    return profile;
  }

  save(profile: Profile): Profile {
    if (this.builtins.some((p) => p.id === profile.id)) {
      throw new AppErrorException(
        appError('validation', `"${profile.id}" is a built-in profile id; choose another`, { field: 'profile.id' }),
      );
    }
    const saved = { ...profile, builtin: false };
    this.custom = [...this.custom.filter((p) => p.id !== profile.id), saved];
    this.persist();
    return saved;
  }

  remove(id: string): void {
    if (this.builtins.some((p) => p.id === id)) {
      throw new AppErrorException(
        appError('validation', 'Built-in profiles cannot be removed', { field: 'profileId' }),
      );
    }
    if (!this.custom.some((p) => p.id === id)) {
      throw new AppErrorException(appError('validation', `No profile "${id}"`, { field: 'profileId' }));
    }
    this.custom = this.custom.filter((p) => p.id !== id);
    if (this.activeId === id) this.activeId = 'mainnet';
    this.persist();
  }
}
