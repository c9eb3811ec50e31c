import { paramsFieldErrors } from '@renderer/api';
import { isUnavailable } from '@renderer/components/feedback/errors';
import { NotAvailable } from '@renderer/components/feedback/NotAvailable';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { ParamFilter } from '@renderer/components/forms/ParamFilter';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { Duration } from '@renderer/components/value/Duration';
import { HashText } from '@renderer/components/value/HashText';
import { NodeIdText } from '@renderer/components/value/NodeIdText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import { formatInteger, parseBigInt } from '@renderer/format/number';
import { useChainValidators } from '@renderer/queries/validators';
import { useHashParam } from '@renderer/routing/hash-query';
import type { Subnet } from '@shared/models/data/primary';
import type { ChainValidator } from '@shared/models/node/validators';
import { useId } from 'react';
import { Connected } from './validator-columns';

const big = (value: string) => parseBigInt(value) ?? undefined;

const COLUMNS: Column<ChainValidator>[] = [
  {
    id: 'validationId',
    header: 'Validation ID',
    width: 'minmax(140px, 1fr)',
    cell: (v) => <HashText value={v.validationID} head={8} tail={6} testId="chain-validation-id" />,
    sortValue: (v) => v.validationID,
  },
  {
    id: 'node',
    header: 'Node ID',
    width: 'minmax(170px, 1.2fr)',
    cell: (v) => <NodeIdText nodeId={v.nodeID} testId="chain-node" />,
    sortValue: (v) => v.nodeID,
  },
  {
    id: 'weight',
    header: 'Weight',
    width: 'minmax(104px, 0.8fr)',
    align: 'right',
    cell: (v) => (
      <span className="mono" data-testid="chain-weight">
        {formatInteger(v.weight)}
      </span>
    ),
    sortValue: (v) => big(v.weight),
  },
  {
    id: 'start',
    header: 'Start',
    width: 88,
    cell: (v) => <Timestamp value={v.startTimestamp} dateOnly />,
    sortValue: (v) => big(v.startTimestamp),
  },
  {
    id: 'active',
    header: <span title="For an L1: enough continuous fee paid on the P-Chain">Active</span>,
    width: 84,
    cell: (v) => <StatusPill status={v.isActive ? 'active' : 'inactive'} tone={v.isActive ? 'success' : 'warning'} />,
    sortValue: (v) => v.isActive,
  },
  {
    id: 'l1',
    header: <span title="isL1Validator">Kind</span>,
    width: 74,
    cell: (v) => <Badge tone={v.isL1Validator ? 'success' : 'neutral'}>{v.isL1Validator ? 'L1' : 'Subnet'}</Badge>,
    sortValue: (v) => v.isL1Validator,
  },
  {
    id: 'connected',
    header: <span title="Connected to this node">Conn.</span>,
    width: 78,
    cell: (v) => <Connected value={v.isConnected} short />,
    sortValue: (v) => v.isConnected,
  },
  {
    id: 'uptime',
    header: <span title="Uptime observed by this node">Uptime</span>,
    width: 90,
    align: 'right',
    cell: (v) => <Duration seconds={Number(v.uptimeSeconds)} />,
    sortValue: (v) => big(v.uptimeSeconds),
  },
  {
    id: 'uptimePercent',
    header: 'Uptime %',
    width: 128,
    cell: (v) => <ProgressBar value={v.uptimePercentage} tone={v.uptimePercentage >= 80 ? 'success' : 'warning'} />,
    sortValue: (v) => v.uptimePercentage,
  },
];

const splitIds = (text: string) => text.split(/[\s,]+/).filter((id) => id !== '');

/**
 * `?chainNodes=`: the node ids the chain is asked about (validators.getCurrentValidators' nodeIDs, so the
 * node filters, not this page); refused ids are named beside the field and nothing is asked.
 */
