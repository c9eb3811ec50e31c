import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServices } from '@main/app/wiring';
import { callContext } from '@main/ipc/call-context';
import { appError } from '@shared/errors';
import { app, BrowserWindow, ipcMain } from 'electron';
import { IPC_EVENT, IPC_INVOKE } from '../ipc/channels';
import { electronDialogs } from './dialogs';
import { isTrustedSender, lockNavigation } from './security';

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
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  lockNavigation(win, rendererUrl);
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${rendererUrl}${deepLinkFromArgs(process.argv)}`);
  return win;
}

app.whenReady().then(() => {
  const services = createServices({ dataDir: app.getPath('userData'), env: process.env, dialogs: electronDialogs });
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
