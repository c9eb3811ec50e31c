import { middleTruncate } from '@renderer/format/text';
import { CopyIconButton } from './CopyIconButton';

/**
 * A hash or id in monospace, shortened in the middle (`0x1234ab…89cdef`) with the full value in the
 * title and a copy button. `href` makes it a link; `full` shows it whole (wrapping).
 */
export function HashText({
  value,
  href,
  head = 10,
  tail = 8,
  full = false,
  copy = true,
  copyLabel = 'Copy',
  testId = 'hash-text',
}: {
  value: string;
  href?: string | undefined;
  head?: number;
  tail?: number;
  full?: boolean;
  copy?: boolean;
  copyLabel?: string;
  testId?: string;
}) {
  const shown = full ? value : middleTruncate(value, head, tail);
  const text = (
    <span className={`mono${full ? ' break' : ''}`} data-testid={`${testId}-value`}>
      {shown}
    </span>
  );
  return (
    <span className="hash-text" title={value} data-testid={testId} data-value={value}>
      {href ? <a href={href}>{text}</a> : text}
      {copy && <CopyIconButton value={value} label={copyLabel} testId={`${testId}-copy`} />}
    </span>
  );
}
