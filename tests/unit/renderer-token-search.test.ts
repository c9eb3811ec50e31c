import { portfolioTotal } from '@renderer/views/address/portfolio';
import { tokenSearchState } from '@renderer/views/address/use-token-search';
import { describe, expect, it } from 'vitest';

describe('token search through a transfer history', () => {
  const base = { loaded: true, matches: 3, want: 25, hasNextPage: true, failed: false, stopped: false };
  it('keeps searching until a page of matches, the end, a failure or a stop', () => {
    expect(tokenSearchState(base)).toBe('searching');
    expect(tokenSearchState({ ...base, matches: 25 })).toBe('enough');
    expect(tokenSearchState({ ...base, hasNextPage: false })).toBe('ended');
    expect(tokenSearchState({ ...base, stopped: true })).toBe('stopped');
    expect(tokenSearchState({ ...base, failed: true })).toBe('failed');
  });

  it('is searching, not ended, while the first page is on its way (no next page is known yet)', () => {
    expect(tokenSearchState({ ...base, loaded: false, hasNextPage: false, matches: 0 })).toBe('searching');
    expect(tokenSearchState({ ...base, loaded: false, hasNextPage: false, stopped: true })).toBe('stopped');
  });
});

describe('portfolio total', () => {
  it('sums values exactly and counts the tokens without one', () => {
    const total = portfolioTotal(
      [
        { balanceValue: { value: '0.1', currencyCode: 'usd' } },
        { balanceValue: { value: 0.2, currencyCode: 'usd' } },
        { balanceValue: undefined },
        { balanceValue: { value: '5', currencyCode: 'eur' } },
      ],
      'usd',
    );
    expect(total).toEqual({ value: '0.3', currency: 'usd', valued: 2, unvalued: 2 });
  });
});
