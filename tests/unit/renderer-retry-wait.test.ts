import { isWaitShown, LINGER_MS, retryWaitText } from '@renderer/shell/retry-wait';
import { describe, expect, it } from 'vitest';

const wait = (status: number, until: number) => ({
  profileId: 'local',
  retryId: 'r1',
  path: '/chains/43114/blocks',
  status,
  waitMs: 3000,
  nextAttempt: 2,
  until,
});

describe('retry wait notice', () => {
  it('counts down in whole seconds and names the cause', () => {
    expect(retryWaitText(wait(429, 10_000), 7_100)).toBe(
      'The Data API is rate limiting requests (429) — retrying in 3 s (attempt 2).',
    );
    expect(retryWaitText(wait(503, 10_000), 10_200)).toBe(
      'The Data API answered 503 (temporarily unavailable) — retrying now (attempt 2).',
    );
  });
  it('shows until a little after the retry went out', () => {
    expect(isWaitShown(null, 0)).toBe(false);
    expect(isWaitShown(wait(429, 10_000), 10_000 + LINGER_MS - 1)).toBe(true);
    expect(isWaitShown(wait(429, 10_000), 10_000 + LINGER_MS)).toBe(false);
  });
});
