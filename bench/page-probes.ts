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

/**
 * How long after the last answer of `channel` that arrived before it the first frame showing `selector`
 * (one of those given to `installProbes`) was painted: the time the renderer took to draw what arrived.
 */
export async function paintAfterData(page: Page, channel: string, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    ({ channel, selector }) => {
      const probes = (window as ProbedWindow).__probes;
      const painted = probes?.painted[selector];
      if (painted === undefined || !probes) return null;
      const before = probes.answers.filter((a) => a.channel === channel && a.end <= painted).map((a) => a.end);
      return before.length > 0 ? painted - Math.max(...before) : null;
    },
    { channel, selector },
    { timeout: 120_000 },
  );
  const ms = (await handle.jsonValue()) as number;
  await handle.dispose();
  return ms;
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

export interface MainThreadTasks {
  /** Longest task on the page's main thread, wall clock (what the Long Tasks API sees). */
  longestWallMs: number;
  /** Longest task in the main thread's own CPU time: what the page's code cost, whatever else the machine ran. */
  longestCpuMs: number;
  /** Tasks over 50 ms of CPU time. */
  overBudgetCpu: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** A main-thread task in the trace, by the name Chromium's versions give it. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Runs `work` under a Chromium trace of the main threads' tasks (category `toplevel`, small enough for
 * minutes of scrolling) and sums up the page's main thread. On a loaded machine a task's wall time
 * includes the time the thread waited for a core; its thread time does not.
 */
export async function traceMainThread(page: Page, work: () => Promise<void>): Promise<MainThreadTasks> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
  await work();
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer is the one that worked: the busiest renderer main thread.
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !TASK_EVENTS.has(e.name) || !renderers.has(thread)) continue;
    const list = byThread.get(thread) ?? [];
    list.push(e);
    byThread.set(thread, list);
  }
  const busiest = [...byThread.values()].sort(
    (a, b) => b.reduce((s, e) => s + (e.dur ?? 0), 0) - a.reduce((s, e) => s + (e.dur ?? 0), 0),
  )[0];
  const tasks = busiest ?? [];
  return {
    longestWallMs: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
    longestCpuMs: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)),
    overBudgetCpu: tasks.filter((e) => (e.tdur ?? 0) > 50_000).length,
  };
}
