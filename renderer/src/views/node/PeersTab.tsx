import { BarBreakdown } from '@renderer/components/chart/BarBreakdown';
import { countBy } from '@renderer/components/chart/breakdown';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { DataTable } from '@renderer/components/table/DataTable';
import { Badge } from '@renderer/components/value/Badge';
import { isBenched, splitNodeIds } from '@renderer/format/node-peers';
import { formatInteger } from '@renderer/format/number';
import { usePeers } from '@renderer/queries/node';
import { useHashParam } from '@renderer/routing/hash-query';
import type { Peer } from '@shared/models/node/info';
import { useMemo, useState } from 'react';
import { PeerDetails } from './PeerDetails';
import { nodeIdProblems, PeerIdFilter } from './PeerIdFilter';
import { peerColumns } from './peer-columns';

/** A peer benched on any chain stands out in the table. */
const benchedRowClass = (p: Peer) => (isBenched(p) ? 'node-peers__row--benched' : undefined);

const peerText = (p: Peer) => [
  p.nodeID,
  p.ip,
  p.publicIP,
  p.version,
  ...(p.trackedSubnets ?? []),
  ...(p.benched ?? []),
  isBenched(p) ? 'benched' : null,
];

/** info.peers: connected peers, filtered by node id on the node and by text here, with versions charted. */
export function PeersTab() {
  const [idsParam, setIdsParam] = useHashParam('nodeIDs', { blankAsNull: true });
  const requested = useMemo(() => splitNodeIds(idsParam ?? ''), [idsParam]);
  const linkProblems = useMemo(() => nodeIdProblems(requested), [requested]);
  const query = usePeers(requested, linkProblems.length === 0);
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useMemo(() => peerColumns((p) => setOpenId(p.nodeID)), []);

  return (
    <div className="node-stack node-peers" data-testid="node-peers">
      <Card
        title="Peers"
        tools={
          query.data && (
            <span className="node-inline" data-testid="peers-summary">
              <span>
                <strong data-testid="peers-num">{formatInteger(query.data.numPeers)}</strong> connected
                {requested.length > 0 && ` of ${requested.length} asked for`}
              </span>
              <Badge tone="failed" testId="peers-benched-count">
                {(query.data.peers ?? []).filter(isBenched).length} benched
              </Badge>
            </span>
          )
        }
        testId="peers-card"
      >
        <PeerIdFilter
          key={idsParam ?? ''}
          applied={requested}
          onApply={(ids) => setIdsParam(ids.length > 0 ? ids.join(',') : null)}
        />
        {linkProblems.length > 0 ? (
          <p className="field-error" role="alert" data-testid="peer-id-link-error">
            The node IDs in this link cannot be asked for: {linkProblems.join(' · ')}
          </p>
        ) : (
          <QueryState query={query} what="Peers (info.peers)">
            {(data) => {
              const peers = data.peers ?? [];
              return (
                <DataTable
                  label="Peers"
                  rows={peers}
                  columns={columns}
                  rowKey={(p) => p.nodeID}
                  onRowClick={(p) => setOpenId(p.nodeID)}
                  rowClassName={benchedRowClass}
                  filter={{ fields: peerText, placeholder: 'Filter peers…' }}
                  initialSort={{ columnId: 'benched', direction: 'desc' }}
                  emptyMessage={
                    requested.length > 0
                      ? 'None of the requested node IDs is connected to this node.'
                      : 'This node has no connected peers.'
                  }
                  maxHeight={420}
                  testId="peers-table"
                />
              );
            }}
          </QueryState>
        )}
      </Card>
      <div className="node-grid">
        <Card title="Peers by version" testId="peers-by-version">
          {query.data ? (
            <BarBreakdown
              data={countBy(query.data.peers ?? [], (p) => p.version)}
              valueLabel="peers"
              labelWidth={160}
            />
          ) : (
            <p className="muted">Shown once the peers are loaded.</p>
          )}
        </Card>
        {(() => {
          const open = openId ? query.data?.peers?.find((p) => p.nodeID === openId) : undefined;
          return open ? (
            <PeerDetails key={open.nodeID} peer={open} onClose={() => setOpenId(null)} />
          ) : (
            <Card title="Peer" testId="peer-details-empty">
              <p className="muted">
                Select a peer (click its row or its subnet count) to see its tracked subnets and benched chains.
              </p>
            </Card>
          );
        })()}
      </div>
    </div>
  );
}
