import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import type { Subnet } from '@shared/models/data/primary';
import { deprecatedOwnership } from './resolve-subnet';

function Locktime({ value }: { value: number }) {
  return value === 0 ? <span>not locked</span> : <Timestamp value={value} />;
}

function Addresses({ addresses, testId }: { addresses: readonly string[]; testId: string }) {
  if (addresses.length === 0) return <span className="muted">none</span>;
  return (
    <ul className="subnet__address-list" data-testid={testId}>
      {addresses.map((a) => (
        <li key={a}>
          <HashText value={a} full copyLabel="Copy owner address" testId="owner-address" />
        </li>
      ))}
    </ul>
  );
}

interface OwnerFields {
  addresses?: readonly string[];
  threshold?: number;
  locktime?: number;
}

function ownerRows(owner: OwnerFields, prefix: string, hints: boolean) {
  const addresses = owner.addresses ?? [];
  const missing = <span className="muted">not sent</span>;
  return [
    {
      label: addresses.length === 1 ? 'Owner' : 'Owners',
      hint: hints ? 'P-Chain addresses that may sign changes' : undefined,
      value: owner.addresses ? <Addresses addresses={addresses} testId={`${prefix}-addresses`} /> : missing,
    },
    {
      label: 'Signatures needed',
      hint: hints ? 'to change the subnet' : undefined,
      value:
        owner.threshold === undefined ? (
          missing
        ) : (
          <span className="mono" data-testid={`${prefix}-threshold`} data-value={owner.threshold}>
            {owner.threshold} of {addresses.length}
          </span>
        ),
    },
    {
      label: 'Locked until',
      value: owner.locktime === undefined ? missing : <Locktime value={owner.locktime} />,
      testId: `${prefix}-locktime`,
    },
  ];
}

/**
 * Who controls the subnet, shown once: `subnetOwnershipInfo` in words. The Data API still repeats it in the
 * deprecated top-level `ownerAddresses`/`threshold`/`locktime`; those are only said to agree, shown in full
 * (with a warning) when they differ, and noted as gone once they are not sent.
 */
export function OwnershipCard({ subnet }: { subnet: Subnet }) {
  const deprecated = deprecatedOwnership(subnet);
  return (
    <Card title="Ownership" testId="subnet-ownership">
      <KeyValueGrid rows={ownerRows(subnet.subnetOwnershipInfo, 'ownership-info', true)} testId="ownership-info-kv" />
      {deprecated.state === 'agrees' && (
        <p className="muted subnet__owner-note" data-testid="owner-agree" data-state="agrees">
          The deprecated top-level owner fields (<code>ownerAddresses</code>, <code>threshold</code>,{' '}
          <code>locktime</code>) say the same.
        </p>
      )}
      {deprecated.state === 'absent' && (
        <p className="muted subnet__owner-note" data-testid="owner-deprecated-absent">
          Not sent for this subnet: the deprecated top-level owner fields, which the Data API is removing in favour of{' '}
          <code>subnetOwnershipInfo</code>.
        </p>
      )}
      {deprecated.state === 'differs' && (
        <>
          <h3 className="subnet__subtitle">
            Deprecated owner fields{' '}
            <Badge tone="warning" testId="owner-agree" title="ownerAddresses · threshold · locktime">
              differ from the ownership above
            </Badge>
          </h3>
          <KeyValueGrid rows={ownerRows(deprecated.owner, 'owner', false)} compact testId="owner-kv" />
        </>
      )}
    </Card>
  );
}
