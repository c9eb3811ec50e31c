import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * E2E in Debian's Chromium (Playwright cannot download browsers here) against browser mode + the
 * simulator, both started in-process by the fixtures in tests/e2e/fixtures.ts.
 *
 * The browser is Debian's chromium-headless-shell when installed (`.ci/run` installs it): the same Chromium
 * build without the desktop browser around it, which runs these tests on about half the CPU of
 * `/usr/bin/chromium`, the fallback. `CHROMIUM_PATH` picks another binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'electron/**/*.spec.ts'],
  outputDir: 'test-results/playwright',
  // A limit against hangs, not a speed check: three workers on two cores stretch the longest tests.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // One more worker than cores: a test spends part of its time waiting (for the page, a poll, a timer), which
  // another worker's test fills (e2e 349 s → 300 s on a quiet 2-core machine; four gave little more).
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1360, height: 860 },
    // Recording a trace of every test cost a quarter of the e2e's CPU: on request only
    // (`SNOWSCOPE_E2E_TRACE=1 npx playwright test <spec>` keeps the trace of each failing test).
    trace: process.env.SNOWSCOPE_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The app honours reduced motion (no skeleton shimmer, no pulsing live dot): nothing repaints for nothing.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        // V8 without its helper threads (compiling and collecting garbage on the page's own thread): three
        // renderers, the browser and the test workers already share two cores, so the helpers run beside nothing
        // and only add hand-offs. Their pool took a fifth of the machine's CPU in a profile, two fifths of that in
        // the kernel (each block of memory they give back flushes every core's TLB, dear in this VM). The e2e
        // takes 13 % less CPU with the flag (README, Set-up). Only this test browser runs so, not the app.
        '--js-flags=--single-threaded',
        // Without these Chromium keeps calling out to Google services, which this network refuses.
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
