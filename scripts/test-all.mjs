#!/usr/bin/env node
// `npm test`: every check in order — type-check, lint, build, Electron security scan, unit/integration/conformance (vitest),
// e2e (Playwright in Chromium against browser mode + simulator). Stops at the first failing stage and
// ends with one "N passed, N failed" line counting the tests of both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = 'test-results';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
/** The keychain tests need a Secret Service: run them in a private D-Bus session with gnome-keyring. */
const keyring = has('dbus-run-session') && has('gnome-keyring-daemon');
const env = { ...process.env };
if (!keyring) {
  env.SNOWSCOPE_NO_KEYRING =
    'dbus-run-session or gnome-keyring-daemon is not installed (apt: dbus-x11 gnome-keyring libsecret-tools)';
  console.warn(`warning: keychain tests will be skipped: ${env.SNOWSCOPE_NO_KEYRING}`);
}
const withKeyring = (argv) => (keyring ? ['dbus-run-session', '--', 'scripts/with-keyring.sh', ...argv] : argv);

const stages = [
  { name: 'type-check', argv: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint + format', argv: ['npx', 'biome', 'ci', '.'] },
  { name: 'build (main, preload, renderer)', argv: ['npx', 'electron-vite', 'build', '--logLevel', 'warn'] },
  { name: 'Electron security scan (electronegativity)', argv: ['node', 'scripts/electron-security-scan.mjs'] },
  {
    name: 'unit + integration + conformance (vitest)',
    argv: withKeyring([
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ]),
  },
  { name: 'e2e (Playwright, Chromium)', argv: withKeyring(['npx', 'playwright', 'test']) },
];

let failedStage = null;
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const r = spawnSync(stage.argv[0], stage.argv.slice(1), { stdio: 'inherit', env });
  console.log(
    `=== ${stage.name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (r.status !== 0) {
    failedStage = stage.name;
    break;
  }
}

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const v = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  const pw = join(reports, 'playwright.json');
  if (existsSync(pw)) {
    const s = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

const { passed, failed, skipped } = counts();
if (failedStage) console.log(`\nstage failed: ${failedStage}`);
console.log(`\n${passed} passed, ${failed + (failedStage && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStage ? 1 : 0);
