import type { Profile } from '@shared/models/profile';

/** Where a profile's calls go, one URL per interface; an empty one is a service the profile does without. */
export function ProfileEndpoints({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['Data API', profile.dataApiUrl],
    ['Metrics API', profile.metricsApiUrl],
    ['Node RPC', profile.nodeRpcUrl],
    ...(profile.customChains ?? []).map((c): [string, string] => [`${c.name} (${c.chainId})`, c.rpcUrl]),
  ];
  return (
    <dl className="kv" data-testid={`profile-endpoints-${profile.id}`}>
      {rows.map(([label, url]) => (
        <div key={label} className="kv__row">
          <dt>{label}</dt>
          {url ? (
            <dd className="mono break">{url}</dd>
          ) : (
            <dd className="muted" data-testid="profile-endpoint-none">
              none — node only
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
