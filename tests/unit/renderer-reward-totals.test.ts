import { rewardTotals } from '@renderer/views/rewards/reward-totals';
import { describe, expect, it } from 'vitest';

const AVAX = {
  assetId: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
  name: 'Avalanche',
  symbol: 'AVAX',
  denomination: 9,
};
const reward = (amount: string, asset = AVAX) => ({ estimatedReward: { ...asset, type: 'NATIVE', amount } });

describe('rewardTotals', () => {
  it('sums estimated rewards exactly, beyond what a double can hold', () => {
    const { totals, unreadable } = rewardTotals([reward('9007199254740993'), reward('9007199254740993'), reward('1')]);
    expect(unreadable).toBe(0);
    expect(totals).toEqual([
      { assetId: AVAX.assetId, symbol: 'AVAX', denomination: 9, amount: 18014398509481987n, rewards: 3 },
    ]);
  });

  it('keeps one total per asset, in the order assets first appear', () => {
    const other = { assetId: 'other', name: 'Other', symbol: 'OTH', denomination: 6 };
    const { totals } = rewardTotals([reward('5', other), reward('2'), reward('7', other)]);
    expect(totals.map((t) => [t.symbol, t.amount, t.rewards])).toEqual([
      ['OTH', 12n, 2],
      ['AVAX', 2n, 1],
    ]);
  });

  it('leaves out amounts that are not integers and counts them', () => {
    const { totals, unreadable } = rewardTotals([reward('1.5'), reward(''), reward(' 4 ')]);
    expect(unreadable).toBe(2);
    expect(totals[0]?.amount).toBe(4n);
  });

  it('has no total for no rewards', () => {
    expect(rewardTotals([])).toEqual({ totals: [], unreadable: 0 });
  });
});
