import { QueryClient } from '@tanstack/react-query';
import { ApiError, TokenExpiredError } from './errors.ts';

/**
 * The app's query client. A refusal (status 0) or an expired session will not change on a
 * retry, so only network and HTTP failures are retried, and only twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError || error instanceof TokenExpiredError) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
