/**
 * The member's data export (issue 26; docs/api.md, user/getDataExport): its state, asked again
 * every few seconds while a job builds it, and asking for a new one.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getDataExportCall, requestDataExportCall } from '../contract/calls/user-data-export.ts';
import { callApi } from './client.ts';

/** Query keys of the member's data export. */
export const dataExportKeys = {
  root: ['data-export'] as const,
};

/** How often the page asks again while an export is queued or being built. */
export const DATA_EXPORT_POLL_MS = 5000;

export function fetchDataExport(signal?: AbortSignal) {
  return callApi<typeof getDataExportCall>('user/getDataExport', {}, { signal });
}

export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: dataExportKeys.root,
    queryFn: ({ signal }) => fetchDataExport(signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'building' ? DATA_EXPORT_POLL_MS : false;
    },
  });
}

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

/** Asks for a new export; the answer (queued) replaces the state at once. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi<typeof requestDataExportCall>('user/requestDataExport', {}),
    onSuccess: (state) => queryClient.setQueryData(dataExportQueryOptions().queryKey, state),
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportQueryOptions().queryKey }),
  });
}
