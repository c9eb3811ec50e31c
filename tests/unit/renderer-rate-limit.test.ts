import { ApiError } from '@renderer/api';
import { isDataApiRateLimit } from '@renderer/components/feedback/errors';
import { budgetDescription, budgetFigure, budgetLevel, resetShort } from '@renderer/shell/rate-limit-words';
import { appError } from '@shared/errors';
import type { RateLimitBudget } from '@shared/models/rate-limit';
import { describe, expect, it } from 'vitest';

const NOW = 1_800_000_000_000;
const budget = (patch: Partial<RateLimitBudget> = {}): RateLimitBudget => ({
  profileId: 'p',
  limit: 60,
  remaining: 42,
  resetAt: NOW + 37_000,
  observedAt: NOW,
  status: 200,
  keyUsed: false,
  ...patch,
});

describe('the rate-limit gauge in words', () => {
  it('figure, countdown and level', () => {
    expect(budgetFigure(budget())).toBe('42/60');
    expect(budgetFigure(budget({ limit: null }))).toBe('42');
    expect(resetShort(budget(), NOW)).toBe('37 s');
    expect(resetShort(budget({ resetAt: NOW + 600_000 }), NOW)).toBe('10 min');
    expect(resetShort(budget({ resetAt: null }), NOW)).toBeNull();
    expect(budgetLevel(budget(), NOW)).toBe('ok');
    expect(budgetLevel(budget({ remaining: 12 }), NOW)).toBe('low');
    expect(budgetLevel(budget({ remaining: 0 }), NOW)).toBe('out');
    expect(budgetLevel(budget({ status: 429, remaining: 3 }), NOW)).toBe('out');
    expect(budgetLevel(budget(), NOW + 40_000)).toBe('reset');
  });

  it('the tooltip says whose limit, what is left and when it resets', () => {
    expect(budgetDescription(budget(), NOW)).toMatch(
      /^Data API rate limit — the public limit \(no API key\): 42 of 60 requests left; resets in 37 s/,
    );
    expect(budgetDescription(budget({ keyUsed: true, status: 429, remaining: 0 }), NOW)).toMatch(
      /this profile’s API key: 0 of 60 requests left; .*refused \(429\)/,
    );
  });
});

describe('which errors get the rate-limit hint', () => {
  it('a 429 of a Data API channel, never a node’s', () => {
    const limited = appError('http', 'Rate limit exceeded', { status: 429, retryAfterMs: 5000 });
    expect(isDataApiRateLimit(new ApiError(limited, 'data.listChains'))).toBe(true);
    expect(isDataApiRateLimit(new ApiError(limited, 'data.getMetrics'))).toBe(true);
    expect(isDataApiRateLimit(new ApiError(limited, 'node.info.peers'))).toBe(false);
    expect(isDataApiRateLimit(new ApiError({ ...limited, status: 503 }, 'data.listChains'))).toBe(false);
    expect(isDataApiRateLimit(null)).toBe(false);
  });
});
