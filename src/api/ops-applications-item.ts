import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getApplicationCall } from '../contract/calls/ops-applications.ts';
import { DOCUMENT_URL_MINUTES } from '../contract/calls/ops-applications.ts';
import { callApi } from './client.ts';
import { opsApplicationKeys } from './ops-applications.ts';

/** One application with its two photos, whose URLs work a few minutes for this session only. */
export function fetchOpsApplication(id: number, signal?: AbortSignal) {
  return callApi<typeof getApplicationCall>('ops/application', { id }, { signal });
}

/** The photo URLs expire after five minutes: asked again a minute before, so an open one keeps working. */
const DOCUMENT_URL_FRESH_MS = (DOCUMENT_URL_MINUTES - 1) * 60_000;

export function opsApplicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: opsApplicationKeys.item(id),
    queryFn: ({ signal }) => fetchOpsApplication(id, signal),
    staleTime: DOCUMENT_URL_FRESH_MS,
    refetchInterval: DOCUMENT_URL_FRESH_MS,
  });
}

export function useOpsApplication(id: number) {
  return useQuery(opsApplicationQueryOptions(id));
}
