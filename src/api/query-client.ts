import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from './errors';

const MAX_GET_RETRIES = 3;

/**
 * Reads retry on network failures and 5xx with exponential backoff, never on
 * 4xx; mutations (money movement among them) are never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_GET_RETRIES && isRetryableError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 15_000),
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
