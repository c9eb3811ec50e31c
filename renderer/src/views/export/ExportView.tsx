import { EmptyState } from '@renderer/components/feedback/EmptyState';
import { MissingService } from '@renderer/components/feedback/MissingService';
import { QueryError } from '@renderer/components/feedback/QueryError';
import { Card } from '@renderer/components/layout/Card';
import { PageHeader } from '@renderer/components/PageHeader';
import { Skeleton } from '@renderer/components/Skeleton';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useExportJobs } from '@renderer/queries/export';
import { hashQueryParam, updateHashParams, useLocationHash } from '@renderer/routing/hash-query';
import { useSelectedChainId } from '@renderer/stores/prefs';
import { hasDataApi } from '@shared/models/profile';
import '@renderer/styles/views/export.css';
import { useState } from 'react';
import { useAutoDownloads } from './auto-download';
import { ColumnsReference } from './ColumnsReference';
import { ExportDialog, lastDraft } from './dialog/ExportDialog';
import { type ExportForm, initialForm, PREFILL_PARAMS, prefillFromHash } from './dialog/export-form';
import { JobCard } from './JobCard';

function JobList({ canStart }: { canStart: boolean }) {
  const jobs = useExportJobs();
  const picked = hashQueryParam(useLocationHash(), 'job');
  if (jobs.isPending) return <Skeleton size="lg" />;
  if (jobs.isError) return <QueryError error={jobs.error} onRetry={() => jobs.refetch()} retrying={jobs.isFetching} />;
  if (jobs.data.jobs.length === 0) {
    return (
      <EmptyState title="No exports yet" testId="export-empty">
        {canStart ? (
          <>
            Start one with <strong>New export…</strong>, or with <strong>Export…</strong> on an address.
          </>
        ) : (
          'Exports started on a profile with a Data API are listed here, whichever profile is shown.'
        )}
      </EmptyState>
    );
  }
  const gone = picked !== null && !jobs.data.jobs.some((job) => job.id === picked);
  return (
    <div className="job-list" data-testid="job-list">
      {gone && (
        <p className="muted" data-testid="job-picked-gone">
          The export this link points to is no longer in the list (it was removed).
        </p>
      )}
      {jobs.data.jobs.map((job) => (
        <JobCard key={job.id} job={job} picked={job.id === picked} />
      ))}
    </div>
  );
}

/**
 * `#/export`: the export jobs of every profile with their progress, and "New export…". A link with
 * `?address=…&chain=…&kind=…&startBlock=…&endBlock=…&from=…&to=…` opens the dialog prefilled.
 */
export function ExportView() {
  const profile = useActiveProfile();
  const chainId = useSelectedChainId(profile);
  const hash = useLocationHash();
  const prefill = prefillFromHash(hash);
  const [opened, setOpened] = useState<ExportForm | null>(null);
  // Exports page the Data API's transaction lists; a node alone has no list of an address's transactions.
  const remote = hasDataApi(profile);
  useAutoDownloads();

  const dialogForm = prefill ? initialForm(chainId, prefill) : opened;
  const close = () => {
    setOpened(null);
    // The prefill has done its job: the link no longer reopens the dialog.
    if (prefill) updateHashParams(Object.fromEntries(PREFILL_PARAMS.map((p) => [p, null])), 'replace');
  };

  return (
    <div className="view" data-testid="export-view">
      <PageHeader eyebrow="Tools" title="Export transactions">
        <p className="export-intro">
          Native transactions and ERC-20 transfers of one or more addresses on one or more chains, as CSV or JSON Lines
          with exact amounts — no row cap, resumable after a crash or a restart.
        </p>
        {remote && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpened(lastDraft() ?? initialForm(chainId, null))}
            data-testid="export-new"
          >
            New export…
          </button>
        )}
      </PageHeader>

      {!remote && <MissingService what="Exporting transactions" />}

      <Card title="Jobs" testId="export-jobs">
        <JobList canStart={remote} />
      </Card>

      <Card title="About the files" testId="export-about">
        <ul className="export-about">
          <li>
            <strong>Snowscope pages the Data API</strong>: the app reads{' '}
            <code className="mono">transactions:listNative</code> and{' '}
            <code className="mono">transactions:listErc20</code> page by page (100 rows each) and writes the file as
            pages arrive, to <code className="mono">name.partial</code> until it is complete. It resumes from the last
            page after a crash, waits out rate limits, and pauses on other errors until you resume.
          </li>
          <li>
            <strong>Data API export job</strong>: the service builds a CSV of its own format; Snowscope polls the job
            and downloads the file. When the service truncates a large export, <em>Continue from…</em> exports the rest
            into a second file.
          </li>
          <li>
            Rows come address by address and chain by chain, native then ERC-20, newest first within each. A job keeps
            the profile (Data API and key) it was started on.
          </li>
        </ul>
        <ColumnsReference />
      </Card>

      {dialogForm && <ExportDialog key={prefill ? hash : 'manual'} initial={dialogForm} onClose={close} />}
    </div>
  );
}
