import { Badge } from '@renderer/components/value/Badge';

export const DEPRECATED_SINCE = 'v1.9.12';

/** The mark and the short note every deprecated P-Chain method carries. */
export function DeprecatedNote({ method, instead }: { method: string; instead: string }) {
  return (
    <p className="pchain-deprecated" data-testid="pchain-deprecated-note">
      <Badge
        tone="warning"
        title={`${method} is deprecated as of avalanchego ${DEPRECATED_SINCE}`}
        testId="deprecated-badge"
      >
        DEPRECATED since {DEPRECATED_SINCE}
      </Badge>
      <span className="muted">
        <code className="mono">{method}</code> still answers on nodes that keep it, but may disappear. {instead}
      </span>
    </p>
  );
}
