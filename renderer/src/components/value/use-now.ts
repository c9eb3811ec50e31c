import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined)
    timer = setInterval(() => {
      for (const listener of listeners) listener();
    }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time in ms, re-rendering the caller every `stepMs` from one clock shared by every caller
 * (so "3 min ago" does not re-render every second). The value is the real time of the render, not the
 * step boundary, so an age is never understated by up to a step.
 */
export function useNow(stepMs = TICK_MS): number {
  const step = Math.max(TICK_MS, stepMs);
  const snapshot = () => Math.floor(Date.now() / step);
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return Date.now();
}

/** How often a relative time of this age needs redrawing: every second under a minute, then less often. */
export function refreshStepFor(ageMs: number): number {
  const age = Math.abs(ageMs);
  if (age < 60_000) return 1000;
  if (age < 3_600_000) return 15_000;
  return 300_000;
}
