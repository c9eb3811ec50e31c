import { copyStatusText, useCopyState } from '../use-copy-state';

/**
 * A compact copy control for dense rows: a glyph, a tick once copied, the full value in its label. The glyph
 * is drawn by CSS (`.copy-icon::before`), not inline SVG: table rows carry one of these each, and three
 * elements fewer per row is less to style and lay out while a long table scrolls.
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
  return (
    <button
      type="button"
      className={`copy-icon copy-icon--${state}`}
      onClick={copy}
      title={status}
      aria-label={`${label}: ${value}`}
      data-testid={testId}
    >
      <span className="visually-hidden" aria-live="polite">
        {state === 'idle' ? '' : status}
      </span>
    </button>
  );
}
