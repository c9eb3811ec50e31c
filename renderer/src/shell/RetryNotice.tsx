import { api } from '@renderer/api';
import { useNow } from '@renderer/components/value/use-now';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useEffect, useState } from 'react';
import { isWaitShown, type RetryWaitState, retryWaitText } from './retry-wait';

/**
 * "Rate limited — retrying in N s": main tells the renderer (event `request.retry`) each time it waits
 * to retry a Data API request of the shown profile, so a slow answer does not pass for loading.
 */
export function RetryNotice() {
  const profile = useActiveProfile();
  const [wait, setWait] = useState<RetryWaitState | null>(null);
  const now = useNow();
  useEffect(
    () =>
      api.on('request.retry', (event) => {
        if (event.profileId === profile.id) setWait({ ...event, until: Date.now() + event.waitMs });
      }),
    [profile.id],
  );
  if (!isWaitShown(wait, now)) return null;
  return (
    <div
      className="notice notice--warn retry-notice"
      role="status"
      data-testid="retry-notice"
      data-status={wait.status}
    >
      {retryWaitText(wait, now)}
    </div>
  );
}
