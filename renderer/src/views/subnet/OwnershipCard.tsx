import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import type { Subnet } from '@shared/models/data/primary';
import { deprecatedOwnership } from './resolve-subnet';

function Locktime({ value }: { value: number }) {
  return value === 0 ? <span className="mono">0 (no lock)</span> : <Timestamp value={value} />;
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
      label: 'Addresses',
      hint: hints ? 'P-Chain addresses that may sign' : undefined,
      value: owner.addresses ? <Addresses addresses={addresses} testId={`${prefix}-addresses`} /> : missing,
    },
    {
      label: 'Threshold',
      hint: hints ? 'signatures needed to change the subnet' : undefined,
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
      label: 'Locktime',
      value: owner.locktime === undefined ? missing : <Locktime value={owner.locktime} />,
      testId: `${prefix}-locktime`,
    },
  ];
}

const DEPRECATED_BADGE = {
  agrees: { tone: 'success', text: 'same as subnetOwnershipInfo' },
  differs: { tone: 'warning', text: 'differs from subnetOwnershipInfo' },
} as const;

/**
 * Who controls the subnet: `subnetOwnershipInfo`. The Data API still repeats it in the deprecated
 * top-level `ownerAddresses`/`threshold`/`locktime`, which are shown below it (and whether they agree)
 * while they are sent, and noted as gone once they are not.
 */
export function OwnershipCard({ subnet }: { subnet: Subnet }) {
  const deprecated = deprecatedOwnership(subnet);
  return (
    <Card title="Ownership" testId="subnet-ownership">
      <h3 className="subnet__subtitle">
        <code>subnetOwnershipInfo</code>
      </h3>
      <KeyValueGrid rows={ownerRows(subnet.subnetOwnershipInfo, 'ownership-info', true)} testId="ownership-info-kv" />
      <h3 className="subnet__subtitle">
        <code>ownerAddresses</code> · <code>threshold</code> · <code>locktime</code>{' '}
        <Badge tone="neutral" title="Deprecated by the Data API: use subnetOwnershipInfo">
          deprecated
        </Badge>
        {deprecated.state !== 'absent' && (
          <Badge tone={DEPRECATED_BADGE[deprecated.state].tone} testId="owner-agree">
            {DEPRECATED_BADGE[deprecated.state].text}
          </Badge>
        )}
      </h3>
      {deprecated.state === 'absent' ? (
        <p className="muted" data-testid="owner-deprecated-absent">
          Not sent for this subnet. The Data API deprecated these top-level fields in favour of{' '}
          <code>subnetOwnershipInfo</code> and is removing them.
        </p>
      ) : (
        <KeyValueGrid rows={ownerRows(deprecated.owner, 'owner', false)} compact testId="owner-kv" />
      )}
    </Card>
  );
}
