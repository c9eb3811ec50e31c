import { appError } from '@shared/errors';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../components/ErrorPanel';
import { Skeleton } from '../components/Skeleton';
import { ActiveProfileProvider } from '../queries/active-profile';
import { useProfiles } from '../queries/profiles';

/**
 * Every view runs against the active profile; until the backend has said which one that is, the view
 * area shows a skeleton, or why the backend cannot be reached (the shell around it stays usable).
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const profiles = useProfiles();
  if (profiles.isPending) {
    return (
      <div className="view" aria-busy="true" data-testid="profile-loading">
        <Skeleton size="xl" />
        <Skeleton size="lg" />
        <Skeleton size="md" />
      </div>
    );
  }
  // A failed background refetch keeps the last list: unmounting the view would throw away what the user
  // was doing (a half-typed form, a scanned range) over an answer that had not changed.
  const list = profiles.data;
  if (!list) {
    return (
      <div className="view">
        <ErrorPanel
          title="Cannot reach the Snowscope backend"
          error={profiles.error ?? appError('internal', 'The profile list did not arrive')}
          onRetry={() => profiles.refetch()}
          retrying={profiles.isFetching}
        />
      </div>
    );
  }
  const active = list.profiles.find((p) => p.id === list.activeId);
  if (!active) {
    return (
      <div className="view">
        <ErrorPanel
          title="No active profile"
          error={appError('internal', `The active profile "${list.activeId}" is not in the profile list`)}
          onRetry={() => profiles.refetch()}
        />
      </div>
    );
  }
  return <ActiveProfileProvider profile={active}>{children}</ActiveProfileProvider>;
}
