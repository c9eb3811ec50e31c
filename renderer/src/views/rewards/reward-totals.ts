import { isIntegerString } from '@renderer/format/amount';
import type { AssetAmount } from '@shared/models/data/primary';

/** The sum of estimated rewards in one asset. */
export interface RewardTotal {
  assetId: string;
  symbol: string;
  denomination: number;
  amount: bigint;
  rewards: number;
}

/**
 * Estimated rewards summed per asset (rewards are paid in AVAX today, but the Data API names the asset of
 * each, so no asset is assumed). `unreadable` counts amounts that are not integers and were left out.
 */
export function rewardTotals(rewards: readonly { estimatedReward: AssetAmount }[]): {
  totals: RewardTotal[];
  unreadable: number;
} {
  const byAsset = new Map<string, RewardTotal>();
  let unreadable = 0;
  for (const { estimatedReward: r } of rewards) {
    if (!isIntegerString(r.amount)) {
      unreadable += 1;
      continue;
    }
    const total = byAsset.get(r.assetId);
    if (total) {
      total.amount += BigInt(r.amount.trim());
      total.rewards += 1;
    } else {
      byAsset.set(r.assetId, {
        assetId: r.assetId,
        symbol: r.symbol,
        denomination: r.denomination,
        amount: BigInt(r.amount.trim()),
        rewards: 1,
      });
    }
  }
  return { totals: [...byAsset.values()], unreadable };
}
