import { defineConfig } from 'vitest/config';
import { pathAliases } from './aliases.config.ts';

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own simulator dataset; two workers keep both cores busy.
    maxWorkers: 2,
    // Generous: a loaded 2-core CI machine is several times slower than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
