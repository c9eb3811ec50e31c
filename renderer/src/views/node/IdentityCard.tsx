import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import { NodeIdText } from '@renderer/components/value/NodeIdText';
import { useNodeIdentity, useNodeIp } from '@renderer/queries/node';

/** info.getNodeID (with the BLS proof of possession) and info.getNodeIP; a public server offers neither. */
export function IdentityCard() {
  const identity = useNodeIdentity();
  const ip = useNodeIp();
  return (
    <Card title="Identity" testId="node-identity-card">
      <div data-testid="node-identity">
        <QueryState query={identity} what="Node ID">
          {(id) => (
            <KeyValueGrid
              compact
              rows={[
                { label: 'Node ID', value: <NodeIdText nodeId={id.nodeID} truncate={false} testId="node-id" /> },
                {
                  label: 'BLS public key',
                  hint: '48 bytes',
                  value: (
                    <HashText
                      value={id.nodePOP.publicKey}
                      head={14}
                      tail={10}
                      copyLabel="Copy BLS public key"
                      testId="node-bls-key"
                    />
                  ),
                },
                {
                  label: 'Proof of possession',
                  hint: '96-byte BLS signature',
                  value: (
                    <HashText
                      value={id.nodePOP.proofOfPossession}
                      head={14}
                      tail={10}
                      copyLabel="Copy proof of possession"
                      testId="node-pop"
                    />
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </div>
      <div className="node-identity__ip" data-testid="node-ip-section">
        <QueryState query={ip} what="Node IP">
          {(r) => (
            <KeyValueGrid
              compact
              rows={[{ label: 'IP', value: <HashText value={r.ip} full copyLabel="Copy IP" testId="node-ip" /> }]}
            />
          )}
        </QueryState>
      </div>
    </Card>
  );
}
