import { settledOrAfter } from '@renderer/queries/first-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('settledOrAfter (the first render waits briefly for a deep link’s answers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watch = (p: Promise<void>) => {
    const state = { settled: false };
    void p.then(() => {
      state.settled = true;
    });
    return state;
  };

  it('settles as soon as the answers are in, before the wait is over', async () => {
    let answer: (value: unknown) => void = () => {};
    const state = watch(settledOrAfter(new Promise((r) => (answer = r)), 120));
    await vi.advanceTimersByTimeAsync(30);
    expect(state.settled).toBe(false);
    answer('in');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('settles when the wait is over even though the answers are not (the skeleton is drawn then)', async () => {
    const state = watch(settledOrAfter(new Promise(() => {}), 120));
    await vi.advanceTimersByTimeAsync(119);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('a failed request ends the wait too, without an error', async () => {
    let fail: (reason: unknown) => void = () => {};
    const waited = settledOrAfter(new Promise((_, r) => (fail = r)), 120);
    const state = watch(waited);
    fail(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    await expect(waited).resolves.toBeUndefined();
  });
});
