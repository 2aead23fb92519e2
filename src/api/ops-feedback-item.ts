import { queryOptions, useQuery } from '@tanstack/react-query';
import type { opsFeedbackItemCall } from '../contract/calls/ops-feedback.ts';
import { callApi } from './client.ts';
import { opsFeedbackKeys } from './ops-feedback.ts';

/** One feedback with its images, whose URLs work for a few minutes for this session only. */
export function fetchOpsFeedbackItem(id: number, signal?: AbortSignal) {
  return callApi<typeof opsFeedbackItemCall>('ops/feedbackItem', { id }, { signal });
}

/** The image URLs expire after five minutes: asked again after four, so an open one keeps working. */
const IMAGE_URL_FRESH_MS = 4 * 60_000;

export function opsFeedbackItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: opsFeedbackKeys.item(id),
    queryFn: ({ signal }) => fetchOpsFeedbackItem(id, signal),
    staleTime: IMAGE_URL_FRESH_MS,
    refetchInterval: IMAGE_URL_FRESH_MS,
  });
}

export function useOpsFeedbackItem(id: number) {
  return useQuery(opsFeedbackItemQueryOptions(id));
}
