import { z } from 'zod';
import { Profile } from './profile';

/** What an exported profiles file says it is (a team shares a node setup with it). */
export const PROFILES_FILE_FORMAT = 'snowscope.profiles';
export const MAX_PROFILES_IN_FILE = 100;
/** A hundred profiles fit in a few dozen KB; anything much larger is not a profiles file. */
export const MAX_PROFILES_FILE_BYTES = 512 * 1024;

/**
 * A profile as shared: its endpoints and settings only. Never a key (profiles hold none), never the
 * built-in or environment marks, and never the plain-http key opt-in: whoever imports decides that.
 * Strict, so a file carrying anything else (an `apiKey`…) is refused by name rather than half-read.
 */
export const SharedProfile = Profile.omit({ builtin: true, environment: true, allowKeyOverHttp: true });
export type SharedProfile = z.output<typeof SharedProfile>;

export const ProfilesFile = z.strictObject({
  format: z.literal(PROFILES_FILE_FORMAT, { error: `must be "${PROFILES_FILE_FORMAT}"` }),
  version: z.literal(1, { error: 'must be 1 (a newer Snowscope wrote this file)' }),
  profiles: z
    .array(SharedProfile, { error: 'must be a list of profiles' })
    .min(1, { error: 'holds no profile' })
    .max(MAX_PROFILES_IN_FILE, { error: `holds more than ${MAX_PROFILES_IN_FILE} profiles` }),
});

/** The shareable part of a profile. */
export function sharedProfileOf(profile: Profile): SharedProfile {
  const { builtin: _builtin, environment: _environment, allowKeyOverHttp: _optIn, ...shared } = profile;
  return shared;
}

/** The JSON text of an export, in the given order. */
export function profilesFileText(profiles: readonly Profile[]): string {
  return `${JSON.stringify({ format: PROFILES_FILE_FORMAT, version: 1, profiles: profiles.map(sharedProfileOf) }, null, 2)}\n`;
}

/** One imported profile: the id and name it got, and what the file called it when that was taken. */
export const ImportedProfile = z.object({
  id: z.string(),
  name: z.string(),
  fileId: z.string(),
  fileName: z.string(),
});

export const ProfileImportResult = z.object({
  /** Profiles added (renamed where the file's id or name was taken by a different profile). */
  added: z.array(ImportedProfile),
  /** Profiles of the file that already exist with exactly these settings: nothing to do. */
  unchanged: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProfileImportResult = z.output<typeof ProfileImportResult>;
