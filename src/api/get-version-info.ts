import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVersionInfoCall } from '../contract/calls/home-get-version-info.ts';
import { callApi } from './client.ts';

export const versionInfoKeys = {
  root: ['version-info'] as const,
};

/** The server's app version and whether an older client must reload. */
export function fetchVersionInfo(signal?: AbortSignal) {
  return callApi(getVersionInfoCall, {}, { signal });
}

export function versionInfoQueryOptions() {
  return queryOptions({
    queryKey: versionInfoKeys.root,
    queryFn: ({ signal }) => fetchVersionInfo(signal),
    staleTime: 10 * 60_000,
  });
}

export function useVersionInfo() {
  return useQuery(versionInfoQueryOptions());
}
