import { useEffect, useRef } from 'react';

/**
 * The page's one polite live region. Controls that report something briefly ("Copied") say it here rather than
 * each carrying a live region of its own: a copy button sits in every row of the long tables, and an element
 * per row is style and layout work as rows scroll in. A region in the page from the start is also what screen
 * readers announce reliably (one inserted with its text may be missed).
 */
let region: HTMLElement | null = null;
let clearTimer: number | undefined;

/** Says `message` once to assistive technology (the same words twice are said twice). */
export function announce(message: string): void {
  if (!region) return;
  const target = region;
  window.clearTimeout(clearTimer);
  // Emptied first, then set on the next task: a change is what a live region announces.
  target.textContent = '';
  clearTimer = window.setTimeout(() => {
    target.textContent = message;
  }, 30);
}

export function Announcer() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region = ref.current;
    return () => {
      if (region === ref.current) region = null;
    };
  }, []);
  return <div ref={ref} className="visually-hidden" aria-live="polite" data-testid="announcer" />;
}
