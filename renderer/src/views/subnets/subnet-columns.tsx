import type { Column } from '@renderer/components/table/columns';
import { Badge } from '@renderer/components/value/Badge';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import type { SubnetOrder } from '@renderer/queries/subnets';
import type { DataNetwork } from '@shared/contract/data/common';
import type { ChainInfo } from '@shared/models/data/chains';
import type { Subnet } from '@shared/models/data/primary';
import { routeTo } from '@shared/routing/routes';
import { ValidatorManagerValue } from '../subnet/ValidatorManagerValue';

export function KindBadge({ isL1, testId = 'subnet-kind' }: { isL1: boolean; testId?: string }) {
  return isL1 ? (
    <Badge tone="info" title="Converted to an L1: it manages its own validator set" testId={testId}>
      L1
    </Badge>
  ) : (
    <Badge title="A subnet whose validators also validate the primary network" testId={testId}>
      Subnet
    </Badge>
  );
}

function CreatedHeader({ order, onToggle }: { order: SubnetOrder; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="vtable__sort is-active"
      onClick={onToggle}
      title="Creation order is chosen by the service: switching reloads the list"
      data-testid="order-toggle"
    >
      Created
      <span className="vtable__sort-mark" aria-hidden="true">
        {order === 'asc' ? '▲' : '▼'}
      </span>
      <span className="visually-hidden">{order === 'asc' ? ', oldest first' : ', newest first'}</span>
    </button>
  );
}

export interface SubnetColumnsInput {
  network: DataNetwork;
  order: SubnetOrder;
  onToggleOrder: () => void;
  chains: ReadonlyMap<string, ChainInfo>;
}

/** The subnet list's columns; creation order is the server's, the other sortable ones sort the loaded rows. */
export function subnetColumns({ network, order, onToggleOrder, chains }: SubnetColumnsInput): Column<Subnet>[] {
  return [
    {
      id: 'subnetId',
      header: 'Subnet id',
      width: 'minmax(200px, 1.1fr)',
      cell: (s) => (
        <HashText
          value={s.subnetId}
          href={routeTo('subnet', { network, subnetId: s.subnetId })}
          head={12}
          tail={6}
          copyLabel="Copy subnet id"
          testId="subnet-link"
        />
      ),
    },
    {
      id: 'created',
      priority: 3,
      title: 'Created',
      header: <CreatedHeader order={order} onToggle={onToggleOrder} />,
      width: 160,
      cell: (s) => <Timestamp value={s.createBlockTimestamp} />,
    },
    {
      id: 'kind',
      header: 'Kind',
      width: 76,
      sortValue: (s) => (s.isL1 ? 'L1' : 'Subnet'),
      cell: (s) => <KindBadge isL1={s.isL1} />,
    },
    {
      id: 'blockchains',
      header: 'Blockchains',
      width: 'minmax(180px, 1.5fr)',
      sortValue: (s) => s.blockchains[0]?.blockchainName,
      cell: (s) => {
        const names = s.blockchains.map((b) => b.blockchainName);
        return names.length === 0 ? (
          <span className="muted">none</span>
        ) : (
          <span className="subnets__chains" title={names.join(', ')} data-testid="subnet-chains">
            {names.join(', ')}
          </span>
        );
      },
    },
    {
      id: 'threshold',
      priority: 2,
      header: 'Owner threshold',
      width: 116,
      align: 'right',
      sortValue: (s) => s.subnetOwnershipInfo.threshold,
      cell: ({ subnetOwnershipInfo: owner }) => (
        <span className="mono" title={`${owner.threshold} of ${owner.addresses.length} owner signatures`}>
          {owner.threshold} of {owner.addresses.length}
        </span>
      ),
    },
    {
      id: 'manager',
      priority: 1,
      header: 'Validator manager',
      width: 'minmax(260px, 1.9fr)',
      cell: (s) =>
        s.l1ValidatorManagerDetails ? (
          <ValidatorManagerValue
            details={s.l1ValidatorManagerDetails}
            chains={chains}
            ownChains={s.blockchains}
            compact
          />
        ) : (
          <span className="muted">{s.isL1 ? 'not given' : '—'}</span>
        ),
    },
  ];
}
