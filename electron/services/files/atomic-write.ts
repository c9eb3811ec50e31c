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
