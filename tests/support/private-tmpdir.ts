import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup: the run's temporary files (data dirs, renderer folders, exports, keys files the tests
 * make with `mkdtemp(tmpdir())`, in workers and in the processes they start) go into one folder of this run,
 * removed when the run ends — repeated runs left thousands of folders behind in the system's temp dir.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'snowscope-vitest-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
