import { startDownload } from '@renderer/files/save-file';
import { useExportJobs } from '@renderer/queries/export';
import { type ExportJobView, FINAL_STATUSES } from '@shared/export/job';
import { useEffect } from 'react';

/** Jobs this page started in browser mode, whose finished file it should download by itself. */
const waiting = new Set<string>();

export const downloadWhenDone = (jobId: string) => waiting.add(jobId);

function deliverFinished(jobs: readonly ExportJobView[]) {
  for (const job of jobs) {
    // A paused job may still be resumed: it keeps its place until it ends one way or the other.
    if (!waiting.has(job.id) || !FINAL_STATUSES.includes(job.status)) continue;
    waiting.delete(job.id);
    if (job.status === 'completed' && job.result?.status === 'download') {
      startDownload(job.result.downloadPath, job.result.fileName);
    }
  }
}

/**
 * Browser mode has no save dialog: once a job this page started completes, the browser downloads its
 * file (same name and bytes). Mounted wherever an export can be started.
 */
export function useAutoDownloads() {
  const jobs = useExportJobs();
  useEffect(() => {
    if (jobs.data) deliverFinished(jobs.data.jobs);
  }, [jobs.data]);
}
