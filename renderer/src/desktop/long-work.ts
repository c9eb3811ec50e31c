import { api } from '@renderer/api';
import { LONG_WORK_MIN_MS, type LongWorkFinished } from '@shared/contract/long-work';
import { useEffect, useRef } from 'react';

type Outcome = 'completed' | 'failed';

/** One piece of long work the page runs, as a view sees it on each render. */
export interface LongWorkWatch {
  kind: LongWorkFinished['kind'];
  running: boolean;
  /** Set when the run ended with an error. */
  failed: boolean;
  /** The user stopped it: nothing to tell them. */
  cancelled?: boolean;
  /** The view that shows the work (a notification click opens it). */
  route: string;
  /** The words of the notification, asked for when the work ends. */
  describe(outcome: Outcome): { title: string; body: string };
  /** Shorter runs are not worth a notification; LONG_WORK_MIN_MS unless said otherwise. */
  minMs?: number;
}

/** The watch state across renders: when the current run started (null when nothing runs). */
export interface RunClock {
  startedAt: number | null;
}

/**
 * The next clock for `running` at `now`, and whether a run just ended after long enough to report
 * (`endedAfterMs`, else null). Pure, so the rule is tested without React.
 */
export function tickRunClock(
  clock: RunClock,
  running: boolean,
  now: number,
  minMs: number,
): { clock: RunClock; endedAfterMs: number | null } {
  if (running) return { clock: { startedAt: clock.startedAt ?? now }, endedAfterMs: null };
  if (clock.startedAt === null) return { clock, endedAfterMs: null };
  const elapsed = now - clock.startedAt;
  return { clock: { startedAt: null }, endedAfterMs: elapsed >= minMs ? elapsed : null };
}

/** Tells main that long work ended; it shows a desktop notification if the window is not focused. */
export async function reportLongWork(work: LongWorkFinished): Promise<void> {
  try {
    await api.invoke('app.work.finished', work);
  } catch {
    // A notification is a courtesy: the view itself shows the outcome.
  }
}

/**
 * Reports the end of `watch`'s runs that took at least `minMs` (a long metrics fetch), so the desktop app
 * can notify a user who switched to another window meanwhile. Cancelled runs are not reported.
 */
export function useLongWorkNotice(watch: LongWorkWatch): void {
  const clock = useRef<RunClock>({ startedAt: null });
  const latest = useRef(watch);
  useEffect(() => {
    latest.current = watch;
  });
  useEffect(() => {
    const w = latest.current;
    const tick = tickRunClock(clock.current, watch.running, Date.now(), w.minMs ?? LONG_WORK_MIN_MS);
    clock.current = tick.clock;
    if (tick.endedAfterMs === null || w.cancelled) return;
    const outcome: Outcome = w.failed ? 'failed' : 'completed';
    void reportLongWork({ kind: w.kind, outcome, route: w.route, ...w.describe(outcome) });
  }, [watch.running]);
}
