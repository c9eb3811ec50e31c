import type { Column } from '@renderer/components/table/columns';
import { AddressLink } from '@renderer/components/value/AddressLink';
import { CopyIconButton } from '@renderer/components/value/CopyIconButton';
import { Timestamp } from '@renderer/components/value/Timestamp';
import type { AddressLabel } from '@shared/models/labels';
import type { ReactNode } from 'react';
import { LastActivity, WatchedBalance } from './watch-cells';

const labelColumn: Column<AddressLabel> = {
  id: 'label',
  header: 'Label',
  width: 'minmax(160px, 1.5fr)',
  cell: (l) => <AddressLink chainId={l.chainId} address={l.address} testId="label-row-link" />,
  sortValue: (l) => l.label,
};
const chainColumn: Column<AddressLabel> = {
  id: 'chain',
  header: 'Chain',
  width: 72,
  cell: (l) => <span className="mono">{l.chainId}</span>,
  sortValue: (l) => Number(l.chainId),
};

/** The watchlist: each watched address with its native balance and newest transaction on its chain. */
export function watchColumns(actions: (l: AddressLabel) => ReactNode): Column<AddressLabel>[] {
  return [
    labelColumn,
    chainColumn,
    {
      id: 'balance',
      header: 'Native balance',
      width: 'minmax(190px, 2fr)',
      align: 'right',
      cell: (l) => <WatchedBalance entry={l} />,
    },
    { id: 'activity', header: 'Last activity', width: 'minmax(180px, 1.5fr)', cell: (l) => <LastActivity entry={l} /> },
    { id: 'actions', header: <span className="visually-hidden">Actions</span>, width: 104, cell: actions },
  ];
}

/** Every label: name, full address, the chain it is watched on, when it last changed. */
export function labelColumns(actions: (l: AddressLabel) => ReactNode): Column<AddressLabel>[] {
  return [
    labelColumn,
    {
      id: 'address',
      header: 'Address',
      width: 'minmax(140px, 2fr)',
      cell: (l) => (
        <span className="hash-text">
          <span className="mono muted" title={l.address}>
            {l.address}
          </span>
          <CopyIconButton value={l.address} label="Copy address" testId="label-row-copy" />
        </span>
      ),
      sortValue: (l) => l.address,
    },
    chainColumn,
    {
      id: 'watch',
      header: 'Watched',
      width: 90,
      cell: (l) => (l.watch ? <span className="badge badge--ok">Watched</span> : <span className="muted">—</span>),
      sortValue: (l) => l.watch,
    },
    {
      id: 'updated',
      header: 'Changed',
      width: 110,
      cell: (l) => (l.updatedAt ? <Timestamp value={l.updatedAt} relative /> : <span className="muted">—</span>),
      sortValue: (l) => l.updatedAt,
    },
    { id: 'actions', header: <span className="visually-hidden">Actions</span>, width: 184, cell: actions },
  ];
}
