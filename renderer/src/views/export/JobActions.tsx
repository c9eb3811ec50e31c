import { api } from '@renderer/api';
import { startDownload } from '@renderer/files/save-file';
import { formatInteger } from '@renderer/format/number';
import { useContinueExport, useJobAction, useRemoveExport } from '@renderer/queries/export';
import type { ExportJobView } from '@shared/export/job';
import { useState } from 'react';
import { downloadWhenDone } from './auto-download';
import { isTruncated } from './job-text';

/** Stop a job: asks first, and whether to keep what was written (as `<name>.partial.<ext>`). */
function CancelControl({ job }: { job: ExportJobView }) {
  const cancel = useJobAction('export.cancel');
  const [asking, setAsking] = useState(false);
  const [keep, setKeep] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button" onClick={() => setAsking(true)} data-testid="job-cancel">
        Cancel export…
      </button>
    );
  }
  return (
    <fieldset className="job-cancel" aria-label="Cancel this export" data-testid="job-cancel-confirm">
      <label className="job-cancel__keep">
        <input
          type="checkbox"
          checked={keep}
          onChange={(e) => setKeep(e.target.checked)}
          data-testid="job-cancel-keep"
        />
        Keep the partial file{job.rows > 0 ? ` (${formatInteger(job.rows)} rows so far)` : ''}
      </label>
      <button
        type="button"
        className="button button--danger"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate({ jobId: job.id, keepPartial: keep })}
        data-testid="job-cancel-yes"
      >
        {cancel.isPending ? 'Stopping…' : 'Stop export'}
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => setAsking(false)}
        data-testid="job-cancel-no"
      >
        Keep going
      </button>
      {cancel.error && <span className="field-error">{cancel.error.message}</span>}
    </fieldset>
  );
}

/** What can be done with a job now: cancel, resume, continue a truncated export, download, forget. */
export function JobActions({ job }: { job: ExportJobView }) {
  const resume = useJobAction('export.resume');
  const next = useContinueExport();
  const remove = useRemoveExport();
  const active = job.status === 'running' || job.status === 'paused' || job.status === 'interrupted';
  const error = resume.error ?? next.error ?? remove.error;
  return (
    <div className="job-actions" data-testid="job-actions">
      {(job.status === 'paused' || job.status === 'interrupted') && (
        <button
          type="button"
          className="button button--primary"
          disabled={resume.isPending}
          onClick={() => {
            if (api.mode() === 'browser') downloadWhenDone(job.id);
            resume.mutate({ jobId: job.id });
          }}
          data-testid="job-resume"
        >
          Resume
        </button>
      )}
      {isTruncated(job) && !job.continuedBy && (
        <button
          type="button"
          className="button button--primary"
          disabled={next.isPending}
          onClick={() => {
            // Not `mutate`'s own onSuccess: that is dropped when this card unmounts first (the dialog closed
            // before main answered), and the page would never download the rest. A failure shows as next.error.
            next.mutateAsync(job.id).then(
              (r) => {
                if (r.status === 'started' && api.mode() === 'browser') downloadWhenDone(r.job.id);
              },
              () => {},
            );
          }}
          data-testid="job-continue"
        >
          Continue from {job.remote?.nextDate}
        </button>
      )}
      {job.status === 'completed' && job.result?.status === 'download' && (
        <button
          type="button"
          className="button"
          onClick={() =>
            job.result?.status === 'download' && startDownload(job.result.downloadPath, job.result.fileName)
          }
          data-testid="job-download"
        >
          Download {job.result.fileName}
        </button>
      )}
      {job.partial?.location.status === 'download' && (
        <button
          type="button"
          className="button"
          onClick={() =>
            job.partial?.location.status === 'download' &&
            startDownload(job.partial.location.downloadPath, job.partial.location.fileName)
          }
          data-testid="job-download-partial"
        >
          Download partial file
        </button>
      )}
      {active && <CancelControl job={job} />}
      {!active && (
        <button
          type="button"
          className="button button--quiet"
          disabled={remove.isPending}
          onClick={() => remove.mutate(job.id)}
          title={
            job.result?.status === 'saved' ? 'Forget this job; the saved file stays where it is' : 'Forget this job'
          }
          data-testid="job-remove"
        >
          Remove from list
        </button>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </div>
  );
}
