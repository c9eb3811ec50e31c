import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import type { Subnet, SubnetOwnershipInfo } from '@shared/models/data/primary';
import { ownershipAgrees } from './resolve-subnet';

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

function ownerRows(owner: SubnetOwnershipInfo, prefix: string, hints: boolean) {
  return [
    {
      label: 'Addresses',
      hint: hints ? 'P-Chain addresses that may sign' : undefined,
      value: <Addresses addresses={owner.addresses} testId={`${prefix}-addresses`} />,
    },
    {
      label: 'Threshold',
      hint: hints ? 'signatures needed to change the subnet' : undefined,
      value: (
        <span className="mono" data-testid={`${prefix}-threshold`} data-value={owner.threshold}>
          {owner.threshold} of {owner.addresses.length}
        </span>
      ),
    },
    { label: 'Locktime', value: <Locktime value={owner.locktime} />, testId: `${prefix}-locktime` },
  ];
}

/**
 * Who controls the subnet. The Data API states the owner twice (top-level fields and
 * `subnetOwnershipInfo`); both are shown, and whether they agree.
 */
export function OwnershipCard({ subnet }: { subnet: Subnet }) {
  const agrees = ownershipAgrees(subnet);
  const topLevel: SubnetOwnershipInfo = {
    addresses: subnet.ownerAddresses,
    threshold: subnet.threshold,
    locktime: subnet.locktime,
  };
  return (
    <Card
      title="Ownership"
      tools={
        agrees ? (
          <Badge
            tone="success"
            title="ownerAddresses/threshold/locktime equal subnetOwnershipInfo"
            testId="owner-agree"
          >
            both fields agree
          </Badge>
        ) : (
          <Badge
            tone="warning"
            title="ownerAddresses/threshold/locktime differ from subnetOwnershipInfo"
            testId="owner-agree"
          >
            fields differ
          </Badge>
        )
      }
      testId="subnet-ownership"
    >
      <h3 className="subnet__subtitle">
        <code>ownerAddresses</code> · <code>threshold</code> · <code>locktime</code>
      </h3>
      <KeyValueGrid rows={ownerRows(topLevel, 'owner', true)} testId="owner-kv" />
      <h3 className="subnet__subtitle">
        <code>subnetOwnershipInfo</code>
      </h3>
      <KeyValueGrid
        rows={ownerRows(subnet.subnetOwnershipInfo, 'ownership-info', false)}
        compact
        testId="ownership-info-kv"
      />
    </Card>
  );
}
