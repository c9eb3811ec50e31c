import { readRateLimitHeaders } from '@main/services/rate-limit-headers';
import { parseRateLimit, RateLimiter } from '@sim/rate-limit';
import { describe, expect, it } from 'vitest';

const NOW = 1_800_000_000_000;

describe('readRateLimitHeaders', () => {
  it('reads the draft headers, reset in seconds from now', () => {
    const h = new Headers({ 'ratelimit-limit': '60', 'ratelimit-remaining': '42', 'ratelimit-reset': '37' });
    expect(readRateLimitHeaders(h, NOW)).toEqual({ limit: 60, remaining: 42, resetAt: NOW + 37_000 });
  });

  it('reads x-ratelimit-* with a Unix-time reset, and a policy after the limit', () => {
    const h = new Headers({
      'x-ratelimit-limit': '5000, 5000;w=3600',
      'x-ratelimit-remaining': '4990',
      'x-ratelimit-reset': String(NOW / 1000 + 90),
    });
    expect(readRateLimitHeaders(h, NOW)).toEqual({ limit: 5000, remaining: 4990, resetAt: NOW + 90_000 });
  });

  it('reads the structured ratelimit header', () => {
    const h = new Headers({ ratelimit: 'limit=100, remaining=7, reset=12' });
    expect(readRateLimitHeaders(h, NOW)).toEqual({ limit: 100, remaining: 7, resetAt: NOW + 12_000 });
  });

  it('is null without a budget, and leaves out what is unreadable', () => {
    expect(readRateLimitHeaders(new Headers({ 'ratelimit-reset': '10' }), NOW)).toBeNull();
    expect(readRateLimitHeaders(new Headers({ 'ratelimit-remaining': 'lots' }), NOW)).toBeNull();
    expect(readRateLimitHeaders(new Headers({ 'ratelimit-remaining': '3', 'ratelimit-reset': 'soon' }), NOW)).toEqual({
      limit: null,
      remaining: 3,
      resetAt: null,
    });
  });
});

describe('the simulator’s rate limiter', () => {
  it('parses N/min, N/s and N/h, and refuses anything else', () => {
    expect(parseRateLimit('30/min')).toEqual({ limit: 30, windowSeconds: 60 });
    expect(parseRateLimit('2/s')).toEqual({ limit: 2, windowSeconds: 1 });
    expect(parseRateLimit('100/h')).toEqual({ limit: 100, windowSeconds: 3600 });
    for (const bad of ['30', '0/min', '30/day', 'x/min'])
      expect(() => parseRateLimit(bad), bad).toThrow(/bad rate limit/);
  });

  it('counts per caller in a fixed window, refuses past the limit with Retry-After, and resets', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowSeconds: 60 }, () => now);
    expect(limiter.take('')?.headers).toEqual({
      'ratelimit-limit': '2',
      'ratelimit-remaining': '1',
      'ratelimit-reset': '60',
    });
    now = 10_000;
    expect(limiter.take('')).toMatchObject({ allowed: true, headers: { 'ratelimit-remaining': '0' } });
    expect(limiter.take('')).toMatchObject({
      allowed: false,
      headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '50', 'retry-after': '50' },
    });
    // A key has its own budget.
    expect(limiter.take('key-1')).toMatchObject({ allowed: true, headers: { 'ratelimit-remaining': '1' } });
    now = 60_000;
    expect(limiter.take('')).toMatchObject({ allowed: true, headers: { 'ratelimit-remaining': '1' } });
    limiter.set(null);
    expect(limiter.take('')).toBeNull();
  });
});
