import type { ParamsIn, Result } from '@shared/contract';
import type { ExportJobView } from '@shared/export/job';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api';
import { useKeepFailure } from './keep-failure';
import { appKey } from './keys';

type JobList = Result<'export.list'>;
const jobsKey = appKey('export.list', {});

/**
 * The job list as read from main, beside what the events already said. The answer and the events travel apart
 * (in browser mode an HTTP answer and an event stream), so an answer made before an event can arrive after it:
 * - a job keeps the newer of its two views (by `at`), so a running job's rows never go back for a moment;
 * - a job the answer lacks stays if it was created since the answer was made (`asOf`, main's clock; the same
 *   millisecond counts, as a job created then may have missed the list);
 * - a job removed since (its `export.removed` event seen) does not come back.
 */
export function newerJobViews<J extends { id: string; at: number; createdAt: number }>(
  current: { jobs: readonly J[] } | undefined,
  answer: { jobs: readonly J[]; asOf: number },
  removed: ReadonlySet<string> = new Set(),
): { jobs: J[]; asOf: number } {
  const listed = answer.jobs.filter((job) => !removed.has(job.id));
  if (!current) return { jobs: listed, asOf: answer.asOf };
  const known = new Map(current.jobs.map((j) => [j.id, j]));
  const answered = new Set(listed.map((j) => j.id));
  const startedSince = current.jobs.filter((j) => !answered.has(j.id) && j.createdAt >= answer.asOf);
  const jobs = listed.map((job) => {
    const held = known.get(job.id);
    return held && held.at > job.at ? held : job;
  });
  return { jobs: [...startedSince, ...jobs].sort((a, b) => b.createdAt - a.createdAt), asOf: answer.asOf };
}

/** Jobs this window saw removed, per query client: ids are never reused, so an answer listing one is older. */
const removedJobs = new WeakMap<QueryClient, Set<string>>();
function removedOf(client: QueryClient): Set<string> {
  const removed = removedJobs.get(client) ?? new Set<string>();
  removedJobs.set(client, removed);
  return removed;
}

function forget(client: QueryClient, jobId: string) {
  removedOf(client).add(jobId);
  client.setQueryData<JobList>(jobsKey, (old) => old && { ...old, jobs: old.jobs.filter((j) => j.id !== jobId) });
}

/** Takes a list answer (the list read, or what removing a job returned) into the cache. */
function takeList(client: QueryClient, answer: JobList): JobList {
  return newerJobViews(client.getQueryData<JobList>(jobsKey), answer, removedOf(client));
}

function upsert(client: QueryClient, job: ExportJobView) {
  client.setQueryData<JobList>(jobsKey, (old) => {
    const jobs = old?.jobs ?? [];
    const at = jobs.findIndex((j) => j.id === job.id);
    if (at === -1) return { asOf: old?.asOf ?? 0, jobs: [job, ...jobs].sort((a, b) => b.createdAt - a.createdAt) };
    // Events can overtake each other's answers: never go back to an older view of a job.
    if ((jobs[at] as ExportJobView).at > job.at) return old;
    return { asOf: old?.asOf ?? 0, jobs: jobs.map((j, i) => (i === at ? job : j)) };
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
    const offRemoved = api.on('export.removed', ({ jobId }) => forget(client, jobId));
    return () => {
      offJob();
      offRemoved();
    };
  }, [client]);
  return useKeepFailure(
    useQuery({
      queryKey: jobsKey,
      queryFn: async () => takeList(client, await api.invoke('export.list', {})),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.jobs.some((j) => j.status === 'running') ? 5_000 : false),
    }),
  );
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
    onSuccess: (list, jobId) => {
      removedOf(client).add(jobId);
      client.setQueryData(jobsKey, takeList(client, list));
    },
  });
}
