import { copyStatusText, useCopyState } from '../use-copy-state';

/** A compact copy control for dense rows: a glyph, a tick once copied, the full value in its label. */
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
      {state === 'copied' ? (
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path
            d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
      )}
      <span className="visually-hidden" aria-live="polite">
        {state === 'idle' ? '' : status}
      </span>
    </button>
  );
}
