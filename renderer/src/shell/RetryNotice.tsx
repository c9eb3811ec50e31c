import { api } from '@renderer/api';
import { useNow } from '@renderer/components/value/use-now';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useEffect, useState } from 'react';
import { isWaitShown, type RetryWaitState, retryWaitText } from './retry-wait';

/**
 * "Rate limited — retrying in N s": main tells the renderer (event `request.retry`) each time it waits
 * to retry a Data API request of the shown profile, so a slow answer does not pass for loading. Cancel
 * stops the retries (`app.retry.cancel`): the request answers at once with its error, which the view
 * shows with its Retry.
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
  const [cancelling, setCancelling] = useState(false);
  if (!isWaitShown(wait, now)) return null;
  const cancel = async () => {
    setCancelling(true);
    try {
      await api.invoke('app.retry.cancel', { retryId: wait.retryId });
    } finally {
      setCancelling(false);
      setWait(null);
    }
  };
  const waiting = wait.until > now;
  return (
    <div
      className="notice notice--warn retry-notice"
      role="status"
      data-testid="retry-notice"
      data-status={wait.status}
    >
      <span>{retryWaitText(wait, now)}</span>
      {waiting && (
        <button
          type="button"
          className="button retry-notice__cancel"
          onClick={() => void cancel()}
          disabled={cancelling}
          data-testid="retry-cancel"
        >
          Cancel
        </button>
      )}
    </div>
  );
}
