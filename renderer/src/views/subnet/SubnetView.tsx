import { CopyButton } from '@renderer/components/CopyButton';
import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { formatInteger } from '@renderer/format/number';
import { useLoadAllPages, useLoadedSubnets, useSubnetPages } from '@renderer/queries/subnets';
import type { DataNetwork } from '@shared/contract/data/common';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { PrimaryNetworkNotice } from './PrimaryNetworkNotice';
import { resolveSubnet } from './resolve-subnet';
import { SubnetDetail } from './SubnetDetail';
import { XChainTxProbe } from './XChainTxProbe';
import '@renderer/styles/views/subnets.css';

/** `#/subnet/:network/:subnetId`: one subnet or L1 (also reached by one of its blockchain ids). */
export function SubnetView({ network, subnetId }: { network: string; subnetId: string }) {
  const issues = routeIssues({ name: 'subnet', network, subnetId });
  if (issues.length > 0) {
    return (
      <div className="view" data-testid="subnet-view">
        <PageHeader eyebrow={`Subnet · ${network}`} title={<span className="mono break">{subnetId}</span>} />
        <RouteIssuesCard issues={issues} testId="route-invalid">
          <a className="link" href={routeTo('subnets', { network: 'mainnet' })}>
            Browse the subnets on mainnet →
          </a>
        </RouteIssuesCard>
      </div>
    );
  }
  return <ResolvingSubnet network={network as DataNetwork} id={subnetId} />;
}

function LookingHeader({ network, id }: { network: DataNetwork; id: string }) {
  return (
    <PageHeader
      eyebrow={`Subnet · ${network}`}
      title={
        <span className="hash-line">
          <span className="mono break" data-testid="subnet-requested-id">
            {id}
          </span>
          <CopyButton value={id} />
        </span>
      }
    />
  );
}

/** The Data API has no single-subnet endpoint: the list is loaded (page by page) until the id turns up. */
function ResolvingSubnet({ network, id }: { network: DataNetwork; id: string }) {
  const query = useSubnetPages(network);
  const loaded = useLoadedSubnets(query);
  const complete = query.isSuccess && !query.hasNextPage;
  const resolution = resolveSubnet(loaded, id, complete);
  useLoadAllPages(query, resolution.kind === 'searching');

  if (resolution.kind === 'primary') return <PrimaryNetworkNotice network={network} id={id} />;
  if (resolution.kind === 'subnet' || resolution.kind === 'blockchain') {
    return <SubnetDetail network={network} resolution={resolution} requestedId={id} searched={loaded.length} />;
  }

  const failed = query.isError;
  return (
    <div className="view subnet" data-testid="subnet-view">
      <LookingHeader network={network} id={id} />
      {failed ? (
        <div data-testid="subnet-error">
          <QueryError
            error={query.error}
            title={query.isFetchNextPageError ? 'The next page of subnets could not be loaded' : undefined}
            onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
            retrying={query.isFetching}
            what="The subnet list"
          />
        </div>
      ) : resolution.kind === 'missing' ? (
        <EmptyState
          title="No such subnet or blockchain"
          testId="subnet-missing"
          action={
            <a className="link" href={routeTo('subnets', { network })}>
              Browse the subnets on {network} →
            </a>
          }
        >
          Neither a subnet nor a blockchain has the id <code className="mono break">{id}</code> among the{' '}
          {formatInteger(resolution.searched)} subnets registered on {network}.
          <XChainTxProbe network={network} id={id} />
        </EmptyState>
      ) : (
        <div className="query-loading" aria-busy="true" data-testid="subnet-loading">
          <span className="muted">
            Looking for this id among the subnets of {network}
            {loaded.length > 0 ? ` (${formatInteger(loaded.length)} loaded so far)` : ''}…
          </span>
          <Skeleton size="xl" />
          <Skeleton size="md" />
          <Skeleton size="md" />
        </div>
      )}
    </div>
  );
}
