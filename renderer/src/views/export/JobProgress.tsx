import { useNow } from '@renderer/components/value/use-now';
import { formatInteger } from '@renderer/format/number';
import type { ExportJobView } from '@shared/export/job';
import { clockTime, PHASE_LABELS, STATUS_TONES } from './job-text';

const percent = (fraction: number) => `${Math.floor(fraction * 100)}%`;

/**
 * How far a job is: a bar (indeterminate while nothing says how much is left), rows, pages, rows/s,
 * elapsed time, and the rate-limit wait counting down.
 */
export function JobProgress({ job }: { job: ExportJobView }) {
  const now = useNow(1000);
  const running = job.status === 'running';
  // Elapsed time keeps moving between events while the job runs.
  const elapsed = job.elapsedMs + (running ? Math.max(0, now - job.at) : 0);
  const determinate = job.fraction !== null;
  const waitLeft = job.waitUntil !== undefined ? Math.max(0, Math.ceil((job.waitUntil - now) / 1000)) : null;
  const tone = running ? (job.phase === 'rateLimited' ? 'warning' : 'info') : STATUS_TONES[job.status];
  return (
    <div className="job-progress" data-testid="job-progress">
      <span className={`progress progress--${tone}${determinate ? '' : ' progress--indeterminate'}`}>
        <span
          className="progress__track"
          role="progressbar"
          aria-label={`Progress of ${job.fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(determinate ? { 'aria-valuenow': Math.floor((job.fraction ?? 0) * 100) } : {})}
          aria-valuetext={determinate ? percent(job.fraction ?? 0) : `${formatInteger(job.rows)} rows so far`}
          data-testid="job-progress-bar"
        >
          <span className="progress__fill" style={determinate ? { width: percent(job.fraction ?? 0) } : undefined} />
        </span>
        <span className="progress__label">{determinate ? percent(job.fraction ?? 0) : running ? '…' : ''}</span>
      </span>
      <dl className="job-progress__figures">
        {job.request.mode === 'local' && (
          <>
            <div>
              <dt>rows</dt>
              <dd data-testid="job-rows">{formatInteger(job.rows)}</dd>
            </div>
            <div>
              <dt>pages</dt>
              <dd data-testid="job-pages">{formatInteger(job.pages)}</dd>
            </div>
            {job.streams.length > 1 && (
              <div>
                <dt>lists</dt>
                <dd data-testid="job-lists">
                  {job.streams.filter((st) => st.state === 'done').length} of {job.streams.length}
                </dd>
              </div>
            )}
            <div>
              <dt>rows/s</dt>
              <dd>{running ? formatInteger(job.rowsPerSecond) : '—'}</dd>
            </div>
          </>
        )}
        {job.remote && (
          <div>
            <dt>polls</dt>
            <dd>{job.remote.polls}</dd>
          </div>
        )}
        <div>
          <dt>elapsed</dt>
          <dd data-testid="job-elapsed">{clockTime(elapsed)}</dd>
        </div>
        {running && job.phase && (
          <div>
            <dt>now</dt>
            <dd data-testid="job-phase">
              {PHASE_LABELS[job.phase]}
              {waitLeft !== null && ` · ${waitLeft} s`}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
