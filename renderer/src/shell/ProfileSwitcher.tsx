import { useProfiles, useSelectProfile } from '../queries/profiles';

/** The active connection profile; switching refetches every view for the new profile. */
export function ProfileSwitcher() {
  const profiles = useProfiles();
  const select = useSelectProfile();
  const list = profiles.data;
  const active = list?.profiles.find((p) => p.id === list.activeId);

  return (
    <div className="profile-switcher">
      <label className="visually-hidden" htmlFor="profile-switcher">
        Connection profile
      </label>
      <select
        id="profile-switcher"
        className="select"
        value={list?.activeId ?? ''}
        disabled={!list || select.isPending}
        onChange={(e) => select.mutate(e.target.value)}
        data-testid="profile-switcher"
      >
        {!list && <option value="">{profiles.isError ? 'No backend' : 'Loading…'}</option>}
        {list?.profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      {active && (
        <span className={`badge badge--${active.network}`} data-testid="profile-network">
          {active.network}
        </span>
      )}
      {select.isError && (
        <span className="profile-switcher__error" role="alert" data-testid="profile-switch-error">
          {select.error.message}
        </span>
      )}
    </div>
  );
}