function useNodeIdFilter(blockchainId: string) {
  const [applied, apply] = useHashParam('chainNodes', { blankAsNull: true });
  const validate = (text: string) => {
    const ids = splitIds(text);
    const errors = paramsFieldErrors('node.validators.getCurrentValidators', { blockchainId, nodeIDs: ids });
    const [path, message] = Object.entries(errors).find(([key]) => key.startsWith('nodeIDs')) ?? [];
    if (!path) return null;
    const index = Number(path.split('.')[1]);
    return Number.isInteger(index) ? `“${ids[index]}” ${message}` : (message ?? null);
  };
  const valid = applied === null || validate(applied) === null;
  const filter = (
    <ParamFilter
      label="Node IDs"
      placeholder="NodeID-… (comma or space separated); all when empty"
      resetLabel="All validators"
      applied={applied}
      validate={validate}
      onApply={(value) => apply(value === null ? null : splitIds(value).join(','))}
      wide
      testId="chain-nodes-filter"
    />
  );
  return { nodeIDs: valid && applied !== null ? splitIds(applied) : [], valid, filter };
}

/**
 * The set as the chain itself reports it (`/ext/bc/<id>/validators`), which only a node that tracks the
 * chain serves. A subnet with several blockchains asks which one to read.
 */
export function ChainValidators({
  subnet,
  chainParam,
  onChain,
  onOpen,
}: {
  subnet: Subnet;
  chainParam: string | null;
  onChain: (blockchainId: string) => void;
  onOpen: (nodeId: string) => void;
}) {
  const selectId = useId();
  const chains = subnet.blockchains;
  const active = chains.find((b) => b.blockchainId === chainParam) ?? chains[0];
  const nodes = useNodeIdFilter(active?.blockchainId ?? '');
  const query = useChainValidators(active?.blockchainId ?? '', active !== undefined && nodes.valid, nodes.nodeIDs);
  if (!active) return null;
  const path = `/ext/bc/${active.blockchainId}/validators`;

  return (
    <section className="card" data-testid="chain-validators">
      <h2 className="card__title">
        Validators reported by the chain
        <span className="card__tools">
          {chains.length > 1 && (
            <>
              <label className="muted" htmlFor={selectId}>
                Blockchain
              </label>
              <select
                id={selectId}
                className="select select--compact"
                value={active.blockchainId}
                onChange={(e) => onChain(e.target.value)}
                data-testid="chain-select"
              >
                {chains.map((b) => (
                  <option key={b.blockchainId} value={b.blockchainId}>
                    {b.blockchainName}
                  </option>
                ))}
              </select>
            </>
          )}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Refresh
          </button>
        </span>
      </h2>
      <p className="muted validators-source">
        <code className="mono">validators.getCurrentValidators</code> at <code className="mono break">{path}</code> (
        {active.blockchainName})
      </p>
      {nodes.filter}
      {!nodes.valid ? (
        <p className="muted">Fix the node ids to ask the chain.</p>
      ) : query.isError && isUnavailable(query.error) ? (
        <NotAvailable what={`${path}`} error={query.error}>
          <span className="muted" data-testid="chain-validators-explanation">
            A node serves a chain’s validators endpoint only for chains it tracks. The active profile’s node does not
            track {active.blockchainName}; point a profile at a node that tracks this {subnet.isL1 ? 'L1' : 'subnet'} to
            see it. The P-Chain’s view of the set is shown above.
          </span>
        </NotAvailable>
      ) : (
        <QueryState query={query} what={path}>
          {(data) => (
            <DataTable
              rows={data.validators ?? []}
              columns={COLUMNS}
              rowKey={(v) => v.validationID}
              onRowClick={(v) => onOpen(v.nodeID)}
              label={`Validators of ${active.blockchainName}`}
              initialSort={{ columnId: 'weight', direction: 'desc' }}
              emptyMessage={
                nodes.nodeIDs.length > 0
                  ? 'None of these node ids is a current validator of the chain.'
                  : 'The chain reports no current validators.'
              }
              maxHeight={360}
              testId="chain-validator-table"
            />
          )}
        </QueryState>
      )}
    </section>
  );
}
