import { CopyButton } from '@renderer/components/CopyButton';
import { StatusPill } from '@renderer/components/value/Badge';
import { RelativeTime } from '@renderer/components/value/RelativeTime';
import { useNow } from '@renderer/components/value/use-now';
import { formatInteger } from '@renderer/format/number';
import type { ExportJobView } from '@shared/export/job';
import { JobActions } from './JobActions';
import { JobProgress } from './JobProgress';
import { JobStreams } from './JobStreams';
import { clockTime, describeRequest, isTruncated, STATUS_LABELS, STATUS_TONES } from './job-text';

/** Where the finished file is: its path (desktop), or a note that the browser downloaded it. */
function Outcome({ job }: { job: ExportJobView }) {
  if (job.result?.status === 'saved') {
    return (
      <p className="job-card__outcome" data-testid="job-saved">
        Saved to <span className="mono break">{job.result.displayPath}</span>{' '}
        <CopyButton value={job.result.displayPath} label="Copy path" testId="job-copy-path" />
      </p>
    );
  }
  if (job.partial?.location.status === 'saved') {
    return (
      <p className="job-card__outcome" data-testid="job-partial">
        Partial file kept ({formatInteger(job.partial.rows)} rows):{' '}
        <span className="mono break">{job.partial.location.displayPath}</span>
      </p>
    );
  }
  return null;
}

function RemoteFacts({ job }: { job: ExportJobView }) {
  const now = useNow(1000);
  const remote = job.remote;
  if (!remote) return null;
  return (
    <dl className="kv kv--compact job-card__remote" data-testid="job-remote">
      {remote.operationId && (
        <div className="kv__row">
          <dt>operation</dt>
          <dd>
            <span className="mono">{remote.operationId}</span>{' '}
            <CopyButton value={remote.operationId} testId="job-copy-operation" />
          </dd>
        </div>
      )}
      {remote.operationStatus && (
        <div className="kv__row">
          <dt>status</dt>
          <dd data-testid="job-operation-status">
            <span className="mono">{remote.operationStatus}</span>
            {remote.code && <span className="mono"> · {remote.code}</span>}
            {remote.operationMessage && <span className="muted"> — {remote.operationMessage}</span>}
          </dd>
        </div>
      )}
      {remote.submittedAt !== undefined && (
        <div className="kv__row">
          <dt>since start</dt>
          <dd>{clockTime((job.status === 'running' ? now : job.updatedAt) - remote.submittedAt)}</dd>
        </div>
      )}
    </dl>
  );
}

function ErrorFacts({ error }: { error: NonNullable<ExportJobView['error']> }) {
  const facts = [
    error.status !== undefined ? `HTTP ${error.status}` : error.kind,
    error.code !== undefined ? `code ${String(error.code)}` : null,
  ].filter(Boolean);
  return (
    <p className="job-card__code muted" data-testid="job-error-facts">
      {facts.join(' · ')}
    </p>
  );
}

/** One export job: what it exports, where it is, what came of it, and what can be done with it. */
export function JobCard({ job, compact = false }: { job: ExportJobView; compact?: boolean }) {
  const problem = job.status === 'paused' || job.status === 'failed' || isTruncated(job);
  return (
    <article
      className={`job-card job-card--${job.status}`}
      data-testid="job-card"
      data-job-id={job.id}
      data-status={job.status}
    >
      <header className="job-card__header">
        <span className="job-card__name mono" title={job.fileName}>
          {job.fileName}
        </span>
        <StatusPill
          status={job.status}
          tone={STATUS_TONES[job.status]}
          label={STATUS_LABELS[job.status]}
          testId="job-status"
        />
        <span className="badge">{job.request.mode === 'local' ? 'Paged by Snowscope' : 'Data API job'}</span>
        <span className="badge" title="The profile this job uses (its Data API and key), whatever profile is shown">
          {job.profileName}
        </span>
        <span className="job-card__when muted">
          started <RelativeTime value={new Date(job.createdAt)} testId="job-started" />
        </span>
      </header>
      {!compact && <p className="job-card__what muted">{describeRequest(job.request)}</p>}
      <JobProgress job={job} />
      <p className={`job-card__message${problem ? ' job-card__message--warn' : ''}`} data-testid="job-message">
        {job.message}
      </p>
      {job.error && (job.status === 'failed' || job.status === 'paused') && <ErrorFacts error={job.error} />}
      <RemoteFacts job={job} />
      <Outcome job={job} />
      {job.request.mode === 'local' && job.streams.length > 0 && (
        <JobStreams streams={job.streams} open={compact && job.streams.length <= 4} />
      )}
      <JobActions job={job} />
    </article>
  );
}
