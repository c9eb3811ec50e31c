import { ProfileEndpoints } from '@renderer/components/ProfileEndpoints';
import { SaveStatus } from '@renderer/files/SaveStatus';
import { useSelectProfile } from '@renderer/queries/profiles';
import type { Profile } from '@shared/models/profile';
import { ApiKeySection } from './ApiKeySection';
import { ConnectionTest } from './ConnectionTest';
import { useExportProfiles } from './ProfileFiles';
import { RemoveProfileButton } from './RemoveProfileButton';
import { keyNeedsHttpOptIn } from './url-safety';

/** What the card says about how this profile's key travels, when it would not simply go over https. */
function KeyTransportNote({ profile }: { profile: Profile }) {
  if (!keyNeedsHttpOptIn(profile)) return null;
  return profile.allowKeyOverHttp ? (
    <p className="field-warning" data-testid={`profile-http-key-allowed-${profile.id}`}>
      Plain http: this profile’s API key is sent in clear text (you allowed it).
    </p>
  ) : (
    <p className="field-warning" data-testid={`profile-http-key-refused-${profile.id}`}>
      Plain http to another computer: an API key set here is not sent
      {profile.builtin ? '' : ' unless you allow it (Edit)'}.
    </p>
  );
}

interface ProfileCardProps {
  profile: Profile;
  active: boolean;
  /** Custom profiles only: opens the edit form in place of this card. */
  onEdit?: () => void;
  /** Opens the new-profile form with this profile's settings (never its key). */
  onDuplicate: () => void;
  /** Environment profiles: the name of the profile the override was applied to. */
  baseName?: string | undefined;
  /** The link asked for this profile's API key field (`?apiKey=`): focus it. */
  keyAsked?: boolean;
}

export function ProfileCard({ profile, active, onEdit, onDuplicate, baseName, keyAsked = false }: ProfileCardProps) {
  const select = useSelectProfile();
  const { state: exportState, exportProfiles } = useExportProfiles();
  const custom = !profile.builtin && !profile.environment;
  return (
    <section
      className={`card profile-card${active ? ' profile-card--active' : ''}`}
      data-testid={`profile-card-${profile.id}`}
      aria-current={active ? 'true' : undefined}
    >
      <h3 className="card__title">
        <span>{profile.name}</span>
        <span className={`badge badge--${profile.network}`}>{profile.network}</span>
        {profile.environment ? (
          <span className="badge badge--warning" data-testid={`profile-env-badge-${profile.id}`}>
            from environment
          </span>
        ) : profile.builtin ? (
          <span className="badge">built-in</span>
        ) : (
          <span className="badge">custom</span>
        )}
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
          <button
            type="button"
            className="button button--quiet"
            onClick={onDuplicate}
            title="A new custom profile with these settings (the API key is not copied)"
            data-testid={`profile-duplicate-${profile.id}`}
          >
            Duplicate
          </button>
          {custom && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => exportProfiles([profile], `snowscope-profile-${profile.id}.json`)}
              title="Save this profile as JSON to share it (without its API key)"
              data-testid={`profile-export-${profile.id}`}
            >
              Export…
            </button>
          )}
        </span>
      </h3>
      {profile.environment && (
        <p className="muted" data-testid={`profile-env-note-${profile.id}`}>
          Made at start-up from {profile.environment.variables.join(', ')}: the other settings come from “
          {baseName ?? profile.environment.baseProfileId}”, whose API key is not used here. It lasts while those
          variables are set.
        </p>
      )}
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
      <SaveStatus state={exportState} testId={`profile-export-status-${profile.id}`} />
      <KeyTransportNote profile={profile} />
      {select.isError && <p className="field-error">{select.error.message}</p>}
      <ApiKeySection profileId={profile.id} asked={keyAsked} />
      <ConnectionTest
        params={() => ({ profileId: profile.id })}
        subject={JSON.stringify(profile)}
        testId={`connection-test-${profile.id}`}
      />
      {!profile.builtin && (
        <div className="profile-card__footer">
          <RemoveProfileButton profile={profile} active={active} />
        </div>
      )}
    </section>
  );
}
