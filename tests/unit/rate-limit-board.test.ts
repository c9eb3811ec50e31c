import { RateLimitBoard } from '@main/services/rate-limits';
import { describe, expect, it } from 'vitest';

describe('RateLimitBoard', () => {
  const observation = (remaining: number, resetAt: number, extra = {}) => ({
    limit: 10,
    remaining,
    resetAt,
    status: 200,
    keyUsed: false,
    ...extra,
  });

  it('keeps the latest budget per profile and announces each one', () => {
    const events: unknown[] = [];
    let now = 1000;
    const board = new RateLimitBoard(
      (_, payload) => events.push(payload),
      () => now,
    );
    board.record('a', observation(9, 60_000));
    now = 2000;
    board.record('a', observation(8, 60_400));
    board.record('b', observation(3, 30_000, { keyUsed: true }));
    expect(board.get('a')).toEqual({ profileId: 'a', ...observation(8, 60_400), observedAt: 2000 });
    expect(board.get('b')).toMatchObject({ remaining: 3, keyUsed: true });
    expect(board.get('c')).toBeNull();
    expect(events).toHaveLength(3);
  });

  it('an answer overtaken in the same window does not raise the count; a new window does', () => {
    let now = 1000;
    const board = new RateLimitBoard(
      () => {},
      () => now,
    );
    board.record('a', observation(5, 60_000));
    board.record('a', observation(6, 60_900));
    expect(board.get('a')?.remaining).toBe(5);
    now = 61_000;
    board.record('a', observation(9, 121_000));
    expect(board.get('a')?.remaining).toBe(9);
  });
});
