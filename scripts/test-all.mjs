#!/usr/bin/env node
// `npm test`: every check — build, then type-check, lint, Electron security scan and unit/integration/conformance
// (vitest) side by side, then e2e (Playwright in Chromium against browser mode + simulator). The checks that
// run beside vitest print their output when they end (vitest's streams as it goes). Stops after the first
// phase with a failing stage and ends with one "N passed, N failed" line counting the tests of both runners.
import { spawn, spawnSync } from 'node:child_process';
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

/** Phases run one after another; the stages of a phase run side by side. */
const phases = [
  [{ name: 'build (main, preload, renderer)', argv: ['npx', 'electron-vite', 'build', '--logLevel', 'warn'] }],
  [
    {
      name: 'unit + integration + conformance (vitest)',
      live: true,
      argv: withKeyring([
        'npx',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/vitest.json`,
      ]),
    },
    { name: 'type-check', argv: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint + format', argv: ['npx', 'biome', 'ci', '.'] },
    { name: 'Electron security scan (electronegativity)', argv: ['node', 'scripts/electron-security-scan.mjs'] },
  ],
  [{ name: 'e2e (Playwright, Chromium)', live: true, argv: withKeyring(['npx', 'playwright', 'test']) }],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a stage; a live one shares this terminal, the others' output is printed in one piece when they end. */
function run(stage) {
  const started = Date.now();
  if (stage.live) console.log(`\n=== ${stage.name} ===`);
  return new Promise((resolve) => {
    const child = spawn(stage.argv[0], stage.argv.slice(1), {
      stdio: stage.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (ok) => {
      if (!stage.live) {
        console.log(`\n=== ${stage.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${stage.name}: ${ok ? 'ok' : 'FAILED'} (${seconds(started)})`);
      resolve(ok);
    };
    child.on('error', (e) => {
      output.push(Buffer.from(`${e.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

const failedStages = [];
for (const phase of phases) {
  if (phase === phases.at(-1) && env.SNOWSCOPE_SHOTS !== '1') {
    console.log('\ne2e screenshots: off (npm run shots takes them into artifacts/screenshots)');
  }
  const results = await Promise.all(phase.map(run));
  phase.forEach((stage, i) => {
    if (!results[i]) failedStages.push(stage.name);
  });
  if (failedStages.length > 0) break;
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
const failedStage = failedStages.length > 0;
if (failedStage) console.log(`\nstage failed: ${failedStages.join(', ')}`);
console.log(`\n${passed} passed, ${failed + (failedStage && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStage ? 1 : 0);
