import { AppErrorException, appError } from '@shared/errors';
import type { Profile } from '@shared/models/profile';
import {
  type ProfileImportResult,
  ProfilesFile,
  type SharedProfile,
  sharedProfileOf,
} from '@shared/models/profile-file';

const MAX_ID_LENGTH = 40;
const MAX_NAME_LENGTH = 60;

const refused = (message: string) => new AppErrorException(appError('validation', message, { field: 'content' }));

/** The file's profiles, or a validation error that says what is wrong with it (nothing is changed). */
export function readProfilesFile(content: string): SharedProfile[] {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (e) {
    throw refused(`The file is not JSON (${e instanceof Error ? e.message.slice(0, 120) : 'unreadable'})`);
  }
  const parsed = ProfilesFile.safeParse(json);
  if (parsed.success) return parsed.data.profiles;
  const issues = parsed.error.issues;
  const first = issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  // zod's own words for an absent field ("expected string, received undefined") say less than "is missing".
  const what =
    first?.code === 'invalid_type' && first.message.endsWith('received undefined') ? 'is missing' : first?.message;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  throw refused(`Not a Snowscope profiles file: ${where}${what ?? 'invalid'}${more}`);
}

const sameSettings = (a: SharedProfile, b: SharedProfile) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** `base-2`, `base-3`… within the id length limit. */
function freeId(base: string, taken: Set<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = `${base.slice(0, MAX_ID_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** `Name (2)`, `Name (3)`… within the name length limit; names compare without case. */
function freeName(base: string, taken: Set<string>): string {
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const name = `${base.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * What importing `incoming` next to `existing` adds. A profile already there with the same id and the same
 * settings is left alone; any other clash of id or name never overwrites: the import gets a free id
 * (`id-2`) or name (`Name (2)`), and the result says so.
 */
export function planProfileImport(
  existing: readonly Profile[],
  incoming: readonly SharedProfile[],
): { add: Profile[]; result: ProfileImportResult } {
  const ids = new Set(existing.map((p) => p.id));
  const names = new Set(existing.map((p) => p.name.toLowerCase()));
  const result: ProfileImportResult = { added: [], unchanged: [] };
  const add: Profile[] = [];
  for (const shared of incoming) {
    const same = existing.find((p) => p.id === shared.id);
    if (same && sameSettings(sharedProfileOf(same), shared)) {
      result.unchanged.push({ id: same.id, name: same.name });
      continue;
    }
    const id = ids.has(shared.id) ? freeId(shared.id, ids) : shared.id;
    const name = names.has(shared.name.toLowerCase()) ? freeName(shared.name, names) : shared.name;
    ids.add(id);
    names.add(name.toLowerCase());
    add.push({ ...shared, id, name, builtin: false });
    result.added.push({ id, name, fileId: shared.id, fileName: shared.name });
  }
  return { add, result };
}
