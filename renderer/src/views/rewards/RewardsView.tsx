import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { PageHeader } from '@renderer/components/PageHeader';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import { usePendingRewards } from '@renderer/queries/rewards';
import { routeIssues } from '@renderer/routing/route-issues';
import { routeTo } from '@renderer/routing/routes';
import { useHashForm } from '@renderer/routing/use-hash-form';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ListPendingRewardsResponse } from '@shared/models/data/primary';
import { useMemo } from 'react';
import '@renderer/styles/views/rewards.css';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { updateHashParams } from '@renderer/routing/hash-query';
import { isDataNetwork } from '../validators/validator-model';
import { RewardsFormCard } from './RewardsFormCard';
import { RewardTotals } from './RewardTotals';
import { rewardColumns } from './reward-columns';
import {
  EMPTY_REWARDS_FORM,
  formFromHash,
  hasErrors,
  hashUpdatesOf,
  isRequested,
  type RewardsErrors,
  type RewardsForm,
  rewardsErrors,
  rewardsParams,
} from './rewards-form';

/** `#/rewards/:network` — pending staking rewards of addresses and/or node ids (Data API). */
export function RewardsView({ network }: { network: string }) {
  const issues = routeIssues({ name: 'rewards', network });
  if (issues.length > 0 || !isDataNetwork(network)) {
    return (
      <div className="view" data-testid="rewards-view">
        <PageHeader eyebrow="Pending rewards" title={<span className="mono break">{network}</span>} />
        <RouteIssuesCard issues={issues} testId="route-problem">
          <a className="link" href={routeTo('rewards', { network: 'mainnet' })}>
            Mainnet rewards →
          </a>
        </RouteIssuesCard>
      </div>
    );
  }
  return <RewardsPage network={network} />;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const requestSummary = (addresses: number, nodeIds: number) =>
  [addresses > 0 && count(addresses, 'address', 'addresses'), nodeIds > 0 && count(nodeIds, 'node id', 'node ids')]
    .filter(Boolean)
    .join(' · ');

const selectRows = (page: ListPendingRewardsResponse) => page.pendingRewards;

function errorsOf(form: RewardsForm, network: DataNetwork): RewardsErrors {
  return isRequested(form) ? rewardsErrors(rewardsParams(form, network)) : {};
}

function RewardsPage({ network }: { network: DataNetwork }) {
  // What the address bar asks for is the request; the form is what is being typed.
  const { requested, requestedKey, form, setForm, errors, setErrors, changeField } = useHashForm(formFromHash, (f) =>
    errorsOf(f, network),
  );

  const params = useMemo(() => rewardsParams(requested, network), [requested, network]);
  const runnable = isRequested(requested) && !hasErrors(rewardsErrors(params));
  const query = usePendingRewards(params, runnable);
  const columns = useMemo(() => rewardColumns(network), [network]);
  const pages = query.data?.pages;
  const loaded = useMemo(() => (pages ?? []).flatMap(selectRows), [pages]);

  const submit = () => {
    const params = rewardsParams(form, network);
    const found = rewardsErrors(params);
    setErrors(found);
    if (hasErrors(found)) return;
    const updates = hashUpdatesOf(form);
    updateHashParams(updates, 'push');
    // Re-submitting the same request asks again.
    if (JSON.stringify(formFromHash(window.location.hash)) === requestedKey && runnable) void query.refetch();
  };

  return (
    <div className="view rewards-view" data-testid="rewards-view">
      <PageHeader eyebrow={`Pending rewards · ${network}`} title="Pending staking rewards">
        <span className="muted">GET /v1/networks/{network}/rewards:listPending — rewards of stakes still running.</span>
      </PageHeader>
      <RewardsFormCard
        network={network}
        form={form}
        errors={errors}
        onChange={changeField}
        onSubmit={submit}
        onClear={() => {
          setForm(EMPTY_REWARDS_FORM);
          setErrors({});
          updateHashParams(hashUpdatesOf(EMPTY_REWARDS_FORM), 'push');
        }}
      />
      {runnable ? (
        <section className="card" data-testid="rewards-results">
          <h2 className="card__title">
            Rewards
            <span className="card__tools muted rewards-results__for">
              {requestSummary(params.addresses?.length ?? 0, params.nodeIds?.length ?? 0)}
            </span>
          </h2>
          <InfiniteTable
            query={query}
            selectRows={selectRows}
            columns={columns}
            rowKey={(r) => `${r.txHash}/${r.rewardType}/${r.nodeId}`}
            label="Pending rewards"
            emptyMessage="No pending rewards for these addresses or node ids."
            what="Pending rewards"
            testId="rewards-table"
          />
          <RewardTotals rewards={loaded} complete={!query.hasNextPage} />
        </section>
      ) : (
        !isRequested(requested) && (
          <EmptyState title="No request yet" testId="rewards-idle">
            Enter addresses or node ids above to list their pending rewards.
          </EmptyState>
        )
      )}
    </div>
  );
}
