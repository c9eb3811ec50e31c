import { useEffect, useState } from 'react';

/** Set once the page has been idle after start-up; later mounts are idle at once. */
let idleSinceStart = false;
const IDLE_TIMEOUT_MS = 1_000;

/**
 * False until the browser has had an idle moment after the first render (or a second has passed), then
 * true for good. For what start-up can do without — start-up notices, the rate-limit gauge — so their
 * requests and rendering do not compete with the first view's (README, "Performance").
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(idleSinceStart);
  useEffect(() => {
    if (idle) return;
    const done = () => {
      idleSinceStart = true;
      setIdle(true);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, [idle]);
  return idle;
}
