import type { ApiError } from '@renderer/api';
import { NotAvailable } from '@renderer/components/feedback/NotAvailable';

/** The node answered that this index is not served: what it takes for a node to serve one. */
export function IndexDisabledNotice({ error, path }: { error: ApiError; path: string }) {
  return (
    <div className="index-disabled" data-testid="index-disabled">
      <NotAvailable what="The index API" error={error}>
        <div className="index-disabled__body">
          <p>
            <code className="mono">{path}</code> is served only by a node that runs with{' '}
            <code className="mono" data-testid="index-enabled-flag">
              --index-enabled
            </code>{' '}
            set to true. Public API servers do not run the indexer.
          </p>
          <ul className="index-disabled__rules">
            <li>
              Only containers accepted while the flag is on are indexed: a complete index needs a node started on a
              fresh database with <code className="mono">--index-enabled</code> from the start.
            </li>
            <li>After a restart with indexing still on, containers accepted while the node was offline are indexed.</li>
            <li>
              Turning the flag off again makes the node refuse to start unless it is also given{' '}
              <code className="mono">--index-allow-incomplete</code>.
            </li>
          </ul>
          <p className="muted">Point a profile at your own node with indexing enabled to browse its indexes.</p>
        </div>
      </NotAvailable>
    </div>
  );
}
