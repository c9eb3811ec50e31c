import { formatPercent } from '@renderer/format/number';
import type { StatusTone } from '../value/status-tone';

/** Clamps to 0..100; NaN counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

/** A thin bar for a percentage (stake used, gas used, bootstrap progress) with its label beside it. */
export function ProgressBar({
  value,
  label,
  tone = 'info',
  ariaLabel,
  testId = 'progress',
}: {
  /** 0..100. */
  value: number;
  /** Text beside the bar; the percentage when absent. */
  label?: string;
  tone?: StatusTone;
  ariaLabel?: string;
  testId?: string;
}) {
  const percent = clampPercent(value);
  const text = label ?? formatPercent(percent);
  return (
    <span className={`progress progress--${tone}`} data-testid={testId}>
      <span
        className="progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent * 100) / 100}
        aria-valuetext={text}
        aria-label={ariaLabel}
      >
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="progress__label">{text}</span>
    </span>
  );
}
