import { Amount } from '@renderer/components/value/Amount';
import { formatInteger } from '@renderer/format/number';
import type { PendingReward } from '@shared/models/data/primary';
import { useMemo } from 'react';
import { rewardTotals } from './reward-totals';
import '@renderer/styles/views/rewards.css';

const plural = (n: number, one: string) => `${formatInteger(n)} ${one}${n === 1 ? '' : 's'}`;

/**
 * The total row under a list of pending rewards: estimated rewards summed per asset. While pages are
 * still to load it says the sum covers only the rewards loaded so far.
 */
export function RewardTotals({
  rewards,
  complete,
  testId = 'reward-totals',
}: {
  rewards: readonly PendingReward[];
  complete: boolean;
  testId?: string;
}) {
  const { totals, unreadable } = useMemo(() => rewardTotals(rewards), [rewards]);
  if (rewards.length === 0) return null;
  return (
    <div className="reward-totals" data-testid={testId} data-complete={complete}>
      <span className="reward-totals__label">
        Total{' '}
        <span className="muted">
          {complete ? `of ${plural(rewards.length, 'reward')}` : `of the ${plural(rewards.length, 'reward')} loaded`}
        </span>
      </span>
      <span className="reward-totals__sums">
        {totals.map((t) => (
          <span key={t.assetId} data-testid="reward-total" data-asset={t.assetId} data-amount={t.amount.toString()}>
            <Amount value={t.amount} decimals={t.denomination} symbol={t.symbol} testId="reward-total-amount" />
          </span>
        ))}
      </span>
      {!complete && (
        <span className="muted reward-totals__note" data-testid="reward-totals-partial">
          more pages to load: the total grows as they do
        </span>
      )}
      {unreadable > 0 && (
        <span className="muted reward-totals__note" data-testid="reward-totals-unreadable">
          {plural(unreadable, 'amount')} not an integer, left out
        </span>
      )}
    </div>
  );
}
