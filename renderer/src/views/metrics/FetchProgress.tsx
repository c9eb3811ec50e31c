import { ProgressBar } from '@renderer/components/viewer/ProgressBar';
import type { FetchProgress as Progress } from '@renderer/queries/metrics';

/** "page 3 of 5 · 6,480 points" with Cancel, while a series' pages are being walked. */
export function FetchProgress({
  label,
  progress,
  onCancel,
}: {
  label: string;
  progress: Progress | undefined;
  onCancel: () => void;
}) {
  const pages = progress?.pages ?? 0;
  const points = (progress?.points ?? 0).toLocaleString('en-US');
  const expected = progress?.expectedPages ?? null;
  const text =
    pages === 0
      ? `asking for page 1${expected ? ` of ${expected}` : ''}…`
      : `page ${pages}${expected ? ` of ${expected}` : ''}, ${points} points${expected && pages >= expected ? '' : ' · fetching the next page…'}`;
  return (
    <div className="metrics-progress" role="status" data-testid="metrics-progress">
      <span className="metrics-progress__label">{label}</span>
      {expected ? (
        <ProgressBar
          value={(pages / expected) * 100}
          label={text}
          ariaLabel={`Loading ${label}`}
          testId="metrics-progress-bar"
        />
      ) : (
        <span className="muted" data-testid="metrics-progress-text">
          {text}
        </span>
      )}
      <button type="button" className="button" onClick={onCancel} data-testid="metrics-cancel">
        Cancel
      </button>
    </div>
  );
}
