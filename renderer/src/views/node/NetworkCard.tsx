import { useErrorsShownAbove } from '@renderer/components/feedback/ErrorsShownAbove';
import { isOutageError } from '@renderer/components/feedback/errors';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Skeleton } from '@renderer/components/Skeleton';
import { Badge, StatusPill } from '@renderer/components/value/Badge';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useIsBootstrapped, useNetworkId, useNetworkName } from '@renderer/queries/node';

const NETWORK_NAMES: Record<string, string> = { '1': 'mainnet', '5': 'fuji' };

/** One chain's bootstrapped state as a pill; its own loading and error. */
function BootstrapPill({ chain }: { chain: string }) {
  const query = useIsBootstrapped(chain);
  const shownAbove = useErrorsShownAbove();
  if (query.isPending) return <Skeleton size="sm" />;
  if (query.isError && query.data === undefined) {
    const quiet = shownAbove !== null && isOutageError(query.error);
    return (
      <StatusPill
        status="error"
        tone={quiet ? 'neutral' : 'failed'}
        label={quiet ? `${chain}: no answer` : `${chain}: ${query.error.message}`}
        testId={`bootstrapped-${chain}`}
      />
    );
  }
  const done = query.data.isBootstrapped;
  return (
    <span data-testid={`bootstrapped-${chain}`} data-bootstrapped={String(done)}>
      <StatusPill
        status={done ? 'bootstrapped' : 'bootstrapping'}
        label={`${chain}-Chain ${done ? 'bootstrapped' : 'bootstrapping'}`}
      />
    </span>
  );
}

/** Network id and name as the node reports them, and whether P, X and C finished bootstrapping. */
export function NetworkCard() {
  const profile = useActiveProfile();
  const id = useNetworkId();
  const name = useNetworkName();
  const reported = name.data?.networkName;
  const mismatch = reported !== undefined && reported !== profile.network;
  return (
    <Card title="Network" testId="node-network-card">
      <KeyValueGrid
        compact
        rows={[
          {
            label: 'Network name',
            testId: 'network-name-row',
            value: (
              <QueryState query={name} what="Network name" loading={<Skeleton size="sm" />}>
                {(r) => (
                  <span className="node-inline">
                    <span className="mono" data-testid="network-name">
                      {r.networkName}
                    </span>
                    {mismatch && (
                      <Badge tone="warning" title={`The active profile is set to ${profile.network}`}>
                        profile says {profile.network}
                      </Badge>
                    )}
                  </span>
                )}
              </QueryState>
            ),
          },
          {
            label: 'Network ID',
            hint: '1 = mainnet, 5 = test network',
            testId: 'network-id-row',
            value: (
              <QueryState query={id} what="Network ID" loading={<Skeleton size="sm" />}>
                {(r) => (
                  <span className="node-inline">
                    <span className="mono" data-testid="network-id">
                      {r.networkID}
                    </span>
                    {NETWORK_NAMES[r.networkID] && <span className="muted">({NETWORK_NAMES[r.networkID]})</span>}
                  </span>
                )}
              </QueryState>
            ),
          },
          {
            label: 'Bootstrapped',
            value: (
              <span className="node-pills" data-testid="bootstrapped">
                <BootstrapPill chain="P" />
                <BootstrapPill chain="X" />
                <BootstrapPill chain="C" />
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
