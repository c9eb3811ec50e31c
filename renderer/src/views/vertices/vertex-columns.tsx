import type { Column } from '@renderer/components/table/columns';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger } from '@renderer/format/number';
import { middleTruncate } from '@renderer/format/text';
import type { Vertex } from '@shared/models/data/primary';
import { heightHref, parentHeight } from './vertices-form';

/** Columns of the vertices table; `onOpen` shows one vertex's parents and transactions in full. */
export function vertexColumns(network: string, onOpen: (vertex: Vertex) => void): Column<Vertex>[] {
  return [
    {
      id: 'hash',
      header: 'Vertex',
      width: 'minmax(180px, 1.3fr)',
      cell: (v) => (
        <HashText value={v.vertexHash} head={10} tail={6} copyLabel="Copy vertex hash" testId="vertex-hash" />
      ),
      sortValue: (v) => v.vertexHash,
    },
    {
      id: 'index',
      header: 'Index',
      width: 80,
      align: 'right',
      cell: (v) => (
        <span className="mono" data-testid="vertex-index">
          {formatInteger(v.vertexIndex)}
        </span>
      ),
      sortValue: (v) => v.vertexIndex,
    },
    {
      id: 'time',
      header: 'Timestamp',
      width: 150,
      cell: (v) => <Timestamp value={v.vertexTimestamp} />,
      sortValue: (v) => v.vertexTimestamp,
    },
    {
      id: 'txCount',
      header: 'Txs',
      width: 64,
      align: 'right',
      cell: (v) => (
        <span className="mono" data-testid="vertex-tx-count">
          {formatInteger(v.txCount)}
        </span>
      ),
      sortValue: (v) => v.txCount,
    },
    {
      id: 'size',
      header: 'Size (bytes)',
      width: 100,
      align: 'right',
      cell: (v) => <span className="mono">{formatInteger(v.vertexSizeBytes)}</span>,
      sortValue: (v) => v.vertexSizeBytes,
    },
    {
      id: 'parents',
      header: 'Parents',
      width: 'minmax(200px, 1.3fr)',
      cell: (v) => {
        const up = parentHeight(v.vertexHeight);
        const first = v.parentHashes[0];
        if (!first || up === null) return <span className="muted">none (genesis)</span>;
        return (
          <span className="vertex-parents" title={v.parentHashes.join('\n')}>
            <a className="mono" href={heightHref(network, up, first)} data-testid="vertex-parent">
              {middleTruncate(first, 8, 4)}
            </a>
            {v.parentHashes.length > 1 && <span className="muted">+{v.parentHashes.length - 1}</span>}
            <a className="link vertex-parents__up" href={heightHref(network, up)} data-testid="vertex-parent-height">
              ↑ height {formatInteger(up)}
            </a>
          </span>
        );
      },
      sortValue: (v) => v.parentHashes.length,
    },
    {
      id: 'transactions',
      header: 'Transactions',
      width: 120,
      cell: (v) =>
        v.transactions.length === 0 ? (
          <span className="muted">none</span>
        ) : (
          <button
            type="button"
            className="button button--quiet vertex-txs"
            onClick={() => onOpen(v)}
            aria-label={`Show the ${v.transactions.length} transactions of ${v.vertexHash}`}
            data-testid="vertex-show-txs"
          >
            Show {v.transactions.length} ▸
          </button>
        ),
      sortValue: (v) => v.transactions.length,
    },
  ];
}
