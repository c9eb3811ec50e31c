import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { OpenFileResult, SaveFileResult } from '@shared/contract/files';
import { AppErrorException, appError } from '@shared/errors';
import { writeFileAtomic } from './atomic-write';
import type { DialogFilter, NativeDialogs } from './dialogs';
import { DownloadStore } from './downloads';

/**
 * Where a file being produced will end up: a path the user chose in the save dialog, or (browser mode)
 * a download slot in the data dir. Jobs that write over time (exports) take a target first and write to
 * `partialPathOf(target.path)` until they finish.
 */
export type SaveTarget =
  | { delivery: 'file'; path: string; fileName: string }
  | { delivery: 'download'; path: string; fileName: string; downloadId: string };

/** What the renderer is told about a finished target (a download path, or the path to show). */
export function finishedResult(target: SaveTarget): SaveFileResult {
  return target.delivery === 'file'
    ? { status: 'saved', fileName: target.fileName, displayPath: target.path }
    : { status: 'download', fileName: target.fileName, downloadPath: DownloadStore.pathOf(target.downloadId) };
}

function fileError(what: string, e: unknown): AppErrorException {
  const code = (e as { code?: string }).code;
  const reason =
    code === 'EACCES' || code === 'EPERM'
      ? 'permission denied'
      : code === 'ENOSPC'
        ? 'the disk is full'
        : code === 'EISDIR'
          ? 'a folder has that name'
          : code === 'ENOENT'
            ? 'the folder does not exist'
            : 'the file system refused it';
  // The reason, never the full path or the raw exception (paths leak user names; the user chose the file).
  return new AppErrorException(appError('internal', `${what}: ${reason}${code ? ` (${code})` : ''}`));
}

/**
 * Saving and opening files, in the main process only. With native dialogs (Electron) the user picks the
 * place; without (browser mode) files become downloads. Every write is atomic (`.partial` + rename).
 */
export class FileService {
  readonly downloads: DownloadStore;

  constructor(
    dataDir: string,
    private readonly dialogs: NativeDialogs | null,
  ) {
    this.downloads = new DownloadStore(dataDir);
  }

  /** Asks where `suggestedName` should go; null when the user cancelled the dialog. */
  async chooseTarget(suggestedName: string, filters?: DialogFilter[]): Promise<SaveTarget | null> {
    if (!this.dialogs) {
      const slot = this.downloads.reserve(suggestedName);
      return { delivery: 'download', path: slot.path, fileName: slot.fileName, downloadId: slot.id };
    }
    const path = await this.dialogs.chooseSavePath({ suggestedName, filters });
    return path ? { delivery: 'file', path, fileName: basename(path) } : null;
  }

  /** Writes `data` to a target chosen now: the whole file at once, atomically. */
  async save(suggestedName: string, data: string | Uint8Array, filters?: DialogFilter[]): Promise<SaveFileResult> {
    const target = await this.chooseTarget(suggestedName, filters);
    if (!target) return { status: 'cancelled' };
    try {
      await writeFileAtomic(target.path, data);
    } catch (e) {
      throw fileError(`Could not save ${target.fileName}`, e);
    }
    return finishedResult(target);
  }

  /** The text of a file the user picks; `unsupported` without native dialogs (the page picks instead). */
  async open(maxBytes: number, filters?: DialogFilter[]): Promise<OpenFileResult> {
    if (!this.dialogs) return { status: 'unsupported' };
    const path = await this.dialogs.chooseOpenPath({ filters });
    if (!path) return { status: 'cancelled' };
    const fileName = basename(path);
    try {
      const size = (await stat(path)).size;
      if (size > maxBytes) {
        throw new AppErrorException(
          appError(
            'validation',
            `${fileName} is ${Math.ceil(size / 1024)} KB; at most ${Math.floor(maxBytes / 1024)} KB can be opened`,
          ),
        );
      }
      return { status: 'opened', fileName, content: await readFile(path, 'utf8') };
    } catch (e) {
      if (e instanceof AppErrorException) throw e;
      throw fileError(`Could not open ${fileName}`, e);
    }
  }
}
