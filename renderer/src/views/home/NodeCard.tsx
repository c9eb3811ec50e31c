import { Card } from '@renderer/components/layout/Card';
import { ProfileEndpoints } from '@renderer/components/ProfileEndpoints';
import { Skeleton } from '@renderer/components/Skeleton';
import { useIsBootstrapped, useNodeVersion } from '@renderer/queries/node';
import { routeTo } from '@renderer/routing/routes';
import type { Profile } from '@shared/models/profile';

const CHAINS = ['P', 'X', 'C'] as const;

/** One word for the node: every primary chain bootstrapped and answering, or what is not. */
function NodeVerdict() {
  const version = useNodeVersion();
  const p = useIsBootstrapped('P');
  const x = useIsBootstrapped('X');
  const c = useIsBootstrapped('C');
  const checks = [p, x, c];
  if (version.isPending || checks.some((q) => q.isPending)) return <Skeleton size="md" />;
  if (version.isError) {
    return (
      <p className="node-verdict node-verdict--bad" data-testid="home-node-verdict" data-verdict="unreachable">
        Not answering: {version.error.message}
      </p>
    );
  }
  const behind = CHAINS.filter((_, i) => checks[i]?.data?.isBootstrapped !== true);
  const verdict = behind.length === 0 ? 'ok' : 'bootstrapping';
  return (
    <p className={`node-verdict node-verdict--${verdict}`} data-testid="home-node-verdict" data-verdict={verdict}>
      {behind.length === 0
        ? `Healthy: ${version.data.version}, P, X and C bootstrapped`
        : `Bootstrapping: ${behind.join(', ')} not yet bootstrapped (${version.data.version})`}
    </p>
  );
}

/** The active profile and, when it has a node, the node's verdict at a glance. */
export function NodeCard({ profile }: { profile: Profile }) {
  return (
    <Card
      title={
        <>
          Connection <span className={`badge badge--${profile.network}`}>{profile.network}</span>
        </>
      }
      tools={
        <a className="link" href={routeTo('node', {})}>
          Node →
        </a>
      }
      testId="active-profile"
    >
      <p className="muted">
        {profile.name} · default chain <code className="mono">{profile.defaultChainId}</code>
        {profile.publicNode ? ' · public node (no node id / IP / VM list)' : ''}
      </p>
      <NodeVerdict />
      <ProfileEndpoints profile={profile} />
      <a className="link" href={routeTo('settings', {})}>
        Profiles and API keys →
      </a>
    </Card>
  );
}
