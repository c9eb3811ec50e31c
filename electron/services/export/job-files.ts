import { rename, rm, truncate } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { partialPathOf } from '@main/services/files/atomic-write';
import { DownloadStore } from '@main/services/files/downloads';
import type { JobRecord } from './job-record';
import { plural } from './job-run';

/** `transactions.csv` + `2026-10-01` → `transactions-from-2026-10-01.csv`. */
export function continuedFileName(fileName: string, nextDate: string): string {
  const ext = extname(fileName);
  const stem = fileName.slice(0, fileName.length - ext.length).replace(/-from-\d{4}-\d{2}-\d{2}$/, '');
  return `${stem.slice(0, 150)}-from-${nextDate}${ext || '.csv'}`;
}

/** `…/transactions.csv` → `…/transactions.partial.csv`: a kept partial file says what it is. */
const keptPathOf = (path: string) => {
  const ext = extname(path);
  return join(dirname(path), `${basename(path, ext)}.partial${ext}`);
};

/** A cancelled job's partial file: deleted, or kept as `<name>.partial.<ext>` (noted in the record). */
export async function dropPartial(record: JobRecord, keep: boolean) {
  const partialPath = partialPathOf(record.target.path);
  const rows = record.local?.rows ?? 0;
  if (!keep) {
    await rm(partialPath, { force: true });
    record.message = 'Cancelled; the partial file was deleted.';
    return;
  }
  const kept = keptPathOf(record.target.path);
  try {
    // Rows past the checkpoint (a page written as the cancel arrived) are not counted, so not kept.
    if (record.local) await truncate(partialPath, record.local.bytes);
    await rename(partialPath, kept);
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') throw e;
    record.message = 'Cancelled before anything was written.';
    return;
  }
  const fileName = basename(kept);
  record.partial = {
    fileName,
    rows,
    location:
      record.target.delivery === 'file'
        ? { status: 'saved', fileName, displayPath: kept }
        : { status: 'download', fileName, downloadPath: DownloadStore.pathOf(record.target.downloadId) },
  };
  record.message = `Cancelled; the partial file was kept as ${fileName}${record.local ? ` (${plural(rows, 'row')})` : ''}.`;
}
