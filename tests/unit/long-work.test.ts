import { LongWorkService } from '@main/services/long-work';
import { tickRunClock } from '@renderer/desktop/long-work';
import { LONG_WORK_MIN_MS, LongWorkFinished } from '@shared/contract/long-work';
import { describe, expect, it } from 'vitest';

const job: LongWorkFinished = {
  kind: 'export',
  outcome: 'failed',
  title: 'Export failed',
  body: 'wallet.csv: the Data API answered 500 three times',
  route: '#/export?job=abcdefghijklmnop',
};

describe('LongWorkService', () => {
  it('hands the end of a job to the desktop notifier and answers what it did', () => {
    const seen: LongWorkFinished[] = [];
    const service = new LongWorkService({
      notify: (work) => {
        seen.push(work);
        return 'shown';
      },
    });
    expect(service.finished(job)).toEqual({ status: 'shown' });
    expect(seen).toEqual([job]);
  });

  it('without a notifier (browser mode) nothing is shown outside the page', () => {
    expect(new LongWorkService(null).finished(job)).toEqual({ status: 'unsupported' });
  });
});

describe('LongWorkFinished', () => {
  it('accepts a job with a route links may open', () => {
    expect(LongWorkFinished.parse(job)).toEqual(job);
  });

  it.each([
    ['a route links could not open', { route: '#/address/43114/0x12' }, 'route'],
    ['a URL instead of a route', { route: 'https://evil.example/' }, 'route'],
    ['an unknown kind', { kind: 'mining' }, 'kind'],
    ['an empty title', { title: '  ' }, 'title'],
    ['a very long body', { body: 'x'.repeat(301) }, 'body'],
    ['an unknown field', { sound: 'loud' }, ''],
  ])('refuses %s', (_what, change, field) => {
    const parsed = LongWorkFinished.safeParse({ ...job, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join('.') ?? '').toBe(field);
  });
});

describe('tickRunClock (when a page-side run is worth a notification)', () => {
  it('reports a run that ended after at least the minimum, with how long it took', () => {
    let clock = tickRunClock({ startedAt: null }, true, 1000, LONG_WORK_MIN_MS).clock;
    // Still running on later renders: the start is kept.
    clock = tickRunClock(clock, true, 4000, LONG_WORK_MIN_MS).clock;
    expect(clock).toEqual({ startedAt: 1000 });
    const ended = tickRunClock(clock, false, 1000 + LONG_WORK_MIN_MS + 200, LONG_WORK_MIN_MS);
    expect(ended).toEqual({ clock: { startedAt: null }, endedAfterMs: LONG_WORK_MIN_MS + 200 });
  });

  it('does not report a short run, or an end without a start', () => {
    const clock = tickRunClock({ startedAt: null }, true, 0, LONG_WORK_MIN_MS).clock;
    expect(tickRunClock(clock, false, LONG_WORK_MIN_MS - 1, LONG_WORK_MIN_MS).endedAfterMs).toBeNull();
    expect(tickRunClock({ startedAt: null }, false, 99_999, LONG_WORK_MIN_MS).endedAfterMs).toBeNull();
  });
});
