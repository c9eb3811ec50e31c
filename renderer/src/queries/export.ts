import type { ParamsIn, Result } from '@shared/contract';
import type { ExportJobView } from '@shared/export/job';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api';
import { appKey } from './keys';

type JobList = Result<'export.list'>;
const jobsKey = appKey('export.list', {});

/**
 * The job list as read from main, each job kept at the newer of its two views: the list's answer and the events
 * travel apart (in browser mode an HTTP answer and an event stream), so a list read before an event can arrive
 * after it, and would take a running job's rows back to an earlier count for a moment. Which jobs exist is the
 * answer's to say.
 */
export function newerJobViews<J extends { id: string; at: number }>(
  current: { jobs: readonly J[] } | undefined,
  answer: { jobs: readonly J[] },
): { jobs: J[] } {
  if (!current) return { jobs: [...answer.jobs] };
  const known = new Map(current.jobs.map((j) => [j.id, j]));
  return {
    jobs: answer.jobs.map((job) => {
      const held = known.get(job.id);
      return held && held.at > job.at ? held : job;
    }),
  };
}

function upsert(client: QueryClient, job: ExportJobView) {
  client.setQueryData<JobList>(jobsKey, (old) => {
    const jobs = old?.jobs ?? [];
    const at = jobs.findIndex((j) => j.id === job.id);
    if (at === -1) return { jobs: [job, ...jobs].sort((a, b) => b.createdAt - a.createdAt) };
    // Events can overtake each other's answers: never go back to an older view of a job.
    if ((jobs[at] as ExportJobView).at > job.at) return old;
    return { jobs: jobs.map((j, i) => (i === at ? job : j)) };
  });
}

/**
 * Every export job, kept current by the `export.job` events main sends (Electron IPC, or server-sent
 * events in browser mode); while a job runs the list is also re-read now and then, in case an event
 * was missed (a dropped event stream).
 */
export function useExportJobs() {
  const client = useQueryClient();
  useEffect(() => {
    const offJob = api.on('export.job', (job) => upsert(client, job));
    const offRemoved = api.on('export.removed', ({ jobId }) =>
      client.setQueryData<JobList>(jobsKey, (old) => old && { jobs: old.jobs.filter((j) => j.id !== jobId) }),
    );
    return () => {
      offJob();
      offRemoved();
    };
  }, [client]);
  return useQuery({
    queryKey: jobsKey,
    queryFn: async () => newerJobViews(client.getQueryData<JobList>(jobsKey), await api.invoke('export.list', {})),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.jobs.some((j) => j.status === 'running') ? 5_000 : false),
  });
}

/** One job from the list (undefined until the list knows it). */
export function useExportJob(jobId: string | null): ExportJobView | undefined {
  const jobs = useExportJobs();
  return jobId ? jobs.data?.jobs.find((j) => j.id === jobId) : undefined;
}

/** Starts an export on `profileId`: main shows the save dialog (browser mode: prepares a download) first. */
export function useStartExport(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ParamsIn<'export.start'>) => api.invokeAs(profileId, 'export.start', request),
    onSuccess: (result) => {
      if (result.status === 'started') upsert(client, result.job);
    },
  });
}

type JobAction = 'export.cancel' | 'export.resume';

export function useJobAction<C extends JobAction>(channel: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsIn<C>) => api.invoke(channel, params) as Promise<ExportJobView>,
    onSuccess: (job) => upsert(client, job),
  });
}

export function useContinueExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.invoke('export.continue', { jobId }),
    onSuccess: (result) => {
      if (result.status === 'started') upsert(client, result.job);
      return client.invalidateQueries({ queryKey: jobsKey });
    },
  });
}

export function useRemoveExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.invoke('export.remove', { jobId }),
    onSuccess: (list) => client.setQueryData(jobsKey, list),
  });
}
