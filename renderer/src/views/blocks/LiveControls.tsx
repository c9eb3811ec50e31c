import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { useId } from 'react';
import { AUTO_REFRESH_SECONDS, type AutoRefreshSeconds, intervalLabel, isAutoRefreshSeconds } from './live-rows';

export interface AutoRefresh {
  enabled: boolean;
  seconds: AutoRefreshSeconds;
}

/** Refresh now, auto-refresh on/off with its period, and how fresh the rows are. */
export function LiveControls({
  auto,
  onAutoChange,
  onRefresh,
  refreshing,
  updatedAt,
}: {
  auto: AutoRefresh;
  onAutoChange: (auto: AutoRefresh) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** When the rows were last loaded (ms); 0 before the first answer. */
  updatedAt: number;
}) {
  const intervalId = useId();
  return (
    <div className="live-controls" data-testid="live-controls">
      {updatedAt > 0 && (
        <span className="muted live-controls__updated" data-testid="live-updated">
          Updated <RelativeTime value={new Date(updatedAt)} />
        </span>
      )}
      <label className={`live-toggle${auto.enabled ? ' is-on' : ''}`} data-testid="live-auto">
        <input
          type="checkbox"
          role="switch"
          aria-checked={auto.enabled}
          checked={auto.enabled}
          onChange={(e) => onAutoChange({ ...auto, enabled: e.target.checked })}
          data-testid="live-auto-switch"
        />
        <span className="live-toggle__dot" aria-hidden="true" />
        Auto-refresh
      </label>
      <label className="visually-hidden" htmlFor={intervalId}>
        Auto-refresh interval
      </label>
      <select
        id={intervalId}
        className="select select--compact"
        value={auto.seconds}
        onChange={(e) => {
          const seconds = Number(e.target.value);
          if (isAutoRefreshSeconds(seconds)) onAutoChange({ ...auto, seconds });
        }}
        title="How often auto-refresh reloads the newest rows"
        data-testid="live-interval"
      >
        {AUTO_REFRESH_SECONDS.map((s) => (
          <option key={s} value={s}>
            every {intervalLabel(s)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        onClick={onRefresh}
        disabled={refreshing}
        title="Reload from the newest rows"
        data-testid="live-refresh"
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </button>
    </div>
  );
}
