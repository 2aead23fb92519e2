import { queryOptions, useQuery } from '@tanstack/react-query';
import type { appConfigCall } from '../contract/calls/app-config.ts';
import { callApi } from './client.ts';

export const appConfigKeys = {
  root: ['app-config'] as const,
};

/** Upload endpoints, the media base URL and the chat socket URLs. */
export function fetchAppConfig(signal?: AbortSignal) {
  return callApi<typeof appConfigCall>('app/config', {}, { signal });
}

export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: appConfigKeys.root,
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: 60 * 60_000,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
