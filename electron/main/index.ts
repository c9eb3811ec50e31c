import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AppServices, createServices } from '@main/app/wiring';
import { callContext } from '@main/ipc/call-context';
import { appError } from '@shared/errors';
import { app, BrowserWindow, clipboard, dialog, ipcMain } from 'electron';
import { IPC_EVENT, IPC_INVOKE } from '../ipc/channels';
import { electronDialogs } from './dialogs';
import { isTrustedSender, lockDownContents } from './security';

const here = fileURLToPath(new URL('.', import.meta.url));
const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? pathToFileURL(join(here, '../renderer/index.html')).href;

/** A deep link passed on the command line (`snowscope '#/tx/43114/0x…'`) opens that view. */
function deepLinkFromArgs(argv: string[]): string {
  const hash = argv.find((a) => a.startsWith('#/'));
  return hash ?? '';
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1360,
    height: 880,
    minWidth: 960,
    minHeight: 600,
    title: 'Snowscope',
    show: false,
    webPreferences: {
      // The preload exposes one typed invoke/on pair through contextBridge, never ipcRenderer itself.
      preload: join(here, '../preload/index.cjs') /* eng-disable PRELOAD_JS_CHECK */,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      // Middle-click must not open windows behind setWindowOpenHandler's back.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${rendererUrl}${deepLinkFromArgs(process.argv)}`);
  return win;
}

/** The services, or null after telling the user why they could not start (e.g. a bad SNOWSCOPE_* variable). */
function startServices(): AppServices | null {
  try {
    return createServices({
      dataDir: app.getPath('userData'),
      env: process.env,
      dialogs: electronDialogs,
      clipboard: { writeText: (text) => clipboard.writeText(text) },
    });
  } catch (e) {
    dialog.showErrorBox('Snowscope cannot start', e instanceof Error ? e.message : String(e));
    return null;
  }
}

// Every web contents the app creates is locked down before it loads anything.
app.on('web-contents-created', (_event, contents) => lockDownContents(contents, rendererUrl));

app.whenReady().then(() => {
  const services = startServices();
  if (!services) {
    app.quit();
    return;
  }
  ipcMain.handle(IPC_INVOKE, (event, channel: unknown, params: unknown, call: unknown) => {
    if (!isTrustedSender(event, rendererUrl)) {
      return { ok: false, error: appError('unauthorized', 'Calls are only accepted from the Snowscope window') };
    }
    return services.dispatch(String(channel), params, callContext(call));
  });
  services.subscribe((name, payload) => {
    for (const w of BrowserWindow.getAllWindows()) w.webContents.send(IPC_EVENT, name, payload);
  });
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
