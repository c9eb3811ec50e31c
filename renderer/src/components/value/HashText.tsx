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
  const className = `mono${full ? ' break' : ''}`;
  // A link is the text itself, not a wrapper around it: tables draw thousands of these, and every element
  // costs style and layout as rows scroll in.
  const text = href ? (
    <a className={className} href={href} data-testid={`${testId}-value`}>
      {shown}
    </a>
  ) : (
    <span className={className} data-testid={`${testId}-value`}>
      {shown}
    </span>
  );
  return (
    <span className="hash-text" title={value} data-testid={testId} data-value={value}>
      {text}
      {copy && <CopyIconButton value={value} label={copyLabel} testId={`${testId}-copy`} />}
    </span>
  );
}
