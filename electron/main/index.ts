import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AppServices, createServices } from '@main/app/wiring';
import { callContext } from '@main/ipc/call-context';
import { appError } from '@shared/errors';
import { DEEP_LINK_SCHEME } from '@shared/routing/deep-link';
import { app, BrowserWindow, clipboard, dialog, ipcMain, Menu } from 'electron';
import { IPC_EVENT, IPC_INVOKE } from '../ipc/channels';
import { DeepLinkRouter } from './deep-links';
import { electronDialogs } from './dialogs';
import { appMenuTemplate } from './menus/app-menu';
import { contextMenuTemplate } from './menus/context-menu';
import { openReadme, showAbout } from './menus/help';
import { createDesktopNotifier } from './notifications';
import { isTrustedSender, lockDownContents } from './security';
import { claimSingleInstance } from './single-instance';
import { bringToFront, createMainWindow } from './window/main-window';
import { forwardNavigationGestures } from './window/navigation-gestures';
import { WindowStateStore } from './window/window-state';

const here = fileURLToPath(new URL('.', import.meta.url));
const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? pathToFileURL(join(here, '../renderer/index.html')).href;
/** Development (not packaged): Inspect, Reload and the developer tools are offered. */
const dev = !app.isPackaged;

const links = new DeepLinkRouter((line) => console.warn(line));
let mainWindow: BrowserWindow | null = null;

function installContextMenu(win: BrowserWindow): void {
  win.webContents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, {
      dev,
      rendererUrl,
      copyText: (text) => clipboard.writeText(text),
      inspect: (x, y) => win.webContents.inspectElement(x, y),
    });
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window: win });
  });
}

function serveCalls(services: AppServices): void {
  ipcMain.handle(IPC_INVOKE, (event, channel: unknown, params: unknown, call: unknown) => {
    if (!isTrustedSender(event, rendererUrl)) {
      return { ok: false, error: appError('unauthorized', 'Calls are only accepted from the Snowscope window') };
    }
    return services.dispatch(String(channel), params, callContext(call));
  });
  services.subscribe((name, payload) => {
    for (const w of BrowserWindow.getAllWindows()) w.webContents.send(IPC_EVENT, name, payload);
  });
}

/** The services, or null after telling the user why they could not start (e.g. a bad SNOWSCOPE_* variable). */
function startServices(dataDir: string): AppServices | null {
  try {
    return createServices({
      dataDir,
      env: process.env,
      dialogs: electronDialogs,
      clipboard: { writeText: (text) => clipboard.writeText(text) },
      notifier: createDesktopNotifier(
        () => mainWindow,
        (hash) => links.open(hash, 'notification'),
      ),
    });
  } catch (e) {
    dialog.showErrorBox('Snowscope cannot start', e instanceof Error ? e.message : String(e));
    return null;
  }
}

function start(): void {
  const dataDir = app.getPath('userData');
  const windowState = new WindowStateStore(dataDir);
  const services = startServices(dataDir);
  if (!services) {
    app.quit();
    return;
  }

  const openWindow = (hash: string): BrowserWindow => {
    const win = createMainWindow({
      url: `${rendererUrl}${hash}`,
      preload: join(here, '../preload/index.cjs'),
      state: windowState,
    });
    installContextMenu(win);
    forwardNavigationGestures(win, (command) => services.emit('app.command', { command }));
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    return win;
  };

  /** Shows `hash` (checked by the link router) in the window, making one if there is none. */
  const showRoute = (hash: string): void => {
    const win = mainWindow;
    if (!win || win.isDestroyed()) {
      mainWindow = openWindow(hash);
      return;
    }
    // The page subscribes to events as its script starts; until it has loaded, the route is loaded instead.
    if (win.webContents.isLoading()) void win.loadURL(`${rendererUrl}${hash}`);
    else services.emit('app.navigate', { hash });
    bringToFront(win);
  };

  serveCalls(services);
  const menu = appMenuTemplate({
    platform: process.platform,
    dev,
    appName: app.getName(),
    command: (command) => services.emit('app.command', { command }),
    navigate: (hash) => links.open(hash, 'menu'),
    showAbout: () => void showAbout(mainWindow, dataDir),
    openReadme: () => void openReadme(mainWindow),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(menu));

  mainWindow = openWindow(links.takePending() ?? '');
  links.attach(showRoute);
  app.on('activate', () => {
    if (!mainWindow) mainWindow = openWindow('');
  });
  // Installers register the scheme; this keeps a moved or updated app registered. Safe: an incoming
  // snowscope:// link is only ever parsed against the route table (shared/routing/deep-link), never loaded.
  if (app.isPackaged && !app.isDefaultProtocolClient(DEEP_LINK_SCHEME))
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME); /* eng-disable PROTOCOL_HANDLER_JS_CHECK */
}

const focusMainWindow = () => {
  if (mainWindow) bringToFront(mainWindow);
};

if (claimSingleInstance(app, links, focusMainWindow)) {
  // Windows and Linux: a first launch from a link has it among the arguments (macOS: open-url).
  links.openFromArgs(process.argv, 'command line');
  // Every web contents the app creates is locked down before it loads anything.
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, rendererUrl));
  void app.whenReady().then(start);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
} else {
  // Another Snowscope runs: it got our arguments (second-instance) and shows them.
  app.quit();
}
