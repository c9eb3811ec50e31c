import { isUnavailable } from '@renderer/components/feedback/errors';
import { Badge } from '@renderer/components/value/Badge';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useNodeIdentity, useNodeIp, useVms } from '@renderer/queries/node';

const NAMES = ['node ID', 'IP', 'VM list'] as const;

/**
 * "public server (no node ID, IP or VM list)" from what the node really answers, not from the profile's
 * setting: only the methods it refused are named, and a profile that says otherwise is pointed out.
 */
export function NodeEndpointKind() {
  const profile = useActiveProfile();
  const queries = [useNodeIdentity(), useNodeIp(), useVms()];
  if (queries.some((q) => q.isPending)) return null;
  const missing = NAMES.filter((_, i) => isUnavailable(queries[i]?.error));
  const answered = queries.every((q) => q.data !== undefined);
  const publicServer = missing.length > 0;
  const list =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} or ${missing[missing.length - 1]}`;
  return (
    <span
      className="node-inline"
      data-testid="node-kind"
      data-kind={publicServer ? 'public' : answered ? 'full' : 'unknown'}
    >
      {publicServer && <span data-testid="node-kind-label"> · public server (no {list})</span>}
      {publicServer !== profile.publicNode && (answered || publicServer) && (
        <Badge
          tone="warning"
          title="The profile's “public node” setting (Settings) disagrees with what this node answers"
          testId="node-kind-mismatch"
        >
          profile says {profile.publicNode ? 'public server' : 'full node'}
        </Badge>
      )}
    </span>
  );
}
