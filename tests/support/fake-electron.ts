import { EventEmitter } from 'node:events';
import type { MenuItemConstructorOptions } from 'electron';

/**
 * A stand-in for the `electron` module (no Electron binary can be installed here), for tests that load
 * main-process code with `vi.mock('electron', () => import('../support/fake-electron'))`. It keeps what
 * the code did (windows made, events sent, menus built, notifications shown) for the test to check, and
 * lets the test play the system's part (a second launch, an open-url, a click).
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class FakeWebContents extends EventEmitter {
  readonly sent: unknown[][] = [];
  loading = false;
  inspected: [number, number] | null = null;
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null;
  readonly session = {
    setPermissionRequestHandler: () => {},
    setPermissionCheckHandler: () => {},
    setDevicePermissionHandler: () => {},
  };
  send(channel: string, ...args: unknown[]) {
    this.sent.push([channel, ...args]);
  }
  isLoading() {
    return this.loading;
  }
  inspectElement(x: number, y: number) {
    this.inspected = [x, y];
  }
  setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
    this.windowOpenHandler = handler;
  }
  /** The app events sent to the page (`[name, payload]`), in order. */
  appEvents(): [string, unknown][] {
    return this.sent.map(([, name, payload]) => [name as string, payload]);
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static all: FakeBrowserWindow[] = [];
  static getAllWindows() {
    return FakeBrowserWindow.all.filter((w) => !w.destroyed);
  }
  static getFocusedWindow() {
    return FakeBrowserWindow.getAllWindows().find((w) => w.focused) ?? null;
  }

  readonly webContents = new FakeWebContents();
  url = '';
  bounds: Rect;
  maximized = false;
  minimized = false;
  visible = false;
  focused = false;
  fullScreen = false;
  destroyed = false;

  constructor(readonly options: Partial<Rect> & { width: number; height: number; [key: string]: unknown }) {
    super();
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width, height: options.height };
    FakeBrowserWindow.all.push(this);
  }
  loadURL(url: string) {
    this.url = url;
    return Promise.resolve();
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  setBounds(bounds: Rect) {
    this.bounds = { ...bounds };
    this.emit('move');
    this.emit('resize');
  }
  isMaximized() {
    return this.maximized;
  }
  maximize() {
    this.maximized = true;
    this.emit('maximize');
  }
  isMinimized() {
    return this.minimized;
  }
  minimize() {
    this.minimized = true;
    this.focused = false;
  }
  restore() {
    this.minimized = false;
  }
  isVisible() {
    return this.visible;
  }
  show() {
    this.visible = true;
  }
  isFocused() {
    return this.focused;
  }
  focus() {
    this.focused = true;
  }
  blur() {
    this.focused = false;
  }
  isFullScreen() {
    return this.fullScreen;
  }
  setFullScreen(on: boolean) {
    this.fullScreen = on;
  }
  isDestroyed() {
    return this.destroyed;
  }
  close() {
    this.emit('close');
    this.destroyed = true;
    this.emit('closed');
  }
}

class FakeApp extends EventEmitter {
  gotLock = true;
  isPackaged = false;
  userData = '';
  quitCalls = 0;
  protocolClients: string[] = [];
  private readyResolve: (() => void) | null = null;
  private ready = this.notReady();
  private notReady() {
    return new Promise<void>((resolve) => {
      this.readyResolve = resolve;
    });
  }
  /** Back to a process that has just started: no listeners, not ready. */
  reset() {
    this.removeAllListeners();
    this.gotLock = true;
    this.isPackaged = false;
    this.userData = '';
    this.quitCalls = 0;
    this.protocolClients = [];
    this.ready = this.notReady();
  }
  /** Plays the system: the app is ready (whenReady resolves). */
  becomeReady() {
    this.readyResolve?.();
  }
  requestSingleInstanceLock() {
    return this.gotLock;
  }
  whenReady() {
    return this.ready;
  }
  getPath(_name: string) {
    return this.userData;
  }
  getAppPath() {
    return process.cwd();
  }
  getName() {
    return 'Snowscope';
  }
  getVersion() {
    return '0.1.0';
  }
  quit() {
    this.quitCalls++;
  }
  isDefaultProtocolClient(scheme: string) {
    return this.protocolClients.includes(scheme);
  }
  setAsDefaultProtocolClient(scheme: string) {
    this.protocolClients.push(scheme);
    return true;
  }
}

