import { settledOrAfter } from '@renderer/queries/first-data';
import { describe, expect, it } from 'vitest';

/** Real timers, far apart: a wait that did not end the way the test says would outlast the test's timeout. */
describe('settledOrAfter (the first render waits briefly for a deep link’s answers)', () => {
  it('settles as soon as the answers are in, long before the wait is over', async () => {
    const started = performance.now();
    await settledOrAfter(new Promise((resolve) => setTimeout(resolve, 20)), 60_000);
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('settles when the wait is over even though the answers never come (the skeleton is drawn then)', async () => {
    let answered = false;
    await settledOrAfter(
      new Promise(() => {}).then(() => {
        answered = true;
      }),
      50,
    );
    expect(answered).toBe(false);
  });

  it('a failed request ends the wait too, without an error', async () => {
    await expect(settledOrAfter(Promise.reject(new Error('offline')), 60_000)).resolves.toBeUndefined();
  });
});
