import { createLimiter } from '@renderer/queries/limiter';
import { describe, expect, it } from 'vitest';

describe('background limiter', () => {
  it('runs at most max tasks at once, the rest in order, and frees a slot on failure', async () => {
    const run = createLimiter(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number, fail = false) =>
      run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 5));
        active -= 1;
        order.push(i);
        if (fail) throw new Error(`task ${i}`);
        return i;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });

  it('a waiting task whose signal aborts never runs, and leaves its place to the next', async () => {
    const run = createLimiter(1);
    const ran: string[] = [];
    let release = () => {};
    const first = run(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            ran.push('first');
            resolve();
          };
        }),
    );
    const controller = new AbortController();
    const aborted = run(async () => void ran.push('aborted'), controller.signal);
    const third = run(async () => void ran.push('third'));
    controller.abort();
    await expect(aborted).rejects.toThrow();
    release();
    await Promise.all([first, third]);
    expect(ran).toEqual(['first', 'third']);
    const already = new AbortController();
    already.abort();
    const blocker = run(() => new Promise<void>((r) => setTimeout(r, 5)));
    await expect(run(async () => void ran.push('never'), already.signal)).rejects.toThrow();
    await blocker;
    expect(ran).not.toContain('never');
  });
});
