import type { LabelImportResult } from '@shared/contract/labels';
import type { AddressLabelInput, LabelList } from '@shared/models/labels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api';
import { useLabelStore } from '../stores/labels';
import { appKey } from './keys';

const labelsKey = appKey('app.labels.list', {});

/**
 * The stored labels from main. The shell mounts it once so the label store (what every address link
 * reads) follows the list; views use it for the list itself.
 */
export function useLabels() {
  const replace = useLabelStore((s) => s.replace);
  const query = useQuery({
    queryKey: labelsKey,
    queryFn: () => api.invoke('app.labels.list', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (query.data) replace(query.data.labels);
  }, [query.data, replace]);
  return query;
}

/** Every change answers with the whole list: put it in the cache (the shell then updates the store). */
function useLabelMutation<V, R extends LabelList>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => client.setQueryData<LabelList>(labelsKey, { labels: result.labels }),
  });
}

export const useSetLabel = () =>
  useLabelMutation((label: Omit<AddressLabelInput, 'updatedAt'>) => api.invoke('app.labels.set', { label }));

export const useRemoveLabel = () => useLabelMutation((address: string) => api.invoke('app.labels.remove', { address }));

export const useImportLabels = () =>
  useLabelMutation((content: string): Promise<LabelImportResult> => api.invoke('app.labels.import', { content }));
