import { ProfileEndpoints } from '@renderer/components/ProfileEndpoints';
import { useSelectProfile } from '@renderer/queries/profiles';
import type { Profile } from '@shared/models/profile';
import { ApiKeySection } from './ApiKeySection';
import { RemoveProfileButton } from './RemoveProfileButton';

interface ProfileCardProps {
  profile: Profile;
  active: boolean;
  /** Custom profiles only: opens the edit form in place of this card. */
  onEdit?: () => void;
}

export function ProfileCard({ profile, active, onEdit }: ProfileCardProps) {
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
        {profile.builtin ? <span className="badge">built-in</span> : <span className="badge">custom</span>}
        {profile.publicNode && <span className="badge">public node</span>}
        <span className="card__tools">
          {active ? (
            <span className="badge badge--active" data-testid="profile-active">
              active
            </span>
          ) : (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => select.mutate(profile.id)}
              disabled={select.isPending}
              data-testid={`profile-use-${profile.id}`}
            >
              Use this profile
            </button>
          )}
          {!profile.builtin && onEdit && (
            <button type="button" className="button" onClick={onEdit} data-testid={`profile-edit-${profile.id}`}>
              Edit
            </button>
          )}
        </span>
      </h3>
      <ProfileEndpoints profile={profile} />
      <dl className="kv kv--compact">
        <div className="kv__row">
          <dt>Default chain</dt>
          <dd className="mono" data-testid={`profile-chain-${profile.id}`}>
            {profile.defaultChainId}
          </dd>
        </div>
        <div className="kv__row">
          <dt>Key header</dt>
          <dd className="mono">{profile.apiKeyHeader}</dd>
        </div>
        <div className="kv__row">
          <dt>Timeout</dt>
          <dd className="mono">{profile.timeoutMs} ms</dd>
        </div>
        <div className="kv__row">
          <dt>On the web</dt>
          <dd data-testid={`profile-explorer-${profile.id}`}>
            {profile.explorer
              ? `${profile.explorer.name}${profile.explorer.chainIds.length > 0 ? ` (chain ${profile.explorer.chainIds.join(', ')})` : ' (every chain)'}`
              : 'no explorer'}
          </dd>
        </div>
      </dl>
      {select.isError && <p className="field-error">{select.error.message}</p>}
      <ApiKeySection profileId={profile.id} />
      {!profile.builtin && (
        <div className="profile-card__footer">
          <RemoveProfileButton profile={profile} active={active} />
        </div>
      )}
    </section>
  );
}
