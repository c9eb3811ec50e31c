import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the page itself records for the big-table, metrics and memory rows: every long task (Long Tasks
 * API: a main-thread task over 50 ms), when each answer of the app's call path (`/ipc/<channel>` in
 * browser mode) finished arriving, and when each watched selector was first painted. Times are the
 * page's `performance.now()`. Installed before any of the app's code runs, so nothing is missed.
 */
interface Probes {
  longTasks: { start: number; duration: number }[];
  answers: { channel: string; end: number }[];
  /** Selector → time the first frame showing it was painted. */
  painted: Record<string, number>;
}
type ProbedWindow = Window & { __probes?: Probes };

export async function installProbes(context: BrowserContext, watch: readonly string[] = []): Promise<void> {
  // tsx (esbuild, keepNames) wraps functions declared inside functions sent to the page in `__name(…)`,
  // which only exists in Node: give the page one, for this script and every later evaluate.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript((selectors: readonly string[]) => {
    const probes: Probes = { longTasks: [], answers: [], painted: {} };
    (window as ProbedWindow).__probes = probes;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probes.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceResourceTiming[]) {
        const at = e.name.indexOf('/ipc/');
        if (at >= 0) probes.answers.push({ channel: decodeURIComponent(e.name.slice(at + 5)), end: e.responseEnd });
      }
    }).observe({ type: 'resource', buffered: true });
    // Checked once per frame: a selector seen in a frame's callback is drawn by that frame, and a task
    // queued from the callback runs after the frame's style, layout and paint.
    let waiting = [...selectors];
    const check = () => {
      const seen = waiting.filter((s) => document.querySelector(s) !== null);
      if (seen.length > 0) {
        waiting = waiting.filter((s) => !seen.includes(s));
        setTimeout(() => {
          for (const s of seen) probes.painted[s] = performance.now();
        }, 0);
      }
      if (waiting.length > 0) requestAnimationFrame(check);
    };
    if (waiting.length > 0) requestAnimationFrame(check);
  }, watch);
}

/** The page's clock now. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Long tasks that started at or after `since` (page time). */
export function longTasksSince(page: Page, since: number): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(
    (from) => ((window as ProbedWindow).__probes?.longTasks ?? []).filter((t) => t.start >= from),
    since,
  );
}

/** The last answer of a channel and the paint that showed it, in page time. */
export interface PaintWindow {
  /** When the last answer of the channel before the paint finished arriving. */
  dataAt: number;
  paintedAt: number;
  ms: number;
}

/**
 * How long after the last answer of `channel` that arrived before it the first frame showing `selector`
 * (one of those given to `installProbes`) was painted: the time the renderer took to draw what arrived.
 */
export async function paintAfterData(page: Page, channel: string, selector: string): Promise<PaintWindow> {
  const handle = await page.waitForFunction(
    ({ channel, selector }) => {
      const probes = (window as ProbedWindow).__probes;
      const paintedAt = probes?.painted[selector];
      if (paintedAt === undefined || !probes) return null;
      const before = probes.answers.filter((a) => a.channel === channel && a.end <= paintedAt).map((a) => a.end);
      if (before.length === 0) return null;
      const dataAt = Math.max(...before);
      return { dataAt, paintedAt, ms: paintedAt - dataAt };
    },
    { channel, selector },
    { timeout: 120_000 },
  );
  const result = (await handle.jsonValue()) as PaintWindow;
  await handle.dispose();
  return result;
}

/** Renderer JS heap after a full garbage collection (CDP), in MB. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  } finally {
    await cdp.detach();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** A main-thread task in the trace, by the name Chromium's versions give it. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SYNC_MARK = 'bench-trace-sync';

/** The page's main-thread tasks during traced work; times in page ms (`performance.now()`). */
export class MainThreadTrace {
  constructor(private readonly tasks: readonly { start: number; wallMs: number; cpuMs: number }[]) {}

  /** Longest task, wall clock (what the Long Tasks API sees). */
  get longestWallMs(): number {
    return Math.max(0, ...this.tasks.map((t) => t.wallMs));
  }

  /** Longest task in the main thread's own CPU time: what the page's code cost, whatever else the machine ran. */
  get longestCpuMs(): number {
    return Math.max(0, ...this.tasks.map((t) => t.cpuMs));
  }

  /** Tasks over `ms` of CPU time. */
  cpuOver(ms: number): number {
    return this.tasks.filter((t) => t.cpuMs > ms).length;
  }

  /** Main-thread CPU time between two page times (a task cut by either end counts in proportion). */
  cpuBetween(from: number, to: number): number {
    let sum = 0;
    for (const t of this.tasks) {
      const overlap = Math.min(to, t.start + t.wallMs) - Math.max(from, t.start);
      if (overlap > 0 && t.wallMs > 0) sum += t.cpuMs * (overlap / t.wallMs);
    }
    return sum;
  }
}

/**
 * Runs `work` under a Chromium trace of the main threads' tasks (category `toplevel`, small enough for
 * minutes of scrolling) and returns the page's main thread. On a loaded machine a task's wall time
 * includes the time the thread waited for a core; its thread (CPU) time does not.
 */
export async function traceMainThread(page: Page, work: () => Promise<void>): Promise<MainThreadTrace> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] });
  await work();
  // A mark stamped in both clocks: trace time = page time × 1000 + offset.
  const markedAt = await page.evaluate((name) => performance.mark(name).startTime, SYNC_MARK);
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mark = events.find((e) => e.name === SYNC_MARK);
  if (!mark) throw new Error('the trace has no sync mark');
  const thread = `${mark.pid}:${mark.tid}`;
  const offset = mark.ts - markedAt * 1000;
  const all = events
    .filter((e) => e.ph === 'X' && TASK_EVENTS.has(e.name) && `${e.pid}:${e.tid}` === thread)
    .map((e) => ({ start: (e.ts - offset) / 1000, wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }))
    .sort((a, b) => a.start - b.start || b.wallMs - a.wallMs);
  // Outermost tasks only: a task event may wrap another of the other name, or a nested run loop's.
  const tasks: typeof all = [];
  for (const t of all) {
    const last = tasks.at(-1);
    if (!last || t.start >= last.start + last.wallMs) tasks.push(t);
  }
  return new MainThreadTrace(tasks);
}
