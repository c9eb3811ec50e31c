import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { HashText } from '@renderer/components/value/HashText';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useBlockchains } from '@renderer/queries/pchain';
import type { Blockchains } from '@shared/models/node/platform';
import { routeTo } from '@shared/routing/routes';
import { useMemo, useState } from 'react';
import { DeprecatedNote } from './Deprecated';

type Chain = NonNullable<Blockchains['blockchains']>[number];

/** platform.getBlockchains (deprecated): every blockchain but the P-Chain, each one click from its status. */
export function BlockchainsCard({ onCheckStatus }: { onCheckStatus: (blockchainID: string) => void }) {
  const profile = useActiveProfile();
  const [open, setOpen] = useState(false);
  const query = useBlockchains(open);
  const columns = useMemo<Column<Chain>[]>(
    () => [
      { id: 'name', header: 'Name', width: 'minmax(140px, 1fr)', sortValue: (c) => c.name, cell: (c) => c.name },
      {
        id: 'id',
        header: 'Blockchain',
        width: 'minmax(180px, 1.4fr)',
        cell: (c) => <HashText value={c.id} copyLabel="Copy blockchain id" testId="pchain-chain-id" />,
      },
      {
        id: 'subnet',
        header: 'Subnet',
        width: 'minmax(180px, 1.4fr)',
        cell: (c) => (
          <HashText
            value={c.subnetID}
            href={routeTo('subnet', { network: profile.network, subnetId: c.subnetID })}
            copyLabel="Copy subnet id"
            testId="pchain-chain-subnet"
          />
        ),
      },
      {
        id: 'vm',
        header: 'VM',
        width: 'minmax(160px, 1fr)',
        cell: (c) => <HashText value={c.vmID} copyLabel="Copy VM id" />,
      },
      {
        id: 'status',
        header: '',
        width: 90,
        align: 'right',
        cell: (c) => (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onCheckStatus(c.id)}
            data-testid="pchain-chain-status"
          >
            Status
          </button>
        ),
      },
    ],
    [profile.network, onCheckStatus],
  );

  return (
    <Card
      title="Blockchains"
      testId="pchain-blockchains"
      tools={
        open ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Refresh
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setOpen(true)} data-testid="pchain-blockchains-load">
            List blockchains
          </button>
        )
      }
    >
      <DeprecatedNote
        method="platform.getBlockchains"
        instead="It leaves out the P-Chain; the Data API's blockchain list replaces it."
      />
      {open && (
        <QueryState query={query} what="platform.getBlockchains">
          {(data) => (
            <DataTable
              label="Blockchains"
              rows={data.blockchains ?? []}
              columns={columns}
              rowKey={(c) => c.id}
              filter={{ fields: (c) => [c.name, c.id, c.subnetID, c.vmID], placeholder: 'Filter by name or id…' }}
              maxHeight={360}
              emptyMessage="The node lists no blockchains."
              testId="pchain-blockchains-table"
            />
          )}
        </QueryState>
      )}
    </Card>
  );
}
