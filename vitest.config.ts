import { defineConfig } from 'vitest/config';
import { pathAliases } from './aliases.config.ts';

const allTests = ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/conformance/**/*.test.ts'];

/**
 * Files that replace globals or modules (vi.mock, vi.stubGlobal, fake timers, a patched globalThis.fetch,
 * the fake Electron): each runs in a fresh process, so nothing they change can reach another file.
 */
const isolatedTests = [
  'tests/unit/desktop-main.test.ts',
  'tests/unit/desktop-menus.test.ts',
  'tests/unit/desktop-renderer.test.ts',
  'tests/unit/electron-security.test.ts',
  'tests/unit/renderer-metrics-fetch.test.ts',
  'tests/unit/renderer-transport.test.ts',
  'tests/unit/window-state.test.ts',
  'tests/integration/app-channels.test.ts',
  'tests/integration/env-override-key.test.ts',
  'tests/integration/untrusted-text.test.ts',
];

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    environment: 'node',
    // Two workers keep both cores busy.
    maxWorkers: 2,
    // Generous: a loaded 2-core CI machine is several times slower than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'isolated', include: isolatedTests, isolate: true },
      },
      {
        extends: true,
        // Every other file runs in a worker that keeps its loaded modules between files: importing the app,
        // the simulator and the SDK schemas again for every file was most of the run's time. The simulator of
        // a seed is started once per worker and reset for each file (tests/support/shared-simulator.ts).
        test: { name: 'shared', include: allTests, exclude: isolatedTests, isolate: false },
      },
    ],
  },
});
