import { formatRelative, type TimeInput, toDate, toIso } from '@renderer/format/time';
import { timeTitle } from './time-title';
import { refreshStepFor, useNow } from './use-now';

/** "3 min ago", redrawn as time passes (every second while under a minute old, then less often). */
export function RelativeTime({ value, testId = 'relative-time' }: { value: TimeInput; testId?: string }) {
  const at = toDate(value)?.getTime() ?? null;
  const now = useNow(refreshStepFor(at === null ? 0 : Date.now() - at));
  if (at === null) return <span className="muted">{String(value)}</span>;
  return (
    <time className="timestamp" dateTime={toIso(value) ?? undefined} title={timeTitle(value)} data-testid={testId}>
      {formatRelative(value, now)}
    </time>
  );
}
