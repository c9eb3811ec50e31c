import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatPercent } from '@renderer/format/number';
import type { Uptime } from '@shared/models/node/info';

/** The 80 % uptime requirement for staking rewards on the primary network. */
const REWARD_THRESHOLD = 80;

/** info.uptime's two figures as bars. */
export function UptimeFigures({ uptime, testId }: { uptime: Uptime; testId: string }) {
  const tone = (value: number) => (value >= REWARD_THRESHOLD ? 'success' : 'warning');
  return (
    <KeyValueGrid
      testId={testId}
      rows={[
        {
          label: 'Rewarding stake',
          hint: 'share of stake that sees this node above the uptime requirement',
          value: (
            <ProgressBar
              value={uptime.rewardingStakePercentage}
              label={formatPercent(uptime.rewardingStakePercentage, { digits: 4 })}
              tone={tone(uptime.rewardingStakePercentage)}
              ariaLabel="Rewarding stake percentage"
              testId={`${testId}-rewarding`}
            />
          ),
        },
        {
          label: 'Weighted average',
          hint: 'stake-weighted average of the uptime peers observe',
          value: (
            <ProgressBar
              value={uptime.weightedAveragePercentage}
              label={formatPercent(uptime.weightedAveragePercentage, { digits: 4 })}
              tone={tone(uptime.weightedAveragePercentage)}
              ariaLabel="Weighted average uptime"
              testId={`${testId}-weighted`}
            />
          ),
        },
      ]}
    />
  );
}
