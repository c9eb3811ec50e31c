import { Timestamp } from '@renderer/components/value/Timestamp';
import { useNodeBackground, useNodeLastUpdated, useNodeRefreshNow } from '@renderer/queries/node';
import { useId } from 'react';
import { isRefreshChoice, REFRESH_CHOICES, type RefreshChoiceId } from './node-refresh';

/** Auto-refresh interval, pause/resume, refresh now, and when the node last answered. */
export function RefreshControls({
  choice,
  onChoice,
  paused,
  onPausedChange,
}: {
  choice: RefreshChoiceId;
  onChoice: (choice: RefreshChoiceId) => void;
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
}) {
  const selectId = useId();
  const lastUpdated = useNodeLastUpdated();
  const { fetching, refreshNow } = useNodeRefreshNow();
  const background = useNodeBackground();
  const off = choice === 'off';
  const state = off ? 'off' : paused ? 'paused' : 'running';

  return (
    <div
      className="node-refresh"
      data-testid="node-refresh"
      data-state={state}
      data-background={background.busy ? 'busy' : 'idle'}
    >
      <label htmlFor={selectId} className="node-refresh__label">
        Auto-refresh
      </label>
      <select
        id={selectId}
        className="select select--compact"
        value={choice}
        onChange={(e) => isRefreshChoice(e.target.value) && onChoice(e.target.value)}
        data-testid="refresh-interval"
      >
        {REFRESH_CHOICES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          // Pausing stops every read of the node, the health card's queued background ones included.
          if (!paused) background.stop();
          onPausedChange(!paused);
        }}
        disabled={off}
        aria-pressed={paused}
        data-testid="refresh-pause"
      >
        {paused ? '▶ Resume' : '❚❚ Pause'}
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={refreshNow}
        disabled={fetching}
        data-testid="refresh-now"
      >
        {fetching ? 'Refreshing…' : 'Refresh now'}
      </button>
      <span className="node-refresh__status muted" data-testid="last-updated" aria-live="off">
        {state === 'paused' && <strong className="node-refresh__paused">Paused · </strong>}
        {lastUpdated > 0 ? (
          <>
            Updated <Timestamp value={new Date(lastUpdated)} relative testId="last-updated-time" />
          </>
        ) : (
          'Not updated yet'
        )}
      </span>
    </div>
  );
}
