import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placeWindow, type Rect, type WindowState } from '@main/main/window/window-bounds';
import { rememberWindowState, WindowStateStore, windowStateOf } from '@main/main/window/window-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow } from '../support/fake-electron';

const SIZING = { width: 1360, height: 880, minWidth: 960, minHeight: 600 };
const LAPTOP: Rect = { x: 0, y: 0, width: 1440, height: 860 };
const RIGHT_MONITOR: Rect = { x: 1440, y: 0, width: 2560, height: 1400 };

const state = (s: Partial<WindowState>): WindowState => ({
  width: 1200,
  height: 800,
  maximized: false,
  fullScreen: false,
  ...s,
});

describe('placeWindow', () => {
  it('opens at the default size, centred by the system, when nothing was saved', () => {
    expect(placeWindow(null, [LAPTOP], SIZING)).toEqual({
      bounds: { width: 1360, height: 880 },
      maximized: false,
      fullScreen: false,
    });
  });

  it('restores a window that fits where it was, as it was', () => {
    const saved = state({ x: 1700, y: 100, width: 1600, height: 1000, maximized: true });
    expect(placeWindow(saved, [LAPTOP, RIGHT_MONITOR], SIZING)).toEqual({
      bounds: { x: 1700, y: 100, width: 1600, height: 1000 },
      maximized: true,
      fullScreen: false,
    });
  });

  it('centres a window whose monitor was unplugged on the primary display, shrunk to fit it', () => {
    const saved = state({ x: 1700, y: 100, width: 1600, height: 1000 });
    const placed = placeWindow(saved, [LAPTOP], SIZING);
    expect(placed.bounds).toEqual({ x: 0, y: 0, width: 1440, height: 860 });
    const smaller = placeWindow(state({ x: 3000, y: 50, width: 1000, height: 700 }), [LAPTOP], SIZING);
    expect(smaller.bounds).toEqual({ x: 220, y: 80, width: 1000, height: 700 });
  });

  it('moves a window hanging off its display fully onto the display it is mostly on', () => {
    const placed = placeWindow(state({ x: 2400, y: 900, width: 1200, height: 800 }), [LAPTOP, RIGHT_MONITOR], SIZING);
    expect(placed.bounds).toEqual({ x: 2400, y: 600, width: 1200, height: 800 });
    const leftOff = placeWindow(state({ x: -300, y: -40, width: 1000, height: 700 }), [LAPTOP], SIZING);
    expect(leftOff.bounds).toEqual({ x: 0, y: 0, width: 1000, height: 700 });
  });

  it('never opens smaller than the minimum, unless the display itself is smaller', () => {
    expect(placeWindow(state({ x: 10, y: 10, width: 300, height: 200 }), [LAPTOP], SIZING).bounds).toEqual({
      x: 10,
      y: 10,
      width: 960,
      height: 600,
    });
    const tiny: Rect = { x: 0, y: 0, width: 800, height: 560 };
    expect(placeWindow(state({ x: 0, y: 0 }), [tiny], SIZING).bounds).toEqual({ x: 0, y: 0, width: 800, height: 560 });
  });

  it('respects work areas that do not start at 0,0 (a menu bar, a dock, a display left of the primary)', () => {
    const left: Rect = { x: -1920, y: 25, width: 1920, height: 1055 };
    const placed = placeWindow(state({ x: -1900, y: 0, width: 1200, height: 800 }), [LAPTOP, left], SIZING);
    expect(placed.bounds).toEqual({ x: -1900, y: 25, width: 1200, height: 800 });
  });

  it('centres a saved size without a position on the primary display', () => {
    expect(placeWindow(state({ width: 1000, height: 700 }), [LAPTOP, RIGHT_MONITOR], SIZING).bounds).toEqual({
      x: 220,
      y: 80,
      width: 1000,
      height: 700,
    });
  });
});

describe('WindowStateStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snowscope-window-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    vi.useRealTimers();
  });

  it('round-trips the state through window-state.json in the data dir, leaving no partial file', () => {
    const store = new WindowStateStore(dir);
    expect(store.load()).toBeNull();
    const saved = state({ x: 5, y: 6, maximized: true });
    store.save(saved);
    expect(store.path).toBe(join(dir, 'window-state.json'));
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toEqual(saved);
    expect(readdirSync(dir)).toEqual(['window-state.json']);
    expect(new WindowStateStore(dir).load()).toEqual(saved);
  });

  it('ignores an unreadable or foreign file with a log line (the window opens at its default)', () => {
    const log: string[] = [];
    const store = new WindowStateStore(dir, (line) => log.push(line));
    writeFileSync(store.path, '{"width": -5');
    expect(store.load()).toBeNull();
    writeFileSync(store.path, JSON.stringify({ width: 'wide', height: 800, maximized: false }));
    expect(store.load()).toBeNull();
    expect(log).toEqual([
      `[window state] ignored unreadable ${store.path}`,
      `[window state] ignored unreadable ${store.path}`,
    ]);
  });

  it('reports a failed write instead of throwing (a read-only data dir never stops the window closing)', () => {
    const log: string[] = [];
    const store = new WindowStateStore(join(dir, 'missing', 'deeper'), (line) => log.push(line));
    store.save(state({}));
    expect(log[0]).toMatch(/^\[window state\] not saved: /);
  });

  it('saves after a burst of moves (once), at once on maximise and on close, with the restored bounds', () => {
    vi.useFakeTimers();
    const store = new WindowStateStore(dir);
    const save = vi.spyOn(store, 'save');
    const win = new FakeBrowserWindow({ x: 10, y: 20, width: 1000, height: 700 });
    rememberWindowState(win as never, store);
    win.setBounds({ x: 30, y: 40, width: 1100, height: 720 });
    win.setBounds({ x: 50, y: 60, width: 1100, height: 720 });
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.load()).toEqual(state({ x: 50, y: 60, width: 1100, height: 720 }));

    win.maximize();
    expect(store.load()).toMatchObject({ x: 50, y: 60, width: 1100, maximized: true });
    win.fullScreen = true;
    win.close();
    expect(store.load()).toMatchObject({ maximized: true, fullScreen: true });
    expect(save).toHaveBeenCalledTimes(3);
    expect(existsSync(`${store.path}.partial`)).toBe(false);
  });

  it('windowStateOf reads the normal bounds, not the maximised ones', () => {
    const win = new FakeBrowserWindow({ x: 1, y: 2, width: 1000, height: 700 });
    win.maximize();
    expect(windowStateOf(win as never)).toEqual({
      x: 1,
      y: 2,
      width: 1000,
      height: 700,
      maximized: true,
      fullScreen: false,
    });
  });
});
