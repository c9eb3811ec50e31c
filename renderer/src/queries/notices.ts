import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { appKey } from './keys';

const noticesKey = appKey('app.notices.list', {});

/** What the app had to do on its own at start-up (settings moved aside…), until the user dismisses it. */
export function useStartupNotices() {
  return useQuery({
    queryKey: noticesKey,
    queryFn: () => api.invoke('app.notices.list', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDismissNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.invoke('app.notices.dismiss', { id }),
    onSuccess: (list) => client.setQueryData(noticesKey, list),
  });
}
