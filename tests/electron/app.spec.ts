import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type ElectronApplication, _electron as electron, expect, test } from '@playwright/test';
import { type RunningSimulator, startSimulator } from '@sim/server';

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
const MAIN = 'out/main/index.js';

/** Skips (saying why, on the console too) where the desktop app cannot run here. */
function needsElectron(): string {
  if ('reason' in binary) {
    console.log(`[electron smoke] skipped: ${binary.reason}`);
    test.skip(true, binary.reason);
    return '';
  }
  test.skip(!existsSync(MAIN), `run \`npm run build\` first (${MAIN} is missing)`);
  return binary.path;
}

interface Launched {
  app: ElectronApplication;
  sim: RunningSimulator;
  env: Record<string, string>;
}

async function launch(executablePath: string, extraArgs: string[] = []): Promise<Launched> {
  const sim = await startSimulator({ port: 0 });
  const inherited = Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined);
  const env = {
    ...Object.fromEntries(inherited),
    SNOWSCOPE_PROFILE: 'local',
    SNOWSCOPE_DATA_API_URL: sim.url,
    SNOWSCOPE_METRICS_API_URL: sim.url,
    SNOWSCOPE_NODE_RPC_URL: sim.url,
    // Its own data dir: its own single-instance lock, window state and profiles.
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'snowscope-electron-')),
  };
  const app = await electron.launch({ executablePath, args: [MAIN, '--no-sandbox', ...extraArgs], env });
  return { app, sim, env };
}

test('the packaged app opens its window, answers through the preload bridge, and cannot be navigated away', async () => {
  const executablePath = needsElectron();
  const { app, sim } = await launch(executablePath);
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
    // The application menu is built from roles, with the Go menu.
    const menus = await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.items.map((i) => i.label) ?? []);
    expect(menus.map((l) => l.replace('&', ''))).toEqual(expect.arrayContaining(['Edit', 'View', 'Go', 'Help']));

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

test('a snowscope:// link opens its view at start, and in the running instance when launched again', async () => {
  const executablePath = needsElectron();
  const { app, sim, env } = await launch(executablePath, ['snowscope://node']);
  try {
    const page = await app.firstWindow();
    await expect(page.getByTestId('node-view')).toBeVisible();
    expect(await page.evaluate(() => window.location.hash)).toBe('#/node');

    // A second launch (what a browser does with a clicked link) hands the link over and quits.
    const second = spawn(executablePath, [MAIN, '--no-sandbox', 'snowscope://settings'], { env, stdio: 'ignore' });
    const exitCode = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(exitCode).toBe(0);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/settings');
    await expect(page.getByTestId('settings-view')).toBeVisible();
    expect(app.windows()).toHaveLength(1);

    // A link the route table refuses is ignored: the view stays.
    const hostile = spawn(executablePath, [MAIN, '--no-sandbox', 'snowscope://tx/43114/..%2F..%2Fx'], {
      env,
      stdio: 'ignore',
    });
    await new Promise((resolve) => hostile.on('exit', resolve));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.location.hash)).toBe('#/settings');
  } finally {
    await app.close();
    await sim.close();
  }
});

test('the window remembers its size and place in the data dir', async () => {
  const executablePath = needsElectron();
  const { app, sim, env } = await launch(executablePath);
  let stateFile = '';
  try {
    await app.firstWindow();
    stateFile = join(await app.evaluate(({ app }) => app.getPath('userData')), 'window-state.json');
    await app.evaluate(({ BrowserWindow }) => {
      BrowserWindow.getAllWindows()[0]?.setBounds({ x: 40, y: 30, width: 1100, height: 720 });
    });
  } finally {
    await app.close();
  }
  try {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { width: number; height: number };
    expect(saved).toMatchObject({ width: 1100, height: 720, maximized: false });
    const again = await electron.launch({ executablePath, args: [MAIN, '--no-sandbox'], env });
    try {
      await again.firstWindow();
      const bounds = await again.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getBounds());
      expect(bounds).toMatchObject({ width: 1100, height: 720 });
    } finally {
      await again.close();
    }
  } finally {
    await sim.close();
  }
});
