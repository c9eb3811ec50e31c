#!/usr/bin/env node
// `npm run shots [-- <playwright args>]`: the e2e with its screenshots on (SNOWSCOPE_SHOTS=1, see
// tests/e2e/shots.ts), written to artifacts/screenshots for people to look at. Builds the renderer first.
// `npm run shots -- tests/e2e/tx.spec.ts` takes only that spec's.
import { spawnSync } from 'node:child_process';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const run = (argv, env = process.env) => {
  const { status, error } = spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', env });
  if (error) console.error(error.message);
  return status ?? 1;
};

const built = run(['npm', 'run', '--silent', 'build:renderer']);
if (built !== 0) process.exit(built);

/** The keychain tests need a Secret Service: run them in a private D-Bus session with gnome-keyring. */
const keyring = has('dbus-run-session') && has('gnome-keyring-daemon');
const env = { ...process.env, SNOWSCOPE_SHOTS: '1' };
if (!keyring) env.SNOWSCOPE_NO_KEYRING = 'dbus-run-session or gnome-keyring-daemon is not installed';
const playwright = ['npx', 'playwright', 'test', ...process.argv.slice(2)];
const argv = keyring ? ['dbus-run-session', '--', 'scripts/with-keyring.sh', ...playwright] : playwright;
process.exit(run(argv, env));
