import { HashText } from '@renderer/components/value/HashText';
import { withHashQueryParam } from '@renderer/routing/hash-query';
import { routeTo } from '@shared/routing/routes';
import { useState } from 'react';

/** `#/node?tab=peers&nodeIDs=…`: this node's connection to that peer. */
export const peerLink = (nodeId: string) =>
  withHashQueryParam(withHashQueryParam(routeTo('node', {}), 'tab', 'peers'), 'nodeIDs', nodeId);

/** A collapsible list of node ids; the ids render only once opened (lists can hold hundreds). */
export function NodeIdList({ title, ids, testId }: { title: string; ids: readonly string[]; testId: string }) {
  const [open, setOpen] = useState(false);
  if (ids.length === 0) return <span className="muted node-id-details">{title} (0)</span>;
  return (
    <details className="node-id-details" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid={testId}>
      <summary data-testid={`${testId}-toggle`}>
        {title} ({ids.length})
      </summary>
      {open && (
        <ul className="node-id-list node-id-list--columns">
          {ids.map((id) => (
            <li key={id}>
              <HashText
                value={id}
                href={peerLink(id)}
                head={14}
                tail={6}
                copyLabel="Copy node ID"
                testId={`${testId}-id`}
              />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
