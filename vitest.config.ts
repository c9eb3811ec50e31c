import { defineConfig } from 'vitest/config';
import { pathAliases } from './aliases.config.ts';
import { ISOLATED_TEST_FILES } from './tests/support/isolated-tests.ts';

const allTests = ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/conformance/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    environment: 'node',
    globalSetup: ['tests/support/private-tmpdir.ts'],
    // Two workers keep both cores busy.
    maxWorkers: 2,
    // Generous: a loaded 2-core CI machine is several times slower than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        // The files that replace globals or modules, each in a fresh process.
        test: { name: 'isolated', include: ISOLATED_TEST_FILES, isolate: true },
      },
      {
        extends: true,
        // Every other file runs in a worker that keeps its loaded modules between files: importing the app,
        // the simulator and the SDK schemas again for every file was most of the run's time. The simulator of
        // a seed is started once per worker and reset for each file (tests/support/shared-simulator.ts).
        test: { name: 'shared', include: allTests, exclude: ISOLATED_TEST_FILES, isolate: false },
      },
    ],
  },
});
