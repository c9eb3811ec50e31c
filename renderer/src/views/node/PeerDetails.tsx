import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import { NodeIdText } from '@renderer/components/value/NodeIdText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { advertisedIp, benchedChains, objectedAcps, supportedAcps, trackedSubnets } from '@renderer/format/node-peers';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { routeTo } from '@renderer/routing/routes';
import type { Peer } from '@shared/models/node/info';
import { useEffect, useRef } from 'react';

function AcpList({ numbers }: { numbers: readonly number[] }) {
  if (numbers.length === 0) return <span className="muted">none</span>;
  return <span className="mono">{numbers.map((n) => `ACP-${n}`).join(', ')}</span>;
}

/** Everything about one peer, with its tracked subnets (linked) and the chains it is benched on. */
export function PeerDetails({ peer, onClose }: { peer: Peer; onClose: () => void }) {
  const profile = useActiveProfile();
  const ref = useRef<HTMLDivElement>(null);
  // The panel opens below the table: bring it into view (it is keyed by peer, so once per peer chosen).
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const subnets = trackedSubnets(peer);
  const benched = benchedChains(peer);
  return (
    <div ref={ref}>
      <Card
        title="Peer"
        tools={
          <button type="button" className="button button--quiet" onClick={onClose} data-testid="peer-details-close">
            Close
          </button>
        }
        testId="peer-details"
      >
        <KeyValueGrid
          compact
          rows={[
            { label: 'Node ID', value: <NodeIdText nodeId={peer.nodeID} truncate={false} testId="peer-details-id" /> },
            { label: 'IP', value: <span className="mono">{peer.ip}</span> },
            peer.publicIP !== undefined && {
              label: 'Public IP',
              value: advertisedIp(peer) ? (
                <span className="mono">{peer.publicIP}</span>
              ) : (
                <span className="muted" data-testid="peer-details-no-public-ip">
                  none advertised
                </span>
              ),
            },
            { label: 'Version', value: <span className="mono">{peer.version}</span> },
            { label: 'Last sent', value: <Timestamp value={peer.lastSent} /> },
            { label: 'Last received', value: <Timestamp value={peer.lastReceived} /> },
            peer.observedUptime !== undefined && {
              label: 'Observed uptime',
              hint: "this node's uptime as the peer sees it",
              value: <span className="mono">{peer.observedUptime}%</span>,
            },
            peer.upgradeTime !== undefined && {
              label: 'Upgrade time',
              hint: 'the most recently scheduled network upgrade the peer knows',
              testId: 'peer-details-upgrade-time',
              value: <Timestamp value={peer.upgradeTime} />,
            },
            peer.supportedACPs !== undefined && {
              label: 'Supports ACPs',
              testId: 'peer-details-supported-acps',
              value: <AcpList numbers={supportedAcps(peer)} />,
            },
            peer.objectedACPs !== undefined && {
              label: 'Objects to ACPs',
              testId: 'peer-details-objected-acps',
              value: <AcpList numbers={objectedAcps(peer)} />,
            },
          ]}
        />
        <h3 className="node-subtitle">Tracked subnets ({subnets.length})</h3>
        {subnets.length === 0 ? (
          <p className="muted">This peer tracks no subnet besides the primary network.</p>
        ) : (
          <ul className="node-id-list" data-testid="peer-tracked-subnets">
            {subnets.map((id) => (
              <li key={id}>
                <HashText
                  value={id}
                  href={routeTo('subnet', { network: profile.network, subnetId: id })}
                  full
                  copyLabel="Copy subnet ID"
                  testId="peer-subnet"
                />
              </li>
            ))}
          </ul>
        )}
        <h3 className="node-subtitle">Benched on ({benched.length})</h3>
        {benched.length === 0 ? (
          <p className="muted">Not benched on any chain.</p>
        ) : (
          <ul className="node-id-list" data-testid="peer-benched-chains">
            {benched.map((id) => (
              <li key={id}>
                <HashText value={id} full copyLabel="Copy blockchain ID" testId="peer-benched-chain" />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
