import type { Column } from '@renderer/components/table/columns';
import { Badge } from '@renderer/components/value/Badge';
import { NodeIdText } from '@renderer/components/value/NodeIdText';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { advertisedIp, benchedChains, shortVersion, trackedSubnets, versionSortKey } from '@renderer/format/node-peers';
import type { Peer } from '@shared/models/node/info';

const timeValue = (text: string) => {
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
};

/** Columns of the peers table; `onOpen` shows a peer's full details (tracked subnets, benched chains). */
export function peerColumns(onOpen: (peer: Peer) => void): Column<Peer>[] {
  return [
    {
      id: 'nodeID',
      header: 'Node ID',
      cell: (p) => <NodeIdText nodeId={p.nodeID} testId="peer-node-id" />,
      sortValue: (p) => p.nodeID,
      width: 'minmax(190px, 1.6fr)',
    },
    { id: 'ip', header: 'IP', cell: (p) => <span className="mono">{p.ip}</span>, sortValue: (p) => p.ip, width: 165 },
    {
      id: 'publicIP',
      priority: 5,
      header: 'Public IP',
      cell: (p) => {
        const ip = advertisedIp(p);
        return ip ? (
          <span className="mono">{ip}</span>
        ) : (
          <span className="muted" title="The peer advertised no public IP" data-testid="peer-no-public-ip">
            none
          </span>
        );
      },
      sortValue: (p) => p.publicIP,
      width: 165,
    },
    {
      id: 'version',
      priority: 2,
      header: 'Version',
      cell: (p) => (
        <span className="mono" title={p.version}>
          {shortVersion(p.version)}
        </span>
      ),
      sortValue: (p) => versionSortKey(p.version),
      width: 80,
    },
    {
      id: 'lastSent',
      priority: 6,
      header: 'Last sent',
      cell: (p) => <RelativeTime value={p.lastSent} testId="peer-last-sent" />,
      sortValue: (p) => timeValue(p.lastSent),
      width: 90,
    },
    {
      id: 'lastReceived',
      priority: 4,
      header: 'Last received',
      cell: (p) => <RelativeTime value={p.lastReceived} testId="peer-last-received" />,
      sortValue: (p) => timeValue(p.lastReceived),
      width: 116,
    },
    {
      id: 'observedUptime',
      header: <span title="This node's uptime as the peer observes it">Uptime</span>,
      cell: (p) => (p.observedUptime === undefined ? '—' : <span className="mono">{p.observedUptime}%</span>),
      sortValue: (p) => (p.observedUptime === undefined ? null : Number(p.observedUptime)),
      align: 'right',
      width: 84,
    },
    {
      id: 'trackedSubnets',
      priority: 3,
      header: 'Subnets',
      cell: (p) => {
        const n = trackedSubnets(p).length;
        if (n === 0) return <span className="muted">0</span>;
        return (
          <button
            type="button"
            className="button button--quiet node-peers__subnets"
            onClick={() => onOpen(p)}
            aria-label={`Show the ${n} tracked subnets of ${p.nodeID}`}
            data-testid="peer-subnets"
          >
            {n} ▸
          </button>
        );
      },
      sortValue: (p) => trackedSubnets(p).length,
      align: 'right',
      width: 76,
    },
    {
      id: 'benched',
      header: 'Benched',
      cell: (p) => {
        const chains = benchedChains(p);
        return chains.length === 0 ? (
          <span className="muted">—</span>
        ) : (
          <span className="node-peers__benched">
            <Badge tone="failed" title={chains.join(', ')} testId="peer-benched">
              benched · {chains.length}
            </Badge>
          </span>
        );
      },
      sortValue: (p) => benchedChains(p).length,
      align: 'center',
      width: 112,
    },
  ];
}
