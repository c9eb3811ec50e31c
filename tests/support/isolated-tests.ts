/**
 * Test files that replace globals or modules (vi.mock, vi.stubGlobal, vi.resetModules, fake timers, a patched
 * globalThis.fetch, process.env, the fake Electron): vitest runs each in a fresh process (the `isolated` project of
 * vitest.config.ts), so nothing they change can reach another file. Every other file shares its worker process
 * with the files before it; tests/unit/vitest-isolation.test.ts keeps this list complete.
 */
export const ISOLATED_TEST_FILES = [
  'tests/unit/desktop-main.test.ts',
  'tests/unit/desktop-menus.test.ts',
  'tests/unit/desktop-renderer.test.ts',
  'tests/unit/electron-security.test.ts',
  'tests/unit/renderer-background-cancel.test.ts',
  'tests/unit/renderer-early-request.test.ts',
  'tests/unit/renderer-format-time-zones.test.ts',
  'tests/unit/renderer-metrics-fetch.test.ts',
  'tests/unit/renderer-transport.test.ts',
  'tests/unit/window-state.test.ts',
];

/** What in a test file's source replaces something process-wide. */
export const PROCESS_WIDE_CHANGES: readonly RegExp[] = [
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(/,
  /\bglobalThis\.\w+\s*=[^=]/,
  /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]/,
  /\bdelete process\.env\b/,
  /\bprocess\.chdir\(/,
  /fake-electron/,
];
