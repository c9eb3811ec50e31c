import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** Retries belong to the main-process services (they honour Retry-After); the cache never adds its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
