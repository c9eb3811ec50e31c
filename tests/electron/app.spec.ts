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

test('the packaged app opens its window, loads the renderer and answers through the preload bridge', async () => {
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
  } finally {
    await app.close();
    await sim.close();
  }
});
