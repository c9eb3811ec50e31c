import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `seconds` while set, skipping a beat when the window is hidden or a fetch is
 * still running (a slow service never gets a queue of refreshes).
 */
export function useAutoRefresh(seconds: number | null, refresh: () => unknown, busy: boolean): void {
  const latest = useRef({ refresh, busy });
  latest.current = { refresh, busy };

  useEffect(() => {
    if (seconds === null) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden' || latest.current.busy) return;
      void latest.current.refresh();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
}
