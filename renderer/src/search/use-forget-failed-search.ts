import { useEffect } from 'react';
import { usePrefs } from '../stores/prefs';

/**
 * Mounted by a view's "nothing here" state (not found, an invalid link): the search that led here found
 * nothing, so it leaves the recent searches, which keep only lookups worth repeating.
 */
export function useForgetFailedSearch(): void {
  const forget = usePrefs((s) => s.forgetRecentSearch);
  useEffect(() => {
    if (typeof window !== 'undefined') forget(window.location.hash);
  }, [forget]);
}
