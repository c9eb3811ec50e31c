import type { Profile } from '@shared/models/profile';

/** Where a profile's calls go, one URL per interface. */
export function ProfileEndpoints({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['Data API', profile.dataApiUrl],
    ['Metrics API', profile.metricsApiUrl],
    ['Node RPC', profile.nodeRpcUrl],
  ];
  return (
    <dl className="kv" data-testid={`profile-endpoints-${profile.id}`}>
      {rows.map(([label, url]) => (
        <div key={label} className="kv__row">
          <dt>{label}</dt>
          <dd className="mono">{url}</dd>
        </div>
      ))}
    </dl>
  );
}
