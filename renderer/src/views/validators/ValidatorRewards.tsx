import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { usePendingRewards } from '@renderer/queries/rewards';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ListPendingRewardsResponse } from '@shared/models/data/primary';
import { useMemo } from 'react';
import { RewardTotals } from '../rewards/RewardTotals';
import { rewardColumns } from '../rewards/reward-columns';
import { rewardsHref } from './validator-model';

const selectRows = (page: ListPendingRewardsResponse) => page.pendingRewards;

/** A primary validator's pending rewards (its own and its delegators'), from the Data API, with their total. */
export function ValidatorRewards({ network, nodeId }: { network: DataNetwork; nodeId: string }) {
  const params = useMemo(() => ({ network, nodeIds: [nodeId] }), [network, nodeId]);
  const query = usePendingRewards(params);
  // Every row is this node's: its column would only repeat the node ID.
  const columns = useMemo(() => rewardColumns(network).filter((c) => c.id !== 'node'), [network]);
  const pages = query.data?.pages;
  const loaded = useMemo(() => (pages ?? []).flatMap(selectRows), [pages]);
  return (
    <div className="validator-detail__rewards" data-testid="validator-rewards">
      <h3 className="validator-detail__subtitle">
        Pending rewards <span className="muted">(Data API, rewards:listPending)</span>
        <a className="link validator-detail__subtitle-link" href={rewardsHref(network, { nodeIds: [nodeId] })}>
          In Rewards →
        </a>
      </h3>
      <InfiniteTable
        query={query}
        selectRows={selectRows}
        columns={columns}
        rowKey={(r) => `${r.txHash}/${r.rewardType}`}
        label={`Pending rewards of ${nodeId}`}
        emptyMessage="No pending rewards for this node."
        what="Pending rewards"
        maxHeight={320}
        testId="validator-rewards-table"
      />
      <RewardTotals rewards={loaded} complete={!query.hasNextPage} testId="validator-reward-totals" />
    </div>
  );
}
