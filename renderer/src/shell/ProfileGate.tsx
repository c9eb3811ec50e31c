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
  if (profiles.isError) {
    return (
      <div className="view">
        <ErrorPanel
          title="Cannot reach the Snowscope backend"
          error={profiles.error}
          onRetry={() => profiles.refetch()}
          retrying={profiles.isFetching}
        />
      </div>
    );
  }
  const active = profiles.data.profiles.find((p) => p.id === profiles.data.activeId);
  if (!active) {
    return (
      <div className="view">
        <ErrorPanel
          title="No active profile"
          error={appError('internal', `The active profile "${profiles.data.activeId}" is not in the profile list`)}
          onRetry={() => profiles.refetch()}
        />
      </div>
    );
  }
  return <ActiveProfileProvider profile={active}>{children}</ActiveProfileProvider>;
}
