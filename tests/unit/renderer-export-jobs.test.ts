import { newerJobViews } from '@renderer/queries/export';
import { describe, expect, it } from 'vitest';

/** A job view: created at `createdAt`, seen by main at `at` with `rows` written. */
const view = (id: string, createdAt: number, at: number, rows: number) => ({ id, createdAt, at, rows });

describe('the export job list read from main, beside the events', () => {
  it('keeps the newer view of a job when the list was read before an event it arrives after', () => {
    const current = { jobs: [view('a', 900, 2_000, 100), view('b', 800, 1_000, 7)] };
    const answer = { jobs: [view('a', 900, 1_500, 0), view('b', 800, 1_200, 9)], asOf: 1_500 };
    expect(newerJobViews(current, answer)).toEqual({
      jobs: [view('a', 900, 2_000, 100), view('b', 800, 1_200, 9)],
      asOf: 1_500,
    });
  });

  it('keeps a job started after the answer was made, newest first', () => {
    const current = { jobs: [view('started', 1_600, 1_700, 5), view('a', 900, 1_400, 10)] };
    const answer = { jobs: [view('a', 900, 1_500, 20)], asOf: 1_500 };
    expect(newerJobViews(current, answer).jobs).toEqual([view('started', 1_600, 1_700, 5), view('a', 900, 1_500, 20)]);
  });

  it('keeps a job created in the very millisecond the answer was made, which the answer may have missed', () => {
    const current = { jobs: [view('same-ms', 1_500, 1_500, 0)] };
    expect(newerJobViews(current, { jobs: [], asOf: 1_500 }).jobs).toEqual([view('same-ms', 1_500, 1_500, 0)]);
  });

  it('drops a job the answer lacks that existed when it was made: it was removed', () => {
    const current = { jobs: [view('a', 900, 2_000, 100), view('gone', 800, 1_000, 3)] };
    const answer = { jobs: [view('new', 2_400, 3_000, 0), view('a', 900, 2_500, 200)], asOf: 3_000 };
    expect(newerJobViews(current, answer).jobs).toEqual([view('new', 2_400, 3_000, 0), view('a', 900, 2_500, 200)]);
  });

  it('does not bring back a job whose removal was seen after the answer was made', () => {
    const current = { jobs: [view('a', 900, 2_000, 100)] };
    const answer = { jobs: [view('a', 900, 1_500, 50), view('removed', 800, 1_500, 3)], asOf: 1_500 };
    expect(newerJobViews(current, answer, new Set(['removed'])).jobs).toEqual([view('a', 900, 2_000, 100)]);
    expect(newerJobViews(undefined, answer, new Set(['removed'])).jobs).toEqual([view('a', 900, 1_500, 50)]);
  });

  it('is the answer when nothing was held', () => {
    const answer = { jobs: [view('a', 1, 1, 1)], asOf: 1 };
    expect(newerJobViews(undefined, answer)).toEqual(answer);
  });
});
