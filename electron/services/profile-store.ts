import { join } from 'node:path';
import type { StartupNotice } from '@shared/contract/notices';
import { AppErrorException, appError } from '@shared/errors';
import { Profile } from '@shared/models/profile';
import { z } from 'zod';
import { BUILTIN_PROFILES } from './builtin-profiles';
import { environmentProfile, type ProfileEnv } from './env-profile';
import { dataDirProblem, homeRelative, moveAside, readSettingsFile, writeSettingsFile } from './settings-file';

export type { ProfileEnv } from './env-profile';

export const SETTINGS_FILE = 'profiles.json';

const StoredSettings = z.object({
  activeId: z.string().optional(),
  custom: z.array(z.unknown()).default([]),
});

export interface ProfileStoreOptions {
  /** The built-in profiles (tests point "Local simulator" at their own simulator). */
  builtins?: readonly Profile[];
  now?: () => Date;
}

/** A custom profile's id for a message: its own when it has a usable one, else its position. */
function storedIdOf(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length > 0 ? `"${id.slice(0, 40)}"` : `#${index + 1}`;
}

/**
 * Connection profiles: the built-ins, the one environment overrides make (if any), and custom ones,
 * persisted (custom + active id) as JSON in the data dir.
 *
 * A settings file that cannot be used never stops the app nor is silently overwritten: it is moved aside
 * as `profiles.json.bad-<time>`, what was valid in it is kept, and a start-up notice says what happened
 * and where the old file is. When even that is impossible (data folder not writable), changes last for
 * the session and the file is left alone.
 */
export class ProfileStore {
  private readonly builtins: Profile[];
  private readonly fromEnvironment: Profile | null;
  private custom: Profile[] = [];
  private activeId: string;
  /** The active id as saved: never the environment profile's, which exists only while its variables are set. */
  private savedActiveId: string | undefined;
  /** Why changes are kept in memory only (the file must not or cannot be written), or null. */
  private sessionOnly: string | null = null;
  private readonly file: string;
  private readonly notices: StartupNotice[] = [];

  constructor(
    private readonly dataDir: string,
    env: ProfileEnv,
    options: ProfileStoreOptions = {},
  ) {
    this.file = join(dataDir, SETTINGS_FILE);
    this.builtins = (options.builtins ?? BUILTIN_PROFILES).map((p) => ({ ...p }));
    this.load(options.now?.() ?? new Date());

    // An explicit SNOWSCOPE_PROFILE is the user's command: a wrong one is an error, not a silent fallback.
    const requested = env.SNOWSCOPE_PROFILE?.trim();
    if (requested && !this.find(requested)) {
      throw new Error(
        `SNOWSCOPE_PROFILE="${requested}" is not a known profile (known: ${this.list()
          .map((p) => p.id)
          .join(', ')})`,
      );
    }
    const startId = requested || this.savedActiveId || this.defaultId;
    this.fromEnvironment = environmentProfile(this.find(startId) as Profile, env);
    this.activeId = this.fromEnvironment?.id ?? startId;
  }

  private get defaultId(): string {
    return (this.builtins[0] as Profile).id;
  }

  /** What the app had to do with the settings at start-up, for the renderer's notices. */
  get startupNotices(): readonly StartupNotice[] {
    return this.notices;
  }

  private notice(id: string, title: string, message: string, withLocation: boolean) {
    this.notices.push({
      id,
      level: 'warning',
      title,
      message,
      ...(withLocation ? { location: homeRelative(this.dataDir) } : {}),
    });
  }

