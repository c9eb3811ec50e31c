import { ErrorPanel } from '../../components/ErrorPanel';
import { PageHeader } from '../../components/PageHeader';
import { useActiveProfile } from '../../queries/active-profile';
import { useProfiles } from '../../queries/profiles';
import { AppearanceSettings } from './AppearanceSettings';
import { ProfileCard } from './ProfileCard';
import { SearchChainSetting } from './SearchChainSetting';

/** `#/settings`: connection profiles and their API keys, and the UI preferences. */
export function SettingsView() {
  const active = useActiveProfile();
  const profiles = useProfiles();

  return (
    <div className="view" data-testid="settings-view">
      <PageHeader eyebrow="Settings" title="Profiles and preferences">
        A profile says where Snowscope reads from. API keys are kept in the operating system’s keychain; this window
        only learns whether one is stored.
      </PageHeader>

      <h2 className="section-title">Connection profiles</h2>
      {profiles.isError ? (
        <ErrorPanel error={profiles.error} onRetry={() => profiles.refetch()} retrying={profiles.isFetching} />
      ) : (
        <div className="profile-list" data-testid="profile-list">
          {(profiles.data?.profiles ?? [active]).map((p) => (
            <ProfileCard key={p.id} profile={p} active={p.id === active.id} />
          ))}
        </div>
      )}

      <h2 className="section-title">Preferences</h2>
      <div className="grid grid--2">
        <AppearanceSettings />
        <SearchChainSetting profile={active} />
      </div>
    </div>
  );
}
