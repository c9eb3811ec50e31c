import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LabelImportResult } from '@shared/contract/labels';
import { AppErrorException, appError } from '@shared/errors';
import { AddressLabel, type LabelList, LabelsFile, MAX_LABELS } from '@shared/models/labels';
import { zodIssueToAppError } from '@shared/schema';
import { z } from 'zod';

const StoredLabels = z.object({ labels: z.array(z.unknown()).catch([]) });

/**
 * The user's address labels and watchlist, one JSON file in the data dir (`labels.json`). Loaded once;
 * every change is written atomically (temp file + rename), so a crash leaves the old file or the new
 * one. An entry that no longer validates is dropped on load rather than breaking the app.
 */
export class LabelStore {
  private readonly file: string;
  private readonly byAddress = new Map<string, AddressLabel>();

  constructor(
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.file = join(dataDir, 'labels.json');
    for (const entry of this.load()) {
      const parsed = AddressLabel.safeParse(entry);
      if (parsed.success) this.byAddress.set(parsed.data.address, parsed.data);
    }
  }

  private load(): unknown[] {
    try {
      return StoredLabels.parse(JSON.parse(readFileSync(this.file, 'utf8'))).labels;
    } catch {
      return [];
    }
  }

  private persist() {
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ labels: [...this.byAddress.values()] }, null, 2));
    renameSync(tmp, this.file);
  }

  list(): LabelList {
    const labels = [...this.byAddress.values()].sort((a, b) => a.label.localeCompare(b.label));
    return { labels };
  }

  private refuseWhenFull(address: string) {
    if (this.byAddress.size >= MAX_LABELS && !this.byAddress.has(address)) {
      throw new AppErrorException(
        appError('validation', `At most ${MAX_LABELS} labels can be kept; remove some first`, { field: 'label' }),
      );
    }
  }

  set(label: Omit<AddressLabel, 'updatedAt'>): LabelList {
    this.refuseWhenFull(label.address);
    this.byAddress.set(label.address, { ...label, updatedAt: this.now().toISOString() });
    this.persist();
    return this.list();
  }

  remove(address: string): LabelList {
    if (!this.byAddress.delete(address)) {
      throw new AppErrorException(appError('validation', 'This address has no label', { field: 'address' }));
    }
    this.persist();
    return this.list();
  }

  /**
   * Merges an exported file: valid entries are added or replace the stored label of their address,
   * invalid ones are reported by position and skipped. A file that is not a labels file at all is
   * refused with nothing changed.
   */
  import(content: string): LabelImportResult {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (e) {
      const detail = e instanceof Error ? e.message.slice(0, 120) : 'not JSON';
      throw new AppErrorException(appError('validation', `The file is not JSON (${detail})`, { field: 'content' }));
    }
    const file = LabelsFile.safeParse(Array.isArray(json) ? { labels: json } : json);
    if (!file.success) {
      const error = zodIssueToAppError(file.error, 'validation');
      throw new AppErrorException({
        ...error,
        message: `Not a labels file: ${error.message} (expected {"labels": [{"address", "label", "chainId"}…]})`,
        field: 'content',
      });
    }
    let added = 0;
    let updated = 0;
    const rejected: LabelImportResult['rejected'] = [];
    const stamp = this.now().toISOString();
    file.data.labels.forEach((entry, index) => {
      const parsed = AddressLabel.safeParse(entry);
      if (!parsed.success) {
        rejected.push({ index, reason: zodIssueToAppError(parsed.error, 'validation').message });
        return;
      }
      const exists = this.byAddress.has(parsed.data.address);
      if (!exists && this.byAddress.size >= MAX_LABELS) {
        rejected.push({ index, reason: `the store is full (${MAX_LABELS} labels)` });
        return;
      }
      this.byAddress.set(parsed.data.address, { ...parsed.data, updatedAt: parsed.data.updatedAt ?? stamp });
      if (exists) updated++;
      else added++;
    });
    if (added + updated > 0) this.persist();
    return { ...this.list(), added, updated, rejected };
  }
}
