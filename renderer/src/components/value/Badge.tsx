import type { ReactNode } from 'react';
import { type StatusTone, toneOf } from './status-tone';

/** `data-*` attributes passed through to the element (what a caller styles or tests by). */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** A small outlined label (`ERC-20`, `C-Chain`), optionally tinted. */
export function Badge({
  tone = 'neutral',
  title,
  children,
  testId = 'badge',
  className,
  ...data
}: {
  tone?: StatusTone;
  title?: string;
  children: ReactNode;
  testId?: string;
  /** Added to the badge's own classes. */
  className?: string;
} & DataAttributes) {
  return (
    <span
      className={`badge badge--${tone}${className ? ` ${className}` : ''}`}
      title={title}
      data-testid={testId}
      {...data}
    >
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
