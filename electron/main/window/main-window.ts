import { BrowserWindow, screen } from 'electron';
import { placeWindow, type Rect } from './window-bounds';
import { rememberWindowState, type WindowStateStore } from './window-state';

const SIZING = { width: 1360, height: 880, minWidth: 960, minHeight: 600 };

/** The work areas of the displays attached now, the primary first. */
function workAreas(): Rect[] {
  const primary = screen.getPrimaryDisplay();
  const others = screen.getAllDisplays().filter((d) => d.id !== primary.id);
  return [primary.workArea, ...others.map((d) => d.workArea)];
}

export interface MainWindowOptions {
  /** The page with the hash route to open. */
  url: string;
  preload: string;
  state: WindowStateStore;
}

/** The one Snowscope window, where it was last time (on a display that still exists), sandboxed. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const placement = placeWindow(options.state.load(), workAreas(), SIZING);
  const win = new BrowserWindow({
    ...placement.bounds,
    minWidth: SIZING.minWidth,
    minHeight: SIZING.minHeight,
    title: 'Snowscope',
    show: false,
    webPreferences: {
      // The preload exposes one typed invoke/on pair through contextBridge, never ipcRenderer itself.
      preload: options.preload /* eng-disable PRELOAD_JS_CHECK */,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      // Middle-click must not open windows behind setWindowOpenHandler's back.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  rememberWindowState(win, options.state);
  win.once('ready-to-show', () => {
    if (placement.maximized) win.maximize();
    if (placement.fullScreen) win.setFullScreen(true);
    win.show();
  });
  void win.loadURL(options.url);
  return win;
}

/** Restores a minimised or hidden window and gives it focus (a second launch, a link, a notification). */
export function bringToFront(win: BrowserWindow): void {
  if (win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  if (!win.isVisible()) win.show();
  win.focus();
}
