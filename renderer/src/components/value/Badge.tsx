import type { ReactNode } from 'react';
import { type StatusTone, toneOf } from './status-tone';

/** A small outlined label (`ERC-20`, `C-Chain`), optionally tinted. */
export function Badge({
  tone = 'neutral',
  title,
  children,
  testId = 'badge',
}: {
  tone?: StatusTone;
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`badge badge--${tone}`} title={title} data-testid={testId}>
      {children}
    </span>
  );
}

/** A status with a coloured dot; the tone follows the status word unless given. */
export function StatusPill({
  status,
  tone,
  label,
  testId = 'status-pill',
}: {
  status: string;
  tone?: StatusTone;
  label?: ReactNode;
  testId?: string;
}) {
  const resolved = tone ?? toneOf(status);
  return (
    <span className={`status-pill status-pill--${resolved}`} data-testid={testId} data-tone={resolved}>
      <span className="status-pill__dot" aria-hidden="true" />
      {label ?? status}
    </span>
  );
}
