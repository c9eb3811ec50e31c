import { QueryState } from '@renderer/components/feedback/QueryState';
import { PageHeader } from '@renderer/components/PageHeader';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useNodeIdentity } from '@renderer/queries/node';
import { useCurrentValidators, useSubnetList } from '@renderer/queries/validators';
import { routeIssues } from '@renderer/routing/route-issues';
import { routeTo } from '@renderer/routing/routes';
import type { DataNetwork } from '@shared/contract/data/common';
import { isCb58Id, isNodeId } from '@shared/ids';
import { useMemo } from 'react';
import '@renderer/styles/views/validators.css';
import { RouteIssuesCard } from '@renderer/components/feedback/RouteIssuesCard';
import { hashParams, updateHashParams, useLocationHash } from '@renderer/routing/hash-query';
import { ChainValidators } from './ChainValidators';
import { SubnetChooser } from './SubnetChooser';
import { subnetName } from './subnet-options';
import { ValidatorDetail } from './ValidatorDetail';
import { ValidatorTable } from './ValidatorTable';
import {
  isDataNetwork,
  readConnection,
  sameNetwork,
  setKind,
  subnetIdToQuery,
  type ValidatorSetKind,
  validatorsHref,
} from './validator-model';

const QUERY_PARAMS = ['subnet', 'node', 'chain', 'status'] as const;
const KIND_TITLES: Record<ValidatorSetKind, string> = { primary: 'Primary network', l1: 'L1', subnet: 'Subnet' };

/** `#/validators/:network` — current validators of the primary network or a subnet/L1, from the profile's node. */
export function ValidatorsView({ network }: { network: string }) {
  const issues = routeIssues({ name: 'validators', network });
  if (issues.length > 0 || !isDataNetwork(network)) {
    return (
      <div className="view" data-testid="validators-view">
        <PageHeader eyebrow="Validators" title={<span className="mono break">{network}</span>} />
        <RouteIssuesCard issues={issues} testId="route-problem">
          <a className="link" href={routeTo('validators', { network: 'mainnet' })}>
            Mainnet validators →
          </a>
        </RouteIssuesCard>
      </div>
    );
  }
  return <ValidatorsPage network={network} />;
}

function ValidatorsPage({ network }: { network: DataNetwork }) {
  const profile = useActiveProfile();
  const hash = useLocationHash();
  const q = hashParams(hash, QUERY_PARAMS);
  const subnetProblem = q.subnet !== null && !isCb58Id(q.subnet);
  const subnetId = subnetProblem ? null : subnetIdToQuery(q.subnet);
  const matches = sameNetwork(network, profile.network);

  const subnets = useSubnetList(network, matches);
  const pages = subnets.data?.pages;
  const listed = useMemo(
    () => (subnetId ? (pages ?? []).flatMap((p) => p.subnets).find((s) => s.subnetId === subnetId) : undefined),
    [pages, subnetId],
  );
  const validators = useCurrentValidators(subnetId, matches && !subnetProblem);
  const rows = validators.data?.validators ?? [];
  const kind = setKind(subnetId, listed?.isL1, rows);
  const setName =
    subnetId === null ? 'the primary network' : `${KIND_TITLES[kind]} ${listed ? subnetName(listed) : subnetId}`;
  const selectedNode = q.node !== null && isNodeId(q.node) ? q.node : null;
  const ownNodeId = useNodeIdentity().data?.nodeID ?? null;
  const ownIsListed = ownNodeId !== null && rows.some((v) => v.nodeID === ownNodeId);

  const choose = (next: string | null) => updateHashParams({ subnet: next, node: null, chain: null }, 'push');
  const openNode = (nodeId: string) => updateHashParams({ node: nodeId }, 'push');

  return (
    <div className="view validators-view" data-testid="validators-view" data-kind={kind}>
      <PageHeader
        eyebrow={`Validators · ${network}`}
        title={
          subnetId === null ? (
            'Primary network validators'
          ) : (
            <>
              {KIND_TITLES[kind]} validators{' '}
              <span className="muted validators-title__name">{listed ? subnetName(listed) : ''}</span>
            </>
          )
        }
      >
        <span className="muted">
          platform.getCurrentValidators from the node of profile <strong>{profile.name}</strong> ({profile.network})
        </span>
      </PageHeader>

      {!matches ? (
        <section className="notice notice--warn" role="alert" data-testid="network-mismatch">
          <p>
            This page is for <strong>{network}</strong>, but the active profile <strong>{profile.name}</strong> is on{' '}
            <strong>{profile.network}</strong>. Validators come from the active profile’s node, which only knows its own
            network, so nothing was asked.
          </p>
          <p>
            <a className="link" href={validatorsHref(profile.network)} data-testid="mismatch-own-network">
              Show {profile.network} validators →
            </a>{' '}
            · <a href={routeTo('settings', {})}>Switch profile in Settings</a>
          </p>
        </section>
      ) : (
        <>
          <SubnetChooser network={network} subnetId={subnetId} listed={listed} subnets={subnets} onChoose={choose} />
          {subnetProblem ? (
            <RouteIssuesCard
              testId="route-problem"
              title="This subnet id cannot be used"
              issues={[
                {
                  param: 'subnet',
                  value: q.subnet ?? '',
                  message: 'must be a cb58 id (32 bytes with a valid checksum)',
                },
              ]}
            >
              <a className="link" href={validatorsHref(network)}>
                Primary network validators →
              </a>
            </RouteIssuesCard>
          ) : (
            <>
              <section className="card" data-testid="validator-set">
                <h2 className="card__title">
                  Current validators
                  <span className="card__tools">
                    {validators.isFetching && !validators.isPending && <span className="muted">Updating…</span>}
                    {ownIsListed && (
                      <button
                        type="button"
                        className="button button--quiet"
                        onClick={() => openNode(ownNodeId)}
                        disabled={selectedNode === ownNodeId}
                        title={`Show this profile's node, ${ownNodeId}, and its detail`}
                        data-testid="validators-jump-mine"
                      >
                        Jump to my node
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => void validators.refetch()}
                      disabled={validators.isFetching}
                      data-testid="validators-refresh"
                    >
                      Refresh
                    </button>
                  </span>
                </h2>
                <QueryState query={validators} what="The P-Chain validator set">
                  {(data) => (
                    <ValidatorTable
                      validators={data.validators ?? []}
                      kind={kind}
                      nodeParam={q.node}
                      connection={readConnection(q.status)}
                      onFilterText={(text) => updateHashParams({ node: text }, 'replace')}
                      onConnection={(c) => updateHashParams({ status: c === 'all' ? null : c }, 'replace')}
                      onOpen={(v) => openNode(v.nodeID)}
                      ownNodeId={ownNodeId}
                    />
                  )}
                </QueryState>
              </section>
              {selectedNode && (
                <ValidatorDetail
                  key={`${subnetId}/${selectedNode}`}
                  network={network}
                  subnetId={subnetId}
                  nodeId={selectedNode}
                  kind={kind}
                  setName={setName}
                  isOwnNode={selectedNode === ownNodeId}
                  onClose={() => updateHashParams({ node: null }, 'push')}
                />
              )}
              {listed && listed.blockchains.length > 0 && (
                <ChainValidators
                  subnet={listed}
                  chainParam={q.chain}
                  onChain={(chain) => updateHashParams({ chain }, 'replace')}
                  onOpen={openNode}
                />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
