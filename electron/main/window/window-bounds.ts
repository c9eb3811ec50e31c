import { z } from 'zod';

/** What is remembered of the main window between runs (`<data dir>/window-state.json`). */
export const WindowState = z.object({
  /** The restored (not maximised) bounds; x/y absent when the window was never moved. */
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
  fullScreen: z.boolean().default(false),
});
export type WindowState = z.output<typeof WindowState>;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowSizing {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

export interface WindowPlacement {
  /** No x/y: let the system centre the window. */
  bounds: { x?: number; y?: number; width: number; height: number };
  maximized: boolean;
  fullScreen: boolean;
}

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The work area holding most of `rect`, or null when it is on no display that still exists. */
function bestWorkArea(rect: Rect, workAreas: readonly Rect[]): Rect | null {
  let best: Rect | null = null;
  let bestArea = 0;
  for (const area of workAreas) {
    const overlap = overlapArea(rect, area);
    if (overlap > bestArea) {
      best = area;
      bestArea = overlap;
    }
  }
  return best;
}

/**
 * Where the window opens, from what was saved and the displays there are now (`workAreas`, the primary
 * first). The size is at least the minimum and at most the display; a window whose display is gone (a
 * monitor unplugged, resolution lowered) is centred on the primary display instead of opening off screen;
 * one partly off its display is moved fully onto it.
 */
export function placeWindow(
  saved: WindowState | null,
  workAreas: readonly Rect[],
  sizing: WindowSizing,
): WindowPlacement {
  const primary = workAreas[0];
  if (!saved || !primary) {
    return { bounds: { width: sizing.width, height: sizing.height }, maximized: false, fullScreen: false };
  }
  const wanted = {
    width: Math.max(saved.width, sizing.minWidth),
    height: Math.max(saved.height, sizing.minHeight),
  };
  const state = { maximized: saved.maximized, fullScreen: saved.fullScreen };
  const home =
    saved.x === undefined || saved.y === undefined
      ? null
      : bestWorkArea({ x: saved.x, y: saved.y, ...wanted }, workAreas);
  const area = home ?? primary;
  const width = Math.min(wanted.width, area.width);
  const height = Math.min(wanted.height, area.height);
  if (!home || saved.x === undefined || saved.y === undefined) {
    return {
      bounds: {
        x: area.x + Math.round((area.width - width) / 2),
        y: area.y + Math.round((area.height - height) / 2),
        width,
        height,
      },
      ...state,
    };
  }
  return {
    bounds: {
      x: clamp(saved.x, area.x, area.x + area.width - width),
      y: clamp(saved.y, area.y, area.y + area.height - height),
      width,
      height,
    },
    ...state,
  };
}
