import { HashText } from './HashText';

/** A `NodeID-…` in monospace, shortened after the prefix, with copy. */
export function NodeIdText({
  nodeId,
  truncate = true,
  copy = true,
  testId = 'node-id',
}: {
  nodeId: string;
  truncate?: boolean;
  copy?: boolean;
  testId?: string;
}) {
  return (
    <HashText value={nodeId} head={14} tail={6} full={!truncate} copy={copy} copyLabel="Copy node ID" testId={testId} />
  );
}
