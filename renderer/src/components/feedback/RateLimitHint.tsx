import type { ApiError } from '@renderer/api';
import { useNow } from '@renderer/components/value/use-now';
import { useOptionalActiveProfile } from '@renderer/queries/active-profile';
import { useApiKeyStatus } from '@renderer/queries/profiles';
import { useRateLimitBudget } from '@renderer/queries/rate-limit';
import type { AppError } from '@shared/errors';
import { useState } from 'react';
import { appErrorOf } from './errors';

/** "It resets in 42 s (08:01:12)." — or that it already has, or nothing when nobody said. */
function resetWords(resetAt: number | null, now: number): string {
  if (resetAt === null) return '';
  const seconds = Math.ceil((resetAt - now) / 1000);
  if (seconds <= 0) return ' It has reset since: try again.';
  const when = seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  return ` It resets in ${when} (${new Date(resetAt).toLocaleTimeString()}).`;
}

/**
 * What a Data API 429 means for this profile: the public limit (no key — with a way to add one) or the
 * key's own limit, and when it resets (the answer's Retry-After, else the reset the gauge last heard).
 */
export function RateLimitHint({ error }: { error: ApiError | AppError }) {
  const profile = useOptionalActiveProfile();
  const retryAfterMs = appErrorOf(error).retryAfterMs;
  // Retry-After counts from the answer: anchor it once, so the countdown does not restart on re-render.
  const [answeredResetAt] = useState(() => (retryAfterMs === undefined ? null : Date.now() + retryAfterMs));
  if (!profile) {
    return (
      <p className="rate-hint" data-testid="rate-limit-hint" data-key="unknown">
        <strong>The Data API’s rate limit was reached.</strong>
        {resetWords(answeredResetAt, Date.now())}
      </p>
    );
  }
  return <ProfileRateLimitHint profileId={profile.id} answeredResetAt={answeredResetAt} />;
}

function ProfileRateLimitHint({ profileId, answeredResetAt }: { profileId: string; answeredResetAt: number | null }) {
  const key = useApiKeyStatus(profileId).data;
  const budget = useRateLimitBudget(profileId).data;
  const now = useNow();
  const resetAt = answeredResetAt ?? budget?.resetAt ?? null;
  const when = resetWords(resetAt, now);
  if (key?.isSet) {
    return (
      <div className="rate-hint" data-testid="rate-limit-hint" data-key="set">
        <p>
          <strong>This profile’s API key has reached its rate limit.</strong>
          {when}
        </p>
        <p className="muted">Wait for the reset, or use a key with a higher limit.</p>
      </div>
    );
  }
  return (
    <div className="rate-hint" data-testid="rate-limit-hint" data-key={key ? 'none' : 'unknown'}>
      <p>
        <strong>The public rate limit of the Data API was reached.</strong>
        {when}
      </p>
      <p className="muted">Requests without an API key share a small public limit; a key of your own raises it.</p>
      {key && (
        <a
          className="button button--primary"
          href={`#/settings?apiKey=${encodeURIComponent(profileId)}`}
          data-testid="rate-limit-add-key"
        >
          Add an API key
        </a>
      )}
    </div>
  );
}
