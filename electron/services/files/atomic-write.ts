import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';

/** Where a file is written until it is complete; a `.partial` file is never presented as finished. */
export const partialPathOf = (path: string) => `${path}.partial`;

/**
 * Writes `data` to `<path>.partial`, then renames it over `path`: a crash or a full disk leaves either
 * the old file or none, never a half-written one under the final name.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const partial = partialPathOf(path);
  try {
    await writeFile(partial, data);
    await rename(partial, path);
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
}

/** `writeFileAtomic` for the few writes that must finish before the process may exit (window state on close). */
export function writeFileAtomicSync(path: string, data: string): void {
  const partial = partialPathOf(path);
  try {
    writeFileSync(partial, data);
    renameSync(partial, path);
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  }
}
