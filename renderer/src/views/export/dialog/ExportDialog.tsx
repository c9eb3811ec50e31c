import { ApiError, api } from '@renderer/api';
import { toApiError } from '@renderer/api/api-error';
import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { MissingService } from '@renderer/components/feedback/MissingService';
import { Modal } from '@renderer/components/modal/Modal';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useExportJob, useStartExport } from '@renderer/queries/export';
import { hasDataApi } from '@shared/models/profile';
import { type FormEvent, useId, useState } from 'react';
import { downloadWhenDone } from '../auto-download';
import { JobCard } from '../JobCard';
import { ExportFormFields, type FieldChange } from './ExportFormFields';
import {
  type ExportErrors,
  type ExportField,
  type ExportForm,
  FIELD_ORDER,
  formErrors,
  requestOf,
  withSuggestedName,
} from './export-form';

/** What was typed when the dialog was closed without starting: "New export…" brings it back. */
let draft: ExportForm | null = null;
export const lastDraft = () => draft;

/** The job the dialog started, followed live until the dialog is closed (the job goes on). */
function StartedJob({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const job = useExportJob(jobId);
  return (
    <div className="export-dialog__job" data-testid="export-dialog-job">
      {job ? <JobCard job={job} compact /> : <p className="muted">Starting…</p>}
      <div className="form__actions export-dialog__actions">
        <span className="muted export-dialog__note">
          {job?.status === 'running' ? 'Closing this keeps the export running; the Export page lists it.' : ''}
        </span>
        <button type="button" className="button" onClick={onClose} data-autofocus data-testid="export-dialog-done">
          Close
        </button>
      </div>
    </div>
  );
}

/**
 * The export dialog: every field is checked by the contract before anything is sent (the message sits
 * next to its field and the first wrong one takes the focus); on Export, main asks where to save and
 * starts the job, which the dialog then follows with its progress and its Cancel.
 */
export function ExportDialog({ initial, onClose }: { initial: ExportForm; onClose: () => void }) {
  const profile = useActiveProfile();
  const idPrefix = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ExportErrors>({});
  const [jobId, setJobId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const start = useStartExport(profile.id);

  const close = () => {
    draft = jobId ? null : form;
    onClose();
  };

  const change: FieldChange = (field, value) => {
    setNotice(null);
    setForm((f) => {
      const next = { ...f, [field]: value, ...(field === 'fileName' ? { fileNameEdited: true } : {}) };
      return field === 'fileName' ? next : withSuggestedName(next);
    });
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(form);
    setErrors(found);
    const first = FIELD_ORDER.find((f: ExportField) => found[f]);
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setNotice(null);
    try {
      const result = await start.mutateAsync(requestOf(form));
      if (result.status === 'cancelled') {
        setNotice('The save dialog was closed: nothing was started.');
        return;
      }
      if (api.mode() === 'browser') downloadWhenDone(result.job.id);
      draft = null;
      setJobId(result.job.id);
    } catch (e) {
      // Main refused a field the page let through (it checks again): show it where it belongs.
      if (e instanceof ApiError && e.error.kind === 'validation' && e.error.field) {
        const field = e.error.field.split('.')[0] as ExportField;
        if (FIELD_ORDER.includes(field)) setErrors({ [field]: e.error.message });
      }
    }
  };

  if (!hasDataApi(profile)) {
    // Reached by an export link or a prefill on a node-only profile: nothing to fill in, nothing lost.
    return (
      <Modal title="Export transactions" onClose={onClose} testId="export-dialog">
        <div className="export-dialog__unavailable">
          <MissingService what="Exporting transactions" />
          <div className="form__actions export-dialog__actions">
            <button type="button" className="button" onClick={onClose} data-autofocus data-testid="export-dialog-done">
              Close
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={jobId ? 'Exporting' : 'Export transactions'} onClose={close} testId="export-dialog" wide>
      {jobId ? (
        <StartedJob jobId={jobId} onClose={close} />
      ) : (
        <form className="form export-dialog__form" onSubmit={submit} noValidate data-testid="export-form">
          <p className="muted export-dialog__profile">
            From the Data API of <strong>{profile.name}</strong> ({profile.dataApiUrl}); the job keeps this profile even
            if you switch.
          </p>
          <ExportFormFields idPrefix={idPrefix} form={form} errors={errors} onChange={change} />
          {notice && (
            <p className="notice" role="status" data-testid="export-notice">
              {notice}
            </p>
          )}
          {start.error && !(start.error instanceof ApiError && start.error.error.field) && (
            <ErrorPanel error={toApiError(start.error, 'export.start')} title="The export did not start" />
          )}
          <div className="form__actions export-dialog__actions">
            <span className="muted export-dialog__note">
              {api.mode() === 'browser'
                ? 'Browser mode: the file arrives as a download when the export is complete.'
                : 'You choose where to save next; the file appears there when complete.'}
            </span>
            <button type="button" className="button button--quiet" onClick={close} data-testid="export-cancel">
              Cancel
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={start.isPending}
              data-testid="export-submit"
            >
              {start.isPending ? 'Starting…' : 'Export'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
