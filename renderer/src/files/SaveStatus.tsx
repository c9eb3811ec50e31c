import { type SaveState, saveStatusText } from './use-save-file';

/** One line under a save button saying where the file went, or why it did not. */
export function SaveStatus({ state, testId = 'save-status' }: { state: SaveState; testId?: string }) {
  if (state.status === 'idle') return null;
  return (
    <p
      className={`save-status save-status--${state.status}`}
      role={state.status === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {saveStatusText(state)}
    </p>
  );
}
