import { Card } from '@renderer/components/layout/Card';
import type { Column } from '@renderer/components/table/columns';
import { DataTable } from '@renderer/components/table/DataTable';
import { displayAddress } from '@renderer/components/value/AddressLink';
import { HashText } from '@renderer/components/value/HashText';
import { HexViewer } from '@renderer/components/viewer/HexViewer';
import type { AllocRow } from '@renderer/format/genesis';

type Slot = [slot: string, value: string];

const STORAGE_COLUMNS: Column<Slot>[] = [
  {
    id: 'slot',
    header: 'Slot',
    width: 'minmax(200px, 1fr)',
    sortValue: (s) => s[0],
    cell: (s) => <HashText value={s[0]} head={14} tail={10} copyLabel="Copy slot" testId="storage-slot" />,
  },
  {
    id: 'value',
    header: 'Value',
    width: 'minmax(200px, 1fr)',
    cell: (s) => <HashText value={s[1]} head={14} tail={10} copyLabel="Copy value" testId="storage-value" />,
  },
];

/** One genesis account opened up: its code as a hex dump and its storage slots. */
export function AllocDetail({ row, onClose }: { row: AllocRow; onClose: () => void }) {
  return (
    <Card
      title={
        <span>
          Account <span className="mono">{displayAddress(row.address)}</span>
        </span>
      }
      tools={
        <button type="button" className="button button--quiet" onClick={onClose} data-testid="alloc-detail-close">
          Close
        </button>
      }
      className="alloc__detail"
      testId="alloc-detail"
    >
      <div className="alloc__detail-body">
        <div>
          <h3 className="subnet__subtitle">Code</h3>
          {row.code === null ? (
            <p className="muted">No code: an externally owned account.</p>
          ) : (
            <HexViewer hex={row.code} label="Contract code" maxHeight={260} testId="alloc-code" />
          )}
        </div>
        <div>
          <h3 className="subnet__subtitle">Storage ({row.storageSlots} slots)</h3>
          <DataTable
            rows={row.storage}
            columns={STORAGE_COLUMNS}
            rowKey={(s) => s[0]}
            label={`Storage of ${row.address}`}
            emptyMessage="No storage set at genesis."
            filter={{ fields: (s) => [s[0], s[1]], placeholder: 'Filter slots…' }}
            maxHeight={260}
            testId="alloc-storage"
          />
        </div>
      </div>
    </Card>
  );
}
