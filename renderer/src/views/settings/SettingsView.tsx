import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { PageHeader } from '@renderer/components/PageHeader';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useProfiles } from '@renderer/queries/profiles';
import { useHashParam } from '@renderer/routing/hash-query';
import type { Profile } from '@shared/models/profile';
import { useState } from 'react';
import { AppearanceSettings } from './AppearanceSettings';
import { IpfsGatewaySetting } from './IpfsGatewaySetting';
import { KeychainNotice } from './KeychainNotice';
import { ProfileCard } from './ProfileCard';
import { ProfileFiles } from './ProfileFiles';
import { ProfileForm } from './ProfileForm';
import { draftFromProfile, duplicateDraft, emptyDraft, type ProfileDraft } from './profile-draft';
import { SearchChainSetting } from './SearchChainSetting';

/** The form open in Settings: a new profile (empty, or a duplicate's draft) or a profile being edited. */
type Editor = { mode: 'create'; initial: ProfileDraft; title?: string } | { mode: 'edit'; profileId: string } | null;

/** `#/settings`: connection profiles (built-in read-only, custom editable) with their API keys, and preferences. */
export function SettingsView() {
  const active = useActiveProfile();
  const profiles = useProfiles();
  const [editor, setEditor] = useState<Editor>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const [keyAskedFor] = useHashParam('apiKey');

  const list = profiles.data?.profiles ?? [active];
  const idsExcept = (id?: string) => list.map((p) => p.id).filter((p) => p !== id);
  const onSaved = (profile: Profile) => {
    setEditor(null);
    setSavedName(profile.name);
  };
  const open = (next: Editor) => {
    setSavedName(null);
    setEditor(next);
  };

  return (
    <div className="view" data-testid="settings-view">
      <PageHeader eyebrow="Settings" title="Profiles and preferences">
        A profile says where Snowscope reads from. API keys are kept in the operating system’s keychain (or, if you
        choose, in memory for this session only); this window only learns whether one is set.
      </PageHeader>

      <div className="section-head">
        <h2 className="section-title">Connection profiles</h2>
        <span className="muted">Built-in profiles are read-only.</span>
        {editor?.mode !== 'create' && (
          <button
            type="button"
            className="button button--primary section-head__action"
            onClick={() => open({ mode: 'create', initial: emptyDraft() })}
            data-testid="profile-new"
          >
            New custom profile
          </button>
        )}
      </div>
      <ProfileFiles custom={list.filter((p) => !p.builtin && !p.environment)} />
      <KeychainNotice />
      {savedName && (
        <div className="notice notice--ok" role="status" data-testid="profile-saved">
          Saved profile “{savedName}”. It is in the profile switcher at the top.
        </div>
      )}
      {editor?.mode === 'create' && (
        <ProfileForm
          key={editor.initial.id}
          mode="create"
          initial={editor.initial}
          title={editor.title}
          takenIds={idsExcept()}
          onSaved={onSaved}
          onCancel={() => setEditor(null)}
        />
      )}
      {profiles.isError && !profiles.data ? (
        <ErrorPanel error={profiles.error} onRetry={() => profiles.refetch()} retrying={profiles.isFetching} />
      ) : (
        <div className="profile-list" data-testid="profile-list">
          {list.map((p) =>
            editor?.mode === 'edit' && editor.profileId === p.id ? (
              <ProfileForm
                key={p.id}
                mode="edit"
                initial={draftFromProfile(p)}
                takenIds={idsExcept(p.id)}
                onSaved={onSaved}
                onCancel={() => setEditor(null)}
              />
            ) : (
              <ProfileCard
                key={p.id}
                profile={p}
                active={p.id === active.id}
                onEdit={p.builtin ? undefined : () => open({ mode: 'edit', profileId: p.id })}
                onDuplicate={() =>
                  open({ mode: 'create', initial: duplicateDraft(p, list), title: `Duplicate of “${p.name}”` })
                }
                baseName={list.find((b) => b.id === p.environment?.baseProfileId)?.name}
                keyAsked={keyAskedFor === p.id}
              />
            ),
          )}
        </div>
      )}

      <h2 className="section-title">Preferences</h2>
      <div className="grid grid--2">
        <AppearanceSettings />
        <SearchChainSetting key={active.id} profile={active} />
        <IpfsGatewaySetting />
      </div>
    </div>
  );
}
