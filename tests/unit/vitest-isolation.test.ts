import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES, PROCESS_WIDE_CHANGES } from '../support/isolated-tests';

/** Every vitest file (`tests/{unit,integration,conformance}/**\/*.test.ts`), as a path from the repo root. */
function testFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) out.push(path);
    }
  };
  for (const dir of ['tests/unit', 'tests/integration', 'tests/conformance']) walk(dir);
  return out.sort();
}

/**
 * Most test files share a worker process with the files before them (vitest.config.ts): one that replaced a
 * global or a module there would change what the next file runs against, in whatever order the run happens to
 * put them. Such files must run isolated.
 */
describe('vitest isolation', () => {
  // This file names the changes as samples, in strings, and changes nothing.
  const files = testFiles().filter((f) => f !== 'tests/unit/vitest-isolation.test.ts');

  it('finds the test files, and each listed isolated file exists', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(ISOLATED_TEST_FILES.filter((f) => !existsSync(f))).toEqual([]);
  });

  it('runs every file that replaces something process-wide in a process of its own', () => {
    const changing = files.filter((f) => PROCESS_WIDE_CHANGES.some((p) => p.test(readFileSync(f, 'utf8'))));
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((f) => !ISOLATED_TEST_FILES.includes(f))).toEqual([]);
  });

  it('knows each kind of change it looks for', () => {
    const samples = [
      "vi.mock('electron', () => ({}));",
      "vi.stubGlobal('fetch', f);",
      'vi.useFakeTimers();',
      'vi.resetModules();',
      'globalThis.fetch = async () => new Response();',
      "process.env.SNOWSCOPE_PROFILE = 'x';",
      "process.env['HOME'] = '/tmp';",
      'delete process.env.HOME;',
      "import { fakeElectron } from '../support/fake-electron';",
    ];
    for (const sample of samples)
      expect(
        PROCESS_WIDE_CHANGES.some((p) => p.test(sample)),
        sample,
      ).toBe(true);
    for (const harmless of ['if (globalThis.fetch === f) {}', 'const home = process.env.HOME;']) {
      expect(
        PROCESS_WIDE_CHANGES.some((p) => p.test(harmless)),
        harmless,
      ).toBe(false);
    }
  });
});
