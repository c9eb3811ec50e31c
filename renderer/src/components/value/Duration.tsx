import { formatDuration, secondsUntil, type TimeInput } from '@renderer/format/time';
import { timeTitle } from './time-title';
import { useNow } from './use-now';

function CountDown({ until, endedLabel, testId }: { until: TimeInput; endedLabel: string; testId: string }) {
  const now = useNow(1000);
  const left = secondsUntil(until, now);
  if (left === null) return <span className="muted">{String(until)}</span>;
  return (
    <span className="duration" title={`Ends ${timeTitle(until)}`} data-testid={testId}>
      {left > 0 ? formatDuration(left) : endedLabel}
    </span>
  );
}

/**
 * A length of time (`2d 4h`). With `until` it is the time remaining to that moment, counting down
 * live and reading `endedLabel` once passed.
 */
export function Duration(
  props:
    | { seconds: number; parts?: number; testId?: string }
    | { until: TimeInput; endedLabel?: string; testId?: string },
) {
  const testId = props.testId ?? 'duration';
  if ('until' in props)
    return <CountDown until={props.until} endedLabel={props.endedLabel ?? 'ended'} testId={testId} />;
  return (
    <span className="duration" title={`${Math.floor(props.seconds)} seconds`} data-testid={testId}>
      {formatDuration(props.seconds, props.parts)}
    </span>
  );
}
