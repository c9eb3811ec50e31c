import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IPC_EVENT, IPC_INVOKE } from '@main/ipc/channels';
import type { IpcResult } from '@shared/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickMenuItem, findMenuItem } from '../support/fake-electron';
import { TX } from '../support/route-examples';

/**
 * electron/main/index.ts itself, started against a fake `electron` module (no Electron binary can be
 * installed here): the test plays the system (ready, a second launch, open-url, clicks) and checks what
 * the main process did with the window, the menus and the page.
 */
vi.mock('electron', () => import('../support/fake-electron'));

type Fake = typeof import('../support/fake-electron');
const RENDERER = 'http://localhost:5173/';
const TX_LINK = `snowscope://tx/43114/${TX}`;

let dataDir: string;
let savedArgv: string[];
let warnings: string[];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'snowscope-main-'));
  savedArgv = process.argv;
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
    warnings.push(String(line));
  });
  process.env.ELECTRON_RENDERER_URL = RENDERER;
});

afterEach(() => {
  process.argv = savedArgv;
  delete process.env.ELECTRON_RENDERER_URL;
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Loads a fresh main process: `argv` as its command line, `gotLock` as the single-instance answer. */
async function launch(options: { argv?: string[]; gotLock?: boolean; ready?: boolean } = {}) {
  vi.resetModules();
  const electron = (await import('electron')) as unknown as Fake;
  electron.resetFakeElectron();
  electron.app.userData = dataDir;
  electron.app.gotLock = options.gotLock ?? true;
  process.argv = [process.execPath, 'out/main/index.js', ...(options.argv ?? [])];
  await import('@main/main/index');
  if (options.ready ?? true) {
    electron.app.becomeReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const window = () => {
    const win = electron.FakeBrowserWindow.getAllWindows()[0];
    if (!win) throw new Error('no window was opened');
    return win;
  };
  const invoke = (channel: string, params: unknown, senderUrl = `${RENDERER}#/`) => {
    const handler = electron.fake.ipcHandlers.get(IPC_INVOKE);
    if (!handler) throw new Error('no IPC handler');
    return handler({ senderFrame: { url: senderUrl } }, channel, params, {}) as Promise<IpcResult<unknown>>;
  };
  return { electron, window, invoke };
}

describe('single instance and snowscope:// links', () => {
  it('takes the lock, registers second-instance and open-url, and opens the window at the link it was started with', async () => {
    const { electron, window } = await launch({ argv: ['--no-sandbox', TX_LINK] });
    expect(electron.app.listenerCount('second-instance')).toBe(1);
    expect(electron.app.listenerCount('open-url')).toBe(1);
    expect(window().url).toBe(`${RENDERER}#/tx/43114/${TX}`);
    expect(electron.FakeBrowserWindow.getAllWindows()).toHaveLength(1);
  });

  it('a second launch with a link navigates the running window through the event path, restoring and focusing it', async () => {
    const { electron, window } = await launch();
    const win = window();
    win.minimize();
    electron.app.emit('second-instance', {}, ['/usr/bin/snowscope', TX_LINK], '/home/me', {});
    expect(win.webContents.sent).toContainEqual([IPC_EVENT, 'app.navigate', { hash: `#/tx/43114/${TX}` }]);
    expect(win.isMinimized()).toBe(false);
    expect(win.isFocused()).toBe(true);
    expect(electron.FakeBrowserWindow.getAllWindows()).toHaveLength(1);
  });

  it('a second launch without a link only brings the window to front', async () => {
    const { electron, window } = await launch();
    const win = window();
    win.blur();
    electron.app.emit('second-instance', {}, ['/usr/bin/snowscope'], '/home/me', {});
    expect(win.webContents.appEvents()).toEqual([]);
    expect(win.isFocused()).toBe(true);
  });

  it('a link that arrives while the page still loads becomes the page to load', async () => {
    const { electron, window } = await launch();
    const win = window();
    win.webContents.loading = true;
    electron.app.emit('second-instance', {}, ['snowscope', 'snowscope://node'], '/', {});
    expect(win.url).toBe(`${RENDERER}#/node`);
    expect(win.webContents.appEvents()).toEqual([]);
  });

  it('macOS open-url: handled (default prevented) and navigated; before ready it is the first page', async () => {
    const early = await launch({ ready: false });
    const preventDefault = vi.fn();
    early.electron.app.emit('open-url', { preventDefault }, 'snowscope://settings');
    expect(preventDefault).toHaveBeenCalledOnce();
    early.electron.app.becomeReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early.window().url).toBe(`${RENDERER}#/settings`);

    early.electron.app.emit('open-url', { preventDefault }, 'snowscope://validators/fuji');
    expect(early.window().webContents.appEvents()).toEqual([['app.navigate', { hash: '#/validators/fuji' }]]);
  });

  it('ignores hostile links with a log line and never navigates to them', async () => {
    const { electron, window } = await launch({ argv: ['snowscope://wallet/drain'] });
    expect(window().url).toBe(RENDERER);
    electron.app.emit('second-instance', {}, ['x', 'https://evil.example/#/settings'], '/', {});
    electron.app.emit('second-instance', {}, ['x', 'snowscope://tx/43114/..%2F..%2Fsettings'], '/', {});
    electron.app.emit('open-url', { preventDefault: () => {} }, `snowscope://node?x=${'a'.repeat(5000)}`);
    expect(window().webContents.appEvents()).toEqual([]);
    expect(window().url).toBe(RENDERER);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^\[deep link\] ignored from command line: "snowscope:\/\/wallet\/drain" \(.*not a Snowscope route/,
      ),
      expect.stringMatching(/^\[deep link\] ignored from second instance: "https:\/\/evil\.example/),
      expect.stringMatching(/^\[deep link\] ignored from second instance: .*encoded or unsafe/),
      expect.stringMatching(/^\[deep link\] ignored from open-url: .*longer than 2048/),
    ]);
  });

  it('a second instance hands over and quits without opening a window', async () => {
    const { electron } = await launch({ gotLock: false });
    expect(electron.app.quitCalls).toBe(1);
    expect(electron.app.listenerCount('second-instance')).toBe(0);
    expect(electron.FakeBrowserWindow.getAllWindows()).toEqual([]);
  });
});

describe('window state', () => {
  it('restores the saved window clamped to a display that exists, and saves it on close', async () => {
    writeFileSync(
      join(dataDir, 'window-state.json'),
      JSON.stringify({ x: 2500, y: 200, width: 1200, height: 800, maximized: true, fullScreen: false }),
    );
    const { electron, window } = await launch();
    // The monitor it was on (x ≥ 1920) is gone: centred on the one display there is.
    expect(electron.fake.displays).toHaveLength(1);
    const win = window();
    expect(win.options).toMatchObject({ x: 360, y: 120, width: 1200, height: 800, minWidth: 960, minHeight: 600 });
    win.emit('ready-to-show');
    expect(win.isMaximized()).toBe(true);
    expect(win.isVisible()).toBe(true);
    win.setBounds({ x: 100, y: 50, width: 1000, height: 700 });
    win.close();
    expect(JSON.parse(readFileSync(join(dataDir, 'window-state.json'), 'utf8'))).toEqual({
      x: 100,
      y: 50,
      width: 1000,
      height: 700,
      maximized: true,
      fullScreen: false,
    });
  });
});

describe('menus', () => {
  it('sets an application menu from roles; Go commands reach the page as events', async () => {
    const { electron, window } = await launch();
    const template = electron.fake.applicationMenu?.template ?? [];
    for (const role of ['undo', 'copy', 'paste', 'selectAll', 'zoomIn', 'togglefullscreen', 'reload']) {
      expect(findMenuItem(template, { role }), role).toBeDefined();
    }
    clickMenuItem(template, 'Back');
    clickMenuItem(template, 'Search…');
    clickMenuItem(template, 'Settings');
    expect(window().webContents.appEvents()).toEqual([
      ['app.command', { command: 'back' }],
      ['app.command', { command: 'focusSearch' }],
      ['app.navigate', { hash: '#/settings' }],
    ]);
  });

  it('mouse back/forward buttons and trackpad swipes go back and forward', async () => {
    const { window } = await launch();
    const win = window();
    win.emit('app-command', {}, 'browser-backward');
    win.emit('app-command', {}, 'browser-forward');
    win.emit('app-command', {}, 'media-play-pause');
    win.emit('swipe', {}, 'right');
    win.emit('swipe', {}, 'up');
    expect(win.webContents.appEvents()).toEqual([
      ['app.command', { command: 'back' }],
      ['app.command', { command: 'forward' }],
      ['app.command', { command: 'back' }],
    ]);
  });

  it('Help shows the version and opens the README', async () => {
    const { electron } = await launch();
    const template = electron.fake.applicationMenu?.template ?? [];
    clickMenuItem(template, 'About Snowscope');
    clickMenuItem(template, 'Snowscope README');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(electron.fake.messageBoxes[0]).toMatchObject({ message: 'Snowscope 0.1.0' });
    expect(electron.fake.openedPaths).toEqual([join(process.cwd(), 'README.md')]);
  });

  it('right-click pops up a context menu for what is under the pointer', async () => {
    const { electron, window } = await launch();
    const win = window();
    const params = {
      x: 3,
      y: 4,
      isEditable: true,
      editFlags: { canCut: true, canCopy: true, canPaste: true, canSelectAll: true },
      selectionText: '',
      linkURL: '',
    };
    win.webContents.emit('context-menu', {}, params);
    const menu = electron.fake.builtMenus.at(-1);
    expect(menu?.popups).toEqual([{ window: win }]);
    expect(menu?.template.map((i) => i.role ?? i.label ?? i.type)).toEqual([
      'cut',
      'copy',
      'paste',
      'separator',
      'selectAll',
      'separator',
      'Inspect Element',
    ]);
    win.webContents.emit('context-menu', {}, { ...params, isEditable: false, linkURL: `${RENDERER}#/node` });
    clickMenuItem(electron.fake.builtMenus.at(-1)?.template ?? [], 'Copy Link');
    expect(electron.fake.clipboardText).toEqual(['snowscope://node']);
  });
});

describe('notifications for the end of long work', () => {
  const work = {
    kind: 'metrics',
    outcome: 'completed',
    title: 'Metrics loaded',
    body: 'txCount by day: 1,240 points',
    route: '#/metrics/43114',
  };

  it('shows a native notification when the window is not focused; clicking it opens the work’s view', async () => {
    const { electron, window, invoke } = await launch();
    const win = window();
    win.show();
    win.blur();
    expect(await invoke('app.work.finished', work)).toEqual({ ok: true, data: { status: 'shown' } });
    const [notification] = electron.FakeNotification.shown;
    expect(notification?.options).toEqual({ title: 'Metrics loaded', body: 'txCount by day: 1,240 points' });
    notification?.emit('click');
    expect(win.webContents.appEvents()).toEqual([['app.navigate', { hash: '#/metrics/43114' }]]);
    expect(win.isFocused()).toBe(true);
  });

  it('shows nothing while the user looks at the window, or where notifications are unsupported', async () => {
    const { electron, window, invoke } = await launch();
    const win = window();
    win.show();
    win.focus();
    expect(await invoke('app.work.finished', work)).toEqual({ ok: true, data: { status: 'focused' } });
    win.minimize();
    electron.FakeNotification.supported = false;
    expect(await invoke('app.work.finished', work)).toEqual({ ok: true, data: { status: 'unsupported' } });
    expect(electron.FakeNotification.shown).toEqual([]);
  });

  it('refuses a route links could not open, and calls from another page', async () => {
    const { invoke, electron } = await launch();
    const bad = await invoke('app.work.finished', { ...work, route: '#/address/43114/0x12' });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'validation' } });
    const foreign = await invoke('app.work.finished', work, 'https://evil.example/');
    expect(foreign).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(electron.FakeNotification.shown).toEqual([]);
  });
});
