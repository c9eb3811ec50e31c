import { useRemoveProfile } from '@renderer/queries/profiles';
import type { Profile } from '@shared/models/profile';
import { useState } from 'react';

/** Remove, behind an inline confirmation that says what else goes (the stored key, the active choice). */
export function RemoveProfileButton({ profile, active }: { profile: Profile; active: boolean }) {
  const remove = useRemoveProfile();
  const [confirming, setConfirming] = useState(false);

  if (!confirming) {
    return (
      <button
        type="button"
        className="button button--quiet button--danger"
        onClick={() => setConfirming(true)}
        data-testid={`profile-remove-${profile.id}`}
      >
        Remove
      </button>
    );
  }
  return (
    <div className="profile-remove" role="alertdialog" aria-label={`Remove ${profile.name}`}>
      <span>
        Remove “{profile.name}” and its stored API key?
        {active && ' Snowscope switches to Avalanche Mainnet.'}
      </span>
      <button
        type="button"
        className="button button--danger-solid"
        onClick={() => remove.mutate(profile.id)}
        disabled={remove.isPending}
        data-testid={`profile-remove-confirm-${profile.id}`}
      >
        {remove.isPending ? 'Removing…' : 'Remove'}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          remove.reset();
          setConfirming(false);
        }}
        data-testid={`profile-remove-cancel-${profile.id}`}
      >
        Keep
      </button>
      {remove.isError && (
        <span className="field-error" role="alert">
          {remove.error.message}
        </span>
      )}
    </div>
  );
}
