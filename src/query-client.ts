import { QueryClient } from '@tanstack/react-query';
import { ApiError, isTimeout } from './api/http.ts';

/**
 * A 4xx will answer the same again, and a read that waited its whole time has waited enough:
 * only quick network failures and 5xx are worth retrying.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (isTimeout(error)) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
        // Queries run offline too: their reads fall back to the data saved on this device.
        networkMode: 'always',
      },
      mutations: { retry: false },
    },
  });
}
