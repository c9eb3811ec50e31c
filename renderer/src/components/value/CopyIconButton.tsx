import { useEffect } from 'react';
import { announce } from '../feedback/Announcer';
import { copyStatusText, useCopyState } from '../use-copy-state';

/**
 * A compact copy control for dense rows: a glyph, a tick once copied, the full value in its label. One element:
 * the glyph is drawn by CSS (`.copy-icon::before`), not inline SVG, and "Copied" is said through the page's live
 * region (`announce`): table rows carry one of these each, and every element per row is style and layout work
 * while a long table scrolls.
 */
export function CopyIconButton({
  value,
  label = 'Copy',
  testId = 'copy-icon',
}: {
  value: string;
  /** What is copied, for the accessible name: "Copy address". */
  label?: string;
  testId?: string;
}) {
  const { state, copy } = useCopyState(value);

  const status = copyStatusText(state, label);
  useEffect(() => {
    if (state !== 'idle') announce(status);
  }, [state, status]);
  return (
    <button
      type="button"
      className={`copy-icon copy-icon--${state}`}
      onClick={copy}
      title={status}
      aria-label={`${label}: ${value}`}
      data-testid={testId}
    />
  );
}
