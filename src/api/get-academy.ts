import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcademyAnswer } from '../contract/academy.ts';
import type { academyCall } from '../contract/calls/app-academy.ts';
import { callApi } from './client.ts';

/**
 * The lessons' signed URLs live 60 to 70 minutes (docs/api.md 5.20): a cached answer is handed to
 * a player for 30 minutes at most, as the feed's video paths are (get-video-real-path.ts).
 */
const ACADEMY_FRESH_MS = 30 * 60_000;
/** How often the page asks again while a lesson is still being encoded (a new deployment's first minute). */
export const ACADEMY_PROCESSING_POLL_MS = 15_000;

export const academyKeys = {
  // Addresses and ids only, nothing translated: one entry for every locale.
  root: ['academy'] as const,
};

/** The academy's six lessons (app/academy): ready ones with their playlist and poster. */
export function fetchAcademy(signal?: AbortSignal) {
  return callApi<typeof academyCall>('app/academy', {}, { signal });
}

const stillProcessing = (answer: AcademyAnswer | undefined) =>
  answer?.list.some((lesson) => lesson.status === 'processing') ?? false;

export function academyQueryOptions() {
  return queryOptions({
    queryKey: academyKeys.root,
    queryFn: ({ signal }) => fetchAcademy(signal),
    staleTime: ACADEMY_FRESH_MS,
    gcTime: ACADEMY_FRESH_MS,
    refetchInterval: (query) => (stillProcessing(query.state.data) ? ACADEMY_PROCESSING_POLL_MS : false),
  });
}

export function useAcademy() {
  return useQuery(academyQueryOptions());
}
