import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger } from '@renderer/format/number';
import type { Vertex } from '@shared/models/data/primary';
import { heightHref, parentHeight } from './vertices-form';

/** One vertex in full: its parents (each opening the height above it with that parent selected) and its transactions. */
export function VertexDetail({ vertex, network, onClose }: { vertex: Vertex; network: string; onClose: () => void }) {
  const up = parentHeight(vertex.vertexHeight);
  return (
    <section className="card vertex-detail" data-testid="vertex-detail" aria-label={`Vertex ${vertex.vertexHash}`}>
      <h2 className="card__title">
        Vertex
        <span className="card__tools">
          <button type="button" className="button button--quiet" onClick={onClose} data-testid="vertex-detail-close">
            Close
          </button>
        </span>
      </h2>
      <KeyValueGrid
        rows={[
          { label: 'Hash', value: <HashText value={vertex.vertexHash} full testId="vertex-detail-hash" /> },
          { label: 'Height', value: <span className="mono">{formatInteger(vertex.vertexHeight)}</span> },
          { label: 'Index', value: <span className="mono">{formatInteger(vertex.vertexIndex)}</span> },
          { label: 'Timestamp', value: <Timestamp value={vertex.vertexTimestamp} /> },
          { label: 'Size', value: <span className="mono">{formatInteger(vertex.vertexSizeBytes)} bytes</span> },
        ]}
      />
      <div className="vertex-detail__lists">
        <div>
          <h3 className="vertex-detail__subtitle">
            Parents <span className="muted">({vertex.parentHashes.length})</span>
            {up !== null && (
              <a className="link vertex-detail__up" href={heightHref(network, up)}>
                all vertices at height {formatInteger(up)} →
              </a>
            )}
          </h3>
          {vertex.parentHashes.length === 0 ? (
            <p className="muted">None: this is a genesis vertex.</p>
          ) : (
            <ul className="vertex-detail__list" data-testid="vertex-detail-parents">
              {vertex.parentHashes.map((hash) => (
                <li key={hash}>
                  <HashText
                    value={hash}
                    href={up === null ? undefined : heightHref(network, up, hash)}
                    full
                    copyLabel="Copy parent hash"
                    testId="vertex-detail-parent"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="vertex-detail__subtitle">
            Transactions <span className="muted">({vertex.transactions.length})</span>
          </h3>
          {vertex.transactions.length === 0 ? (
            <p className="muted">This vertex carries no transactions.</p>
          ) : (
            <ol className="vertex-detail__list" data-testid="vertex-detail-txs">
              {vertex.transactions.map((tx) => (
                <li key={tx}>
                  <HashText value={tx} full copyLabel="Copy transaction id" testId="vertex-detail-tx" />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