export interface FakeMenu {
  template: MenuItemConstructorOptions[];
  popups: unknown[];
  popup(options: unknown): void;
}

export class FakeNotification extends EventEmitter {
  static supported = true;
  static shown: FakeNotification[] = [];
  static isSupported() {
    return FakeNotification.supported;
  }
  constructor(readonly options: { title: string; body: string }) {
    super();
  }
  show() {
    FakeNotification.shown.push(this);
  }
}

export interface Display {
  id: number;
  workArea: Rect;
}

export const fake = {
  displays: [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] as Display[],
  builtMenus: [] as FakeMenu[],
  applicationMenu: null as FakeMenu | null,
  clipboardText: [] as string[],
  ipcHandlers: new Map<string, (...args: unknown[]) => unknown>(),
  messageBoxes: [] as unknown[],
  openedPaths: [] as string[],
  openedExternal: [] as string[],
};

export const app = new FakeApp();

/**
 * A fresh system for the next start of the main process (vi.resetModules reloads the code under test but
 * keeps this mock).
 */
export function resetFakeElectron(): void {
  app.reset();
  FakeBrowserWindow.all = [];
  FakeNotification.shown = [];
  FakeNotification.supported = true;
  fake.displays = [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];
  fake.builtMenus = [];
  fake.applicationMenu = null;
  fake.clipboardText = [];
  fake.ipcHandlers = new Map();
  fake.messageBoxes = [];
  fake.openedPaths = [];
  fake.openedExternal = [];
}
export const BrowserWindow = FakeBrowserWindow;
export const Notification = FakeNotification;

export const Menu = {
  buildFromTemplate(template: MenuItemConstructorOptions[]): FakeMenu {
    const menu: FakeMenu = {
      template,
      popups: [],
      popup(options) {
        menu.popups.push(options);
      },
    };
    fake.builtMenus.push(menu);
    return menu;
  },
  setApplicationMenu(menu: FakeMenu | null) {
    fake.applicationMenu = menu;
  },
};

export const screen = {
  getPrimaryDisplay: () => fake.displays[0],
  getAllDisplays: () => fake.displays,
};

export const ipcMain = {
  handle(channel: string, handler: (...args: unknown[]) => unknown) {
    fake.ipcHandlers.set(channel, handler);
  },
};

export const clipboard = {
  writeText(text: string) {
    fake.clipboardText.push(text);
  },
};

export const dialog = {
  async showMessageBox(...args: unknown[]) {
    fake.messageBoxes.push(args.at(-1));
    return { response: 0 };
  },
  async showSaveDialog() {
    return { canceled: true };
  },
  async showOpenDialog() {
    return { canceled: true, filePaths: [] };
  },
  showErrorBox() {},
};

export const shell = {
  async openPath(path: string) {
    fake.openedPaths.push(path);
    return '';
  },
  async openExternal(url: string) {
    fake.openedExternal.push(url);
  },
};

/** Finds a menu item by label or role anywhere in a template. */
export function findMenuItem(
  template: MenuItemConstructorOptions[],
  match: { label?: string; role?: string },
): MenuItemConstructorOptions | undefined {
  for (const item of template) {
    if (match.label !== undefined && item.label === match.label) return item;
    if (match.role !== undefined && item.role === match.role) return item;
    const sub = Array.isArray(item.submenu) ? findMenuItem(item.submenu, match) : undefined;
    if (sub) return sub;
  }
  return undefined;
}

export default {
  app,
  BrowserWindow,
  Notification,
  Menu,
  screen,
  ipcMain,
  clipboard,
  dialog,
  shell,
};

/** Clicks the item labelled `label` (as a user would pick it from the menu); throws when there is none. */
export function clickMenuItem(template: MenuItemConstructorOptions[], label: string): void {
  const item = findMenuItem(template, { label });
  if (!item?.click) throw new Error(`no "${label}" menu item`);
  (item.click as () => void)();
}
