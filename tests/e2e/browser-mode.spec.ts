import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { expect, test } from './fixtures';

const LAUNCH_LINE = /^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]+$/;

/** Collects stdout until the launch URL line is printed (or the process dies / time runs out). */
function waitForLaunchUrl(child: ChildProcessByStdio<null, Readable, Readable>): Promise<{ lines: string[] }> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no launch URL within 20 s; stderr: ${err}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      // Only complete lines count: the URL may arrive in pieces.
      const lines = out
        .split('\n')
        .slice(0, -1)
        .filter((l) => l.trim().length > 0);
      if (lines.some((l) => l.startsWith('http'))) {
        clearTimeout(timer);
        resolve({ lines });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with ${code} before printing its URL; stderr: ${err}`));
    });
  });
}

test('`electron/web/cli.ts` prints one launch URL, serves the app, and refuses calls without token or from another origin', async ({
  page,
  sim,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'snowscope-cli-'));
  const child = spawn('npx', ['tsx', 'electron/web/cli.ts', '--port', '0', '--data-dir', dataDir], {
    env: {
      ...process.env,
      SNOWSCOPE_PROFILE: 'local',
      SNOWSCOPE_DATA_API_URL: sim.url,
      SNOWSCOPE_METRICS_API_URL: sim.url,
      SNOWSCOPE_NODE_RPC_URL: sim.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    const { lines } = await waitForLaunchUrl(child);
    expect(lines).toHaveLength(1);
    const launchUrl = lines[0] as string;
    expect(launchUrl).toMatch(LAUNCH_LINE);
    const origin = new URL(launchUrl).origin;

    await page.goto(launchUrl);
    await expect(page).toHaveTitle(/Snowscope/);
    // The URL overrides make their own profile: "Local simulator" itself (and its key) is left as it was.
    await expect(page.getByTestId('active-profile')).toContainText('Local simulator (overridden by environment)');
    // The token leaves the address bar once the page has it.
    expect(page.url()).not.toContain('token=');

    const withoutToken = await fetch(`${origin}/ipc/app.profiles.list`, { method: 'POST', body: '{}' });
    expect(withoutToken.status).toBe(401);
    const token = new URL(launchUrl).searchParams.get('token') as string;
    const foreign = await fetch(`${origin}/ipc/app.profiles.list`, {
      method: 'POST',
      body: '{}',
      headers: { 'x-snowscope-token': token, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const allowed = await fetch(`${origin}/ipc/app.profiles.list`, {
      method: 'POST',
      body: '{}',
      headers: { 'x-snowscope-token': token, origin },
    });
    expect(allowed.status).toBe(200);
    const activeId = ((await allowed.json()) as { data: { activeId: string } }).data.activeId;
    expect(activeId).toMatch(/^env-[0-9a-f]{12}$/);
    await expect(page.getByTestId('profile-switcher')).toHaveValue(activeId);

    await page.goto(`${launchUrl}#/settings`);
    await expect(page.getByTestId('settings-view')).toBeVisible();
    await expect(page.getByTestId(`profile-card-${activeId}`)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId(`profile-env-badge-${activeId}`)).toHaveText('from environment');
    await expect(page.getByTestId('profile-card-local')).not.toHaveAttribute('aria-current', 'true');
  } finally {
    // npx → tsx → node: the whole process group goes.
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
});
