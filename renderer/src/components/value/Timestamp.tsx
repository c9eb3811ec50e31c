import { formatLocal, formatLocalDate, type TimeInput, toDate, toIso } from '@renderer/format/time';
import { RelativeTime } from './RelativeTime';
import { timeTitle } from './time-title';

/**
 * A point in time (Unix seconds, digit/hex string or ISO string): local time text, local and UTC in the
 * title. `relative` shows "3 min ago" instead, kept current; `dateOnly` shows just the local day
 * (`2026-11-01`) for dense tables, the full time still in the title.
 */
export function Timestamp({
  value,
  relative = false,
  dateOnly = false,
  testId = 'timestamp',
}: {
  value: TimeInput;
  relative?: boolean;
  dateOnly?: boolean;
  testId?: string;
}) {
  if (!toDate(value)) {
    return (
      <span className="timestamp timestamp--raw muted" title="Not a recognisable time" data-testid={testId}>
        {String(value)}
      </span>
    );
  }
  if (relative) return <RelativeTime value={value} testId={testId} />;
  return (
    <time
      className={dateOnly ? 'timestamp mono' : 'timestamp'}
      dateTime={toIso(value) ?? undefined}
      title={timeTitle(value)}
      data-testid={testId}
    >
      {dateOnly ? formatLocalDate(value) : formatLocal(value)}
    </time>
  );
}
