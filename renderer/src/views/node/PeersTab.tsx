import { BarBreakdown } from '@renderer/components/chart/LazyBarBreakdown';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { DataTable } from '@renderer/components/table/DataTable';
import { useFillHeight } from '@renderer/components/table/use-fill-height';
import { copyStatusText, useCopyState } from '@renderer/components/use-copy-state';
import { Badge } from '@renderer/components/value/Badge';
import { isBenched, shortVersion, splitNodeIds } from '@renderer/format/node-peers';
import { formatInteger } from '@renderer/format/number';
import { useNodeVersion, usePeers } from '@renderer/queries/node';
import { useHashParam } from '@renderer/routing/hash-query';
import { parseReleaseVersion } from '@shared/avalanchego/release-version';
import type { Peer } from '@shared/models/node/info';
import { useId, useMemo, useState } from 'react';
import { PeerDetails } from './PeerDetails';
import { nodeIdProblems, PeerIdFilter } from './PeerIdFilter';
import { peerColumns } from './peer-columns';
import { PEER_SHOWS, type PeerShow, peerShowCounts, peersShown, readPeerShow, versionBreakdown } from './peer-filters';

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

const SHOW_LABELS: Record<PeerShow, string> = {
  all: 'All',
  older: 'Older',
  same: 'Same',
  newer: 'Newer',
  benched: 'Benched',
};

/** All / older / same / newer than this node's version (semantically) / benched, with how many each keeps. */
function ShowChoice({
  show,
  counts,
  ownVersion,
  onShow,
}: {
  show: PeerShow;
  counts: Record<PeerShow, number>;
  ownVersion: string | null;
  onShow: (show: PeerShow) => void;
}) {
  const name = useId();
  // The choice lives in the address bar, whose change lands a moment after the click: show the pick at once.
  const [picked, setPicked] = useState<{ from: PeerShow; to: PeerShow } | null>(null);
  // Once the address bar has moved (the pick landed, or Back went elsewhere), it alone says what is on show.
  if (picked !== null && picked.from !== show) setPicked(null);
  const current = picked?.from === show ? picked.to : show;
  return (
    <div className="segmented" role="radiogroup" aria-label="Show peers" data-testid="peer-show">
      {PEER_SHOWS.map((s) => {
        const versionChoice = s === 'older' || s === 'same' || s === 'newer';
        return (
          <label
            key={s}
            className={`segmented__option${current === s ? ' is-selected' : ''}`}
            title={
              versionChoice && ownVersion
                ? `Running a version ${s === 'same' ? 'equal to' : `${s} than`} this node's ${ownVersion}`
                : undefined
            }
          >
            <input
              type="radio"
              name={name}
              value={s}
              checked={current === s}
              disabled={versionChoice && ownVersion === null}
              onChange={() => {
                setPicked({ from: show, to: s });
                onShow(s);
              }}
              data-testid={`peer-show-${s}`}
            />
            {SHOW_LABELS[s]}{' '}
            <span className="muted" data-testid={`peer-show-${s}-count`}>
              {formatInteger(counts[s])}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** Copies the node IDs of the peers on show, one per line. */
function CopyNodeIds({ peers }: { peers: readonly Peer[] }) {
  const text = peers.map((p) => p.nodeID).join('\n');
  const { state, copy } = useCopyState(text);
  return (
    <button
      type="button"
      className={`button button--quiet copy-button--${state}`}
      onClick={copy}
      disabled={peers.length === 0}
      data-testid="peers-copy-ids"
      data-count={peers.length}
    >
      {copyStatusText(state, `Copy ${formatInteger(peers.length)} node ID${peers.length === 1 ? '' : 's'}`)}
    </button>
  );
}

/**
 * info.peers: connected peers, filtered by node id on the node, by version against this node's (older /
 * same / newer, compared semantically) or benched, and by text here; versions charted with their counts.
 */
export function PeersTab() {
  const [idsParam, setIdsParam] = useHashParam('nodeIDs', { blankAsNull: true });
  const [showParam, setShowParam] = useHashParam('show', { blankAsNull: true });
  const show = readPeerShow(showParam);
  const requested = useMemo(() => splitNodeIds(idsParam ?? ''), [idsParam]);
  const linkProblems = useMemo(() => nodeIdProblems(requested), [requested]);
  const query = usePeers(requested, linkProblems.length === 0);
  const ownVersionText = useNodeVersion().data?.version ?? null;
  const own = useMemo(() => (ownVersionText ? parseReleaseVersion(ownVersionText) : null), [ownVersionText]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [onShow, setOnShow] = useState<readonly Peer[]>([]);
  const columns = useMemo(() => peerColumns((p) => setOpenId(p.nodeID)), []);
  const [tableRef, tableHeight] = useFillHeight<HTMLDivElement>(360, 56);

  const peers = query.data?.peers ?? [];
  const counts = useMemo(() => peerShowCounts(peers, own), [peers, own]);
  const shown = useMemo(() => peersShown(peers, own, show), [peers, own, show]);
  const byVersion = useMemo(
    () =>
      versionBreakdown(peers).map((v) => ({
        label: `${shortVersion(v.label)}${v.label === ownVersionText ? ' (this node)' : ''}`,
        count: v.count,
      })),
    [peers, ownVersionText],
  );
  const ownShort = ownVersionText ? shortVersion(ownVersionText) : null;

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
                {counts.benched} benched
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
            {() => (
              <div ref={tableRef}>
                <DataTable
                  label="Peers"
                  rows={shown}
                  columns={columns}
                  rowKey={(p) => p.nodeID}
                  onRowClick={(p) => setOpenId(p.nodeID)}
                  rowClassName={benchedRowClass}
                  filter={{ fields: peerText, placeholder: 'Filter peers…' }}
                  toolbar={
                    <>
                      <ShowChoice
                        show={show}
                        counts={counts}
                        ownVersion={ownShort}
                        onShow={(s) => setShowParam(s === 'all' ? null : s)}
                      />
                      {ownShort && show !== 'all' && show !== 'benched' && (
                        <span className="muted" data-testid="peer-show-relative">
                          than this node’s {ownShort}
                        </span>
                      )}
                      <CopyNodeIds peers={onShow} />
                    </>
                  }
                  onShownRowsChange={setOnShow}
                  initialSort={{ columnId: 'benched', direction: 'desc' }}
                  emptyMessage={
                    show !== 'all'
                      ? `No peer is ${show === 'benched' ? 'benched' : `running a ${show === 'same' ? 'version equal to' : `${show} version than`} this node’s`}.`
                      : requested.length > 0
                        ? 'None of the requested node IDs is connected to this node.'
                        : 'This node has no connected peers.'
                  }
                  maxHeight={tableHeight}
                  testId="peers-table"
                />
              </div>
            )}
          </QueryState>
        )}
      </Card>
      <div className="node-grid">
        <Card title="Peers by version" testId="peers-by-version">
          {query.data ? (
            <BarBreakdown data={byVersion} valueLabel="peers" labelWidth={170} showCounts order="given" />
          ) : (
            <p className="muted">Shown once the peers are loaded.</p>
          )}
        </Card>
        {(() => {
          const open = openId ? peers.find((p) => p.nodeID === openId) : undefined;
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
