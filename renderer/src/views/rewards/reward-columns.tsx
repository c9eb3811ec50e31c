import type { Column } from '@renderer/components/table/columns';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { parseBigInt } from '@renderer/format/number';
import type { PendingReward } from '@shared/models/data/primary';
import { Avax } from '../validators/validator-columns';
import { pChainTxHref, rewardsHref, validatorsHref } from '../validators/validator-model';
import { rewardText } from './rewards-form';

const big = (value: string) => parseBigInt(value) ?? undefined;

function Addresses({ addresses, network }: { addresses: readonly string[]; network: string }) {
  const first = addresses[0];
  if (!first) return <span className="muted">—</span>;
  return (
    <span className="rewards-addresses" title={addresses.join('\n')}>
      <HashText
        value={first}
        href={rewardsHref(network, { addresses: [first] })}
        head={9}
        tail={4}
        copyLabel="Copy address"
        testId="reward-address"
      />
      {addresses.length > 1 && <span className="muted">+{addresses.length - 1}</span>}
    </span>
  );
}

const REWARD_TONES: Record<string, 'info' | 'success' | 'neutral'> = {
  VALIDATOR: 'success',
  DELEGATOR: 'info',
  VALIDATOR_FEE: 'neutral',
};

/** Columns of the pending rewards table; the estimate is shown in its own denomination and symbol. */
export function rewardColumns(network: string): Column<PendingReward>[] {
  return [
    {
      id: 'addresses',
      header: 'Addresses',
      width: 'minmax(130px, 1.2fr)',
      cell: (r) => <Addresses addresses={r.addresses} network={network} />,
      sortValue: (r) => r.addresses[0],
    },
    {
      id: 'node',
      header: 'Node ID',
      width: 'minmax(140px, 1.1fr)',
      cell: (r) => (
        <HashText
          value={r.nodeId}
          href={validatorsHref(network, { node: r.nodeId })}
          head={11}
          tail={4}
          copyLabel="Copy node ID"
          testId="reward-node"
        />
      ),
      sortValue: (r) => r.nodeId,
    },
    {
      id: 'tx',
      priority: 3,
      header: 'Transaction',
      width: 'minmax(118px, 1fr)',
      cell: (r) => <HashText value={r.txHash} href={pChainTxHref(r.txHash)} head={6} tail={4} testId="reward-tx" />,
      sortValue: (r) => r.txHash,
    },
    {
      id: 'staked',
      header: <span title="Amount staked, in AVAX">Staked</span>,
      width: 'minmax(100px, 0.9fr)',
      align: 'right',
      cell: (r) => <Avax value={r.amountStaked} testId="reward-staked" />,
      sortValue: (r) => big(r.amountStaked),
    },
    {
      id: 'start',
      priority: 4,
      header: 'Start',
      width: 88,
      cell: (r) => <Timestamp value={r.startTimestamp} dateOnly />,
      sortValue: (r) => r.startTimestamp,
    },
    {
      id: 'end',
      header: 'End',
      width: 88,
      cell: (r) => <Timestamp value={r.endTimestamp} dateOnly />,
      sortValue: (r) => r.endTimestamp,
    },
    {
      id: 'type',
      priority: 2,
      header: 'Type',
      width: 126,
      cell: (r) => (
        <Badge tone={REWARD_TONES[r.rewardType] ?? 'neutral'} testId="reward-type">
          {r.rewardType}
        </Badge>
      ),
      sortValue: (r) => r.rewardType,
    },
    {
      id: 'progress',
      priority: 5,
      header: 'Progress',
      width: 104,
      cell: (r) => (
        <ProgressBar value={r.progress} tone={r.progress >= 100 ? 'success' : 'info'} testId="reward-progress" />
      ),
      sortValue: (r) => r.progress,
    },
    {
      id: 'reward',
      header: <span title="Estimated reward, in the reward asset's denomination">Est. reward</span>,
      width: 'minmax(112px, 1fr)',
      align: 'right',
      cell: (r) => (
        <span className="mono" title={rewardText(r.estimatedReward)} data-testid="reward-estimate">
          {rewardText(r.estimatedReward, 4)}
        </span>
      ),
      sortValue: (r) => big(r.estimatedReward.amount),
    },
  ];
}
