import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { PageHeader } from '@renderer/components/PageHeader';
import { InfiniteTable } from '@renderer/components/table/InfiniteTable';
import {
  DEFAULT_SUBNET_ORDER,
  SUBNET_PAGE_SIZE,
  type SubnetOrder,
  useEvmChainsByBlockchainId,
  useLoadAllPages,
  useLoadedSubnets,
  useSubnetPages,
} from '@renderer/queries/subnets';
import { useHashParam } from '@renderer/routing/hash-query';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ListSubnetsResponse, Subnet } from '@shared/models/data/primary';
import { routeIssues } from '@shared/routing/route-issues';
import { routeTo } from '@shared/routing/routes';
import { useCallback, useMemo, useState } from 'react';
import { LinkPageSizeNote } from './LinkPageSizeNote';
import { SubnetsSummary } from './SubnetsSummary';
import { pageSizeProblem, SubnetsToolbar } from './SubnetsToolbar';
import { subnetColumns } from './subnet-columns';
import { isKindFilter, type KindFilter, parsePageSize, subnetMatches } from './subnet-filter';
import '@renderer/styles/views/subnets.css';

const subnetsOf = (page: ListSubnetsResponse) => page.subnets;

/** `#/subnets/:network`: every registered subnet and L1, searchable and filterable. */
export function SubnetsView({ network }: { network: string }) {
  const issues = routeIssues({ name: 'subnets', network });
  if (issues.length > 0) {
    return (
      <div className="view" data-testid="subnets-view">
        <PageHeader eyebrow="Subnets and L1s" title={<span className="mono break">{network}</span>} />
        <RouteIssuesCard issues={issues} testId="route-invalid">
          <a className="link" href={routeTo('subnets', { network: 'mainnet' })}>
            Subnets on mainnet →
          </a>
        </RouteIssuesCard>
      </div>
    );
  }
  return <SubnetList network={network as DataNetwork} />;
}

function SubnetList({ network }: { network: DataNetwork }) {
  const [kindParam, setKindParam] = useHashParam('kind', { blankAsNull: true });
  const [orderParam, setOrderParam] = useHashParam('order', { blankAsNull: true });
  const [queryParam, setQueryParam] = useHashParam('q', { blankAsNull: true });
  // Pages load by themselves at the largest size the API takes; a link may still ask for another size.
  const [pageSizeParam, setPageSizeParam] = useHashParam('pageSize', { blankAsNull: true });
  const [search, setSearch] = useState(queryParam ?? '');

  const kind: KindFilter = isKindFilter(kindParam) ? kindParam : 'all';
  const order: SubnetOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : DEFAULT_SUBNET_ORDER;
  const pageSizeText = pageSizeParam ?? String(SUBNET_PAGE_SIZE);
  const linkPageSizeProblem = pageSizeProblem(network, pageSizeText);
  const pageSize = linkPageSizeProblem === null ? (parsePageSize(pageSizeText) ?? SUBNET_PAGE_SIZE) : SUBNET_PAGE_SIZE;

  const query = useSubnetPages(network, order, pageSize);
  useLoadAllPages(query);
  const loaded = useLoadedSubnets(query);
  const { byBlockchainId } = useEvmChainsByBlockchainId(network);

  const onSearch = (text: string) => {
    setSearch(text);
    setQueryParam(text.trim() === '' ? null : text);
  };
  const setOrder = useCallback(
    (next: SubnetOrder) => setOrderParam(next === DEFAULT_SUBNET_ORDER ? null : next),
    [setOrderParam],
  );
  const toggleOrder = useCallback(() => setOrder(order === 'asc' ? 'desc' : 'asc'), [order, setOrder]);

  const columns = useMemo(
    () => subnetColumns({ network, order, onToggleOrder: toggleOrder, chains: byBlockchainId }),
    [network, order, toggleOrder, byBlockchainId],
  );
  const rowFilter = useCallback((s: Subnet) => subnetMatches(s, kind, search), [kind, search]);
  const shown = useMemo(() => loaded.filter(rowFilter).length, [loaded, rowFilter]);
  const kindCounts = useMemo(() => {
    const l1 = loaded.filter((s) => s.isL1).length;
    return { all: loaded.length, l1, subnet: loaded.length - l1 };
  }, [loaded]);
  const filtering = kind !== 'all' || search.trim() !== '';

  return (
    <div className="view subnets" data-testid="subnets-view">
      <PageHeader eyebrow={`Subnets and L1s · ${network}`} title="Registered subnets">
        <p className="muted subnets__lede">
          Every subnet created on the P-Chain, including those converted to L1s. Open one for its owners, validator
          manager and each blockchain’s genesis.
        </p>
      </PageHeader>
      <SubnetsToolbar
        network={network}
        search={search}
        onSearch={onSearch}
        kind={kind}
        onKind={(k) => setKindParam(k === 'all' ? null : k)}
        kindCounts={kindCounts}
        order={order}
        onOrder={setOrder}
      />
      {pageSizeParam !== null && (
        <LinkPageSizeNote
          text={pageSizeParam}
          problem={linkPageSizeProblem}
          usual={SUBNET_PAGE_SIZE}
          onReset={() => setPageSizeParam(null)}
        />
      )}
      {!query.isPending && !(query.isError && !query.data) && (
        <SubnetsSummary
          shown={shown}
          loaded={loaded.length}
          pages={query.data?.pages.length ?? 0}
          pageSize={pageSize}
          loadingMore={query.hasNextPage && !query.isFetchNextPageError}
          filtering={filtering}
        />
      )}
      <InfiniteTable
        query={query}
        selectRows={subnetsOf}
        rowFilter={filtering ? rowFilter : undefined}
        columns={columns}
        rowKey={(s: Subnet) => s.subnetId}
        onRowClick={(s) => {
          window.location.hash = routeTo('subnet', { network, subnetId: s.subnetId });
        }}
        label={`Subnets on ${network}`}
        emptyMessage={
          filtering
            ? `No loaded subnet matches${search.trim() ? ` “${search.trim()}”` : ''}${kind === 'all' ? '' : ` among the ${kind === 'l1' ? 'L1s' : 'subnets'}`}.`
            : `The Data API lists no subnets on ${network}.`
        }
        maxHeight={620}
        what="The subnet list"
        testId="subnets-table"
      />
    </div>
  );
}
