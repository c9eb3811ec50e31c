import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { startSimulator } from '@sim/server';

/** Where `npm install` put the Electron binary, or why there is none. */
function electronBinary(): { path: string } | { reason: string } {
  const pkgDir = dirname(join(process.cwd(), 'node_modules/electron/package.json'));
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) {
    return { reason: 'no Electron binary installed (ELECTRON_SKIP_BINARY_DOWNLOAD=1: it cannot be downloaded here)' };
  }
  const path = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path } : { reason: `Electron binary listed but missing at ${path}` };
}

const binary = electronBinary();

test('the packaged app opens its window, answers through the preload bridge, and cannot be navigated away', async () => {
  if ('reason' in binary) {
    console.log(`[electron smoke] skipped: ${binary.reason}`);
    test.skip(true, binary.reason);
    return;
  }
  test.skip(!existsSync('out/main/index.js'), 'run `npm run build` first (out/main/index.js is missing)');
  const sim = await startSimulator({ port: 0 });
  const app = await electron.launch({
    executablePath: binary.path,
    args: ['out/main/index.js', '--no-sandbox'],
    env: {
      ...process.env,
      SNOWSCOPE_PROFILE: 'local',
      SNOWSCOPE_DATA_API_URL: sim.url,
      SNOWSCOPE_METRICS_API_URL: sim.url,
      SNOWSCOPE_NODE_RPC_URL: sim.url,
      XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'snowscope-electron-')),
    },
  });
  try {
    const window = await app.firstWindow();
    await expect(window).toHaveTitle(/Snowscope/);
    const result = await window.evaluate(() =>
      (
        window as unknown as { snowscope: { invoke(c: string, p: unknown): Promise<{ ok: boolean }> } }
      ).snowscope.invoke('app.profiles.list', {}),
    );
    expect(result.ok).toBe(true);
    // Context isolation: Node's require must not leak into the page.
    expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');

    // Navigation can never leave the app: not to the web, not to another local file, not in a new window.
    const appUrl = window.url();
    for (const target of ['https://example.org/', 'file:///etc/passwd', 'http://localhost:1/']) {
      await window.evaluate((url) => {
        globalThis.location.href = url;
      }, target);
      await window.waitForTimeout(500);
      expect(window.url(), target).toBe(appUrl);
    }
    expect(await window.evaluate(() => globalThis.open('https://example.org/') === null)).toBe(true);
    expect(app.windows()).toHaveLength(1);
    // The page is granted no permissions; copy goes through main instead.
    expect(
      await window.evaluate(() =>
        navigator.clipboard.readText().then(
          () => 'read',
          () => 'refused',
        ),
      ),
    ).toBe('refused');
  } finally {
    await app.close();
    await sim.close();
  }
});
