import { useState } from 'react';
import { useNow } from '../value/use-now';

/** After this long a loading state says how long it has been waiting. */
export const STILL_WAITING_AFTER_MS = 4000;

/**
 * "Still waiting (12 s)…" under a skeleton once an answer is slow, so a stalled request does not look
 * like ordinary loading. Counts from when the loading state appeared; `onStop` offers to stop waiting.
 */
export function StillWaiting({ onStop }: { onStop?: (waitedMs: number) => void }) {
  const [since] = useState(() => Date.now());
  const now = useNow();
  const waited = now - since;
  if (waited < STILL_WAITING_AFTER_MS) return null;
  return (
    <p className="muted still-waiting" role="status" data-testid="still-waiting">
      Still waiting for the answer ({Math.floor(waited / 1000)} s)…{' '}
      {onStop && (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => onStop(Date.now() - since)}
          data-testid="still-waiting-cancel"
        >
          Cancel
        </button>
      )}
    </p>
  );
}
