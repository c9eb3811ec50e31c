import { newerJobViews } from '@renderer/queries/export';
import { describe, expect, it } from 'vitest';

const view = (id: string, at: number, rows: number) => ({ id, at, rows });

describe('the export job list read from main, beside the events', () => {
  it('keeps the newer view of a job when the list was read before an event it arrives after', () => {
    const current = { jobs: [view('a', 2_000, 100), view('b', 1_000, 7)] };
    const answer = { jobs: [view('a', 1_500, 0), view('b', 1_200, 9)] };
    expect(newerJobViews(current, answer)).toEqual({ jobs: [view('a', 2_000, 100), view('b', 1_200, 9)] });
  });

  it('takes which jobs exist from the answer: a removed job goes, a new one comes', () => {
    const current = { jobs: [view('a', 2_000, 100), view('gone', 1_000, 3)] };
    const answer = { jobs: [view('new', 3_000, 0), view('a', 2_500, 200)] };
    expect(newerJobViews(current, answer)).toEqual({ jobs: [view('new', 3_000, 0), view('a', 2_500, 200)] });
  });

  it('is the answer when nothing was held', () => {
    expect(newerJobViews(undefined, { jobs: [view('a', 1, 1)] })).toEqual({ jobs: [view('a', 1, 1)] });
  });
});
