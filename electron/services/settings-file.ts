import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, sep } from 'node:path';

/**
 * The settings file on disk: read without ever throwing, moved aside when it cannot be used (so nothing
 * is lost), written atomically (temp file + rename). Error texts name the file system's reason and code,
 * never a full path (paths leak user names and end up in screenshots of error messages).
 */

export type SettingsRead =
  | { kind: 'missing' }
  | { kind: 'text'; text: string }
  /** A folder where the file should be, or a file that cannot be read. */
  | { kind: 'unreadable'; reason: string };

/** `permission denied (EACCES)`: what went wrong, in words, without the path Node puts in its message. */
export function fsReason(e: unknown): string {
  const code = (e as { code?: string }).code;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the disk is read-only',
    ENOSPC: 'the disk is full',
    EISDIR: 'it is a folder, not a file',
    ENOTDIR: 'a file is in the way of the data folder',
    EEXIST: 'a file is in the way of the data folder',
    ENOENT: 'the folder does not exist',
  };
  const reason = (code && words[code]) ?? 'the file system refused it';
  return code ? `${reason} (${code})` : reason;
}

export function readSettingsFile(file: string): SettingsRead {
  try {
    return { kind: 'text', text: readFileSync(file, 'utf8') };
  } catch (e) {
    // No data folder (or a file in its place): there is no settings file to read.
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    return { kind: 'unreadable', reason: fsReason(e) };
  }
}

/** `2025-01-02T03-04-05Z`: a time that sorts, and that every file system accepts in a name. */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * Renames `file` (a file or a folder) to `<file>.bad-<time>` next to it; returns the new name (base name
 * only), or throws with an fsReason message.
 */
export function moveAside(file: string, now: Date): string {
  let target = `${file}.bad-${stamp(now)}`;
  for (let n = 2; existsSync(target); n++) target = `${file}.bad-${stamp(now)}-${n}`;
  try {
    renameSync(file, target);
  } catch (e) {
    throw new Error(fsReason(e));
  }
  return basename(target);
}

/** Writes `text` to `file` atomically; throws with an fsReason message. */
export function writeSettingsFile(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new Error(fsReason(e));
  }
}

/** Null when the folder exists (or can be made) and can be written to; else why not. */
export function dataDirProblem(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return null;
  } catch (e) {
    return fsReason(e);
  }
}

/** A folder for a notice: the home folder shortened to `~` (the user needs to find it; nobody else needs the rest). */
export function homeRelative(path: string): string {
  const home = homedir();
  return home && (path === home || path.startsWith(home + sep)) ? `~${path.slice(home.length)}` : path;
}
