import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '@main/services/files/atomic-write';
import type { BrowserWindow } from 'electron';
import { WindowState } from './window-bounds';

const FILE_NAME = 'window-state.json';
/** Moves and resizes come in bursts; the state is written once the burst is over. */
const SAVE_DELAY_MS = 500;

/** The main window's size, place and maximised state in the data dir, written atomically by main. */
export class WindowStateStore {
  readonly path: string;

  constructor(
    dataDir: string,
    private readonly log: (line: string) => void = console.warn,
  ) {
    this.path = join(dataDir, FILE_NAME);
  }

  /** What was saved, or null when nothing was (or it is unreadable: the window then opens at its default). */
  load(): WindowState | null {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return null;
    }
    try {
      const parsed = WindowState.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through: not JSON
    }
    this.log(`[window state] ignored unreadable ${this.path}`);
    return null;
  }

  save(state: WindowState): void {
    try {
      writeFileAtomicSync(this.path, `${JSON.stringify(state, null, 2)}\n`);
    } catch (e) {
      this.log(`[window state] not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

type TrackedWindow = Pick<BrowserWindow, 'getNormalBounds' | 'isMaximized' | 'isFullScreen' | 'isDestroyed' | 'on'>;

/** The state to remember: the restored bounds even while maximised or full screen, so un-maximising later works. */
export function windowStateOf(win: TrackedWindow): WindowState {
  const { x, y, width, height } = win.getNormalBounds();
  return { x, y, width, height, maximized: win.isMaximized(), fullScreen: win.isFullScreen() };
}

/** Saves `win`'s state after every move, resize or maximise (debounced) and when it closes. */
export function rememberWindowState(win: TrackedWindow, store: WindowStateStore): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!win.isDestroyed()) store.save(windowStateOf(win));
  };
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(saveNow, SAVE_DELAY_MS);
  };
  win.on('resize', saveSoon);
  win.on('move', saveSoon);
  win.on('maximize', saveNow);
  win.on('unmaximize', saveNow);
  win.on('enter-full-screen', saveNow);
  win.on('leave-full-screen', saveNow);
  win.on('close', saveNow);
}
