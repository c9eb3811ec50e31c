/**
 * Settles when `data` settles (answered or failed) or once `waitMs` have passed, whichever comes first; never
 * rejects. The first render waits on it for a deep link's first answers (main.tsx): answers in time are drawn
 * with the view in one render; slow ones leave the view's skeleton to be drawn when the wait ends.
 */
export function settledOrAfter(data: Promise<unknown>, waitMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    data.then(done, done);
  });
}
