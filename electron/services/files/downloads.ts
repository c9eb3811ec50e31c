import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Id of a waiting download: random, URL-safe, and checked before it ever becomes a path. */
const DOWNLOAD_ID = /^[A-Za-z0-9_-]{22}$/;
/** Downloads older than this are removed at start-up (the page fetched them long ago, or never will). */
const KEEP_MS = 7 * 24 * 3600 * 1000;

export interface WaitingDownload {
  id: string;
  /** Where the file is (or is being) written. */
  path: string;
  fileName: string;
}

/**
 * Browser mode's stand-in for the save dialog: files are written under `<dataDir>/downloads/<id>/<name>`
 * and the page fetches them from `/downloads/<id>` (token required). On disk, so a download prepared
 * before a restart (a long export) is still there after it.
 */
export class DownloadStore {
  private readonly root: string;

  constructor(dataDir: string, now = Date.now()) {
    this.root = join(dataDir, 'downloads');
    this.removeOlderThan(now - KEEP_MS);
  }

  /** A new slot for a file named `fileName` (a SafeFileName); nothing is written yet. */
  reserve(fileName: string): WaitingDownload {
    const id = randomBytes(16).toString('base64url');
    const dir = join(this.root, id);
    mkdirSync(dir, { recursive: true });
    return { id, path: join(dir, fileName), fileName };
  }

  /** The finished file of a download id, or null (unknown id, malformed id, or not finished yet). */
  find(id: string): WaitingDownload | null {
    if (!DOWNLOAD_ID.test(id)) return null;
    const dir = join(this.root, id);
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => !n.endsWith('.partial'));
    } catch {
      return null;
    }
    const fileName = names[0];
    return fileName ? { id, path: join(dir, fileName), fileName } : null;
  }

  /** The URL path the page downloads `id` from (the transport appends the session token). */
  static pathOf(id: string): string {
    return `/downloads/${id}`;
  }

  private removeOlderThan(cutoff: number) {
    let ids: string[];
    try {
      ids = readdirSync(this.root);
    } catch {
      return;
    }
    for (const id of ids) {
      const dir = join(this.root, id);
      try {
        if (statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Another process removed it first: nothing to do.
      }
    }
  }
}
