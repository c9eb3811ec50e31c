import { copyStatusText, useCopyState } from './use-copy-state';

/** Copies `value`; says "Copied" for a moment so the click is visibly acknowledged. */
export function CopyButton({
  value,
  label = 'Copy',
  testId = 'copy-button',
}: {
  value: string;
  label?: string;
  testId?: string;
}) {
  const { state, copy } = useCopyState(value);

  return (
    <button
      type="button"
      className={`copy-button copy-button--${state}`}
      onClick={copy}
      data-testid={testId}
      aria-label={`${label}: ${value}`}
    >
      {copyStatusText(state, label)}
    </button>
  );
}