  private load(now: Date) {
    const dirProblem = dataDirProblem(this.dataDir);
    if (dirProblem) {
      this.sessionOnly = dirProblem;
      this.notice(
        'data-dir',
        'Settings cannot be saved',
        `The data folder cannot be written to: ${dirProblem}. Profile changes last until Snowscope quits.`,
        true,
      );
    }
    const read = readSettingsFile(this.file);
    if (read.kind === 'missing') return;
    if (read.kind === 'unreadable') return this.setAside(`could not be read: ${read.reason}`, now);
    let json: unknown;
    try {
      json = JSON.parse(read.text);
    } catch {
      return this.setAside('is not valid JSON', now);
    }
    const stored = StoredSettings.safeParse(json);
    if (!stored.success) return this.setAside('does not have the expected shape', now);

    const problems: string[] = [];
    stored.data.custom.forEach((raw, index) => {
      const parsed = Profile.safeParse(raw);
      const id = storedIdOf(raw, index);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push(`custom profile ${id}: ${issue?.path.join('.') || 'value'} ${issue?.message ?? 'is invalid'}`);
      } else if (parsed.data.builtin || parsed.data.environment || this.find(parsed.data.id)) {
        problems.push(`custom profile ${id}: the id is taken by another profile`);
      } else {
        this.custom.push(parsed.data);
      }
    });
    const active = stored.data.activeId;
    if (active !== undefined && !this.find(active)) {
      const fallback = this.find(this.defaultId)?.name ?? this.defaultId;
      problems.push(`the saved active profile "${active.slice(0, 40)}" does not exist, so ${fallback} is active`);
    } else {
      this.savedActiveId = active;
    }
    if (problems.length > 0) this.repair(problems, now);
  }

  /** The whole file is unusable: keep it under another name and start from the built-ins. */
  private setAside(reason: string, now: Date) {
    try {
      const kept = moveAside(this.file, now);
      this.notice(
        'settings-file',
        'Settings file could not be used',
        `${SETTINGS_FILE} ${reason}. Snowscope started with the built-in profiles; the old file is kept as ${kept}.`,
        true,
      );
    } catch (e) {
      this.sessionOnly = (e as Error).message;
      this.notice(
        'settings-file',
        'Settings file could not be used',
        `${SETTINGS_FILE} ${reason}, and it could not be moved aside (${this.sessionOnly}). Snowscope started with the built-in profiles and leaves the file untouched: changes last until Snowscope quits.`,
        true,
      );
    }
  }

  /** Parts of the file are unusable: keep the original under another name, save what was valid. */
  private repair(problems: string[], now: Date) {
    const what = `Some saved settings could not be used and were left out: ${problems.join('; ')}.`;
    if (this.sessionOnly) {
      this.notice('settings-file', 'Some settings could not be used', `${what} The file is left untouched.`, true);
      return;
    }
    try {
      const kept = moveAside(this.file, now);
      this.write(this.custom, this.savedActiveId);
      this.notice(
        'settings-file',
        'Some settings could not be used',
        `${what} The original file is kept as ${kept}.`,
        true,
      );
    } catch (e) {
      this.sessionOnly = (e as Error).message;
      this.notice(
        'settings-file',
        'Some settings could not be used',
        `${what} The file could not be repaired (${this.sessionOnly}): changes last until Snowscope quits.`,
        true,
      );
    }
  }

  private write(custom: Profile[], activeId: string | undefined) {
    writeSettingsFile(this.file, JSON.stringify({ activeId, custom }, null, 2));
  }

  /** Saves the next state, then adopts it; a failed write changes nothing and says why (no paths). */
  private commit(next: { custom?: Profile[]; activeId?: string }) {
    const custom = next.custom ?? this.custom;
    const activeId = next.activeId ?? this.activeId;
    const savedActiveId = activeId === this.fromEnvironment?.id ? this.savedActiveId : activeId;
    if (!this.sessionOnly) {
      try {
        this.write(custom, savedActiveId);
      } catch (e) {
        throw new AppErrorException(appError('internal', `Settings could not be saved: ${(e as Error).message}`));
      }
    }
    this.custom = custom;
    this.activeId = activeId;
    this.savedActiveId = savedActiveId;
  }

  find(id: string): Profile | undefined {
    return (
      this.builtins.find((p) => p.id === id) ??
      (this.fromEnvironment?.id === id ? this.fromEnvironment : undefined) ??
      this.custom.find((p) => p.id === id)
    );
  }

  list(): Profile[] {
    return [...this.builtins, ...(this.fromEnvironment ? [this.fromEnvironment] : []), ...this.custom];
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
    this.commit({ activeId: id });
    return profile;
  }

  save(profile: Profile): Profile {
    const taken = this.find(profile.id);
    if (taken && !this.custom.includes(taken)) {
      throw new AppErrorException(
        appError('validation', `"${profile.id}" is the id of a built-in profile; choose another`, {
          field: 'profile.id',
        }),
      );
    }
    const saved: Profile = { ...profile, builtin: false };
    this.commit({ custom: [...this.custom.filter((p) => p.id !== profile.id), saved] });
    return saved;
  }

  /** Adds several custom profiles in one write (an import): all of them, or none when saving fails. */
  addAll(profiles: readonly Profile[]): void {
    const clash = profiles.find((p) => this.find(p.id));
    if (clash) {
      throw new AppErrorException(appError('validation', `"${clash.id}" is already a profile`, { field: 'content' }));
    }
    this.commit({ custom: [...this.custom, ...profiles.map((p) => ({ ...p, builtin: false }))] });
  }

  remove(id: string): void {
    if (this.builtins.some((p) => p.id === id) || this.fromEnvironment?.id === id) {
      throw new AppErrorException(
        appError('validation', 'Built-in and environment profiles cannot be removed', { field: 'profileId' }),
      );
    }
    if (!this.custom.some((p) => p.id === id)) {
      throw new AppErrorException(appError('validation', `No profile "${id}"`, { field: 'profileId' }));
    }
    this.commit({
      custom: this.custom.filter((p) => p.id !== id),
      activeId: this.activeId === id ? this.defaultId : this.activeId,
    });
  }
}
