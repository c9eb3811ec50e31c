import { useWhenIdle } from '@renderer/components/use-when-idle';
import { useNow } from '@renderer/components/value/use-now';
import { useProfiles } from '@renderer/queries/profiles';
import { useRateLimitBudget } from '@renderer/queries/rate-limit';
import { budgetDescription, budgetFigure, budgetLevel, resetShort } from './rate-limit-words';

/**
 * The Data API's rate-limit budget of the shown profile (remaining of limit, time to reset), from the
 * headers of its latest answer; a click opens the profile's API key in Settings. Nothing at all when the
 * service sends no such headers.
 */
export function RateLimitGauge() {
  const activeId = useProfiles().data?.activeId ?? null;
  // Not before the first view has had its turn: the gauge's request waits for an idle moment.
  const afterStartUp = useWhenIdle();
  return activeId === null || !afterStartUp ? null : <ProfileBudget profileId={activeId} />;
}

function ProfileBudget({ profileId }: { profileId: string }) {
  const budget = useRateLimitBudget(profileId).data;
  const now = useNow();
  if (!budget) return null;
  const level = budgetLevel(budget, now);
  const description = budgetDescription(budget, now);
  const share =
    budget.remaining !== null && budget.limit !== null && budget.limit > 0 ? budget.remaining / budget.limit : null;
  const reset = resetShort(budget, now);
  return (
    <a
      className={`rate-gauge rate-gauge--${level}`}
      href={`#/settings?apiKey=${encodeURIComponent(profileId)}`}
      title={`${description} Click for this profile’s API key.`}
      aria-label={description}
      data-testid="rate-limit-gauge"
      data-level={level}
      data-remaining={budget.remaining ?? ''}
      data-limit={budget.limit ?? ''}
    >
      <span className="rate-gauge__label">API</span>
      <span className="rate-gauge__body">
        <span className="rate-gauge__figure mono" data-testid="rate-limit-figure">
          {budgetFigure(budget)}
        </span>
        {share !== null && (
          <span className="rate-gauge__track" aria-hidden="true">
            <span className="rate-gauge__fill" style={{ width: `${Math.round(share * 100)}%` }} />
          </span>
        )}
      </span>
      {reset && (
        <span className="rate-gauge__reset mono" data-testid="rate-limit-reset">
          {reset === 'reset' ? 'reset' : `↻ ${reset}`}
        </span>
      )}
    </a>
  );
}
