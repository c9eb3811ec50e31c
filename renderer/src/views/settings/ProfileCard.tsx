import type { Profile } from '../../../../shared/models/profile';
import { ProfileEndpoints } from '../../components/ProfileEndpoints';
import { useSelectProfile } from '../../queries/profiles';
import { ApiKeySection } from './ApiKeySection';

export function ProfileCard({ profile, active }: { profile: Profile; active: boolean }) {
  const select = useSelectProfile();
  return (
    <section
      className={`card profile-card${active ? ' profile-card--active' : ''}`}
      data-testid={`profile-card-${profile.id}`}
      aria-current={active ? 'true' : undefined}
    >
      <h3 className="card__title">
        <span>{profile.name}</span>
        <span className={`badge badge--${profile.network}`}>{profile.network}</span>
        {profile.builtin && <span className="badge">built-in</span>}
        {active ? (
          <span className="badge badge--active" data-testid="profile-active">
            active
          </span>
        ) : (
          <button
            type="button"
            className="button button--quiet card__tools"
            onClick={() => select.mutate(profile.id)}
            disabled={select.isPending}
            data-testid={`profile-use-${profile.id}`}
          >
            Use this profile
          </button>
        )}
      </h3>
      <ProfileEndpoints profile={profile} />
      <dl className="kv kv--compact">
        <div className="kv__row">
          <dt>Default chain</dt>
          <dd className="mono">{profile.defaultChainId}</dd>
        </div>
        <div className="kv__row">
          <dt>Key header</dt>
          <dd className="mono">{profile.apiKeyHeader}</dd>
        </div>
        <div className="kv__row">
          <dt>Timeout</dt>
          <dd className="mono">{profile.timeoutMs} ms</dd>
        </div>
      </dl>
      {select.isError && <p className="field-error">{select.error.message}</p>}
      <ApiKeySection profileId={profile.id} />
    </section>
  );
}
