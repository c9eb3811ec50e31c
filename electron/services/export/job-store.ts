import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '@main/services/files/atomic-write';
import { JobRecord } from './job-record';

const FILE = /^([A-Za-z0-9_-]{16,32})\.json$/;

/** Job records, one JSON file each under `<dataDir>/exports/`, each write atomic (`.partial` + rename). */
export class JobStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'exports');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Every readable record; a file that no longer parses is skipped rather than breaking the list. */
  loadAll(): JobRecord[] {
    const records: JobRecord[] = [];
    for (const name of readdirSync(this.dir)) {
      if (!FILE.test(name)) continue;
      try {
        const parsed = JobRecord.safeParse(JSON.parse(readFileSync(join(this.dir, name), 'utf8')));
        if (parsed.success) records.push(parsed.data);
      } catch {
        // Unreadable: left on disk for inspection, not listed.
      }
    }
    return records;
  }

  save(record: JobRecord): Promise<void> {
    return writeFileAtomic(join(this.dir, `${record.id}.json`), JSON.stringify(record));
  }

  remove(id: string): Promise<void> {
    return rm(join(this.dir, `${id}.json`), { force: true });
  }
}
