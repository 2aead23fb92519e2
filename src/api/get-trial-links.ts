import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listTrialLinksCall } from '../contract/calls/trials.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { trialLinkKeys } from './trial-link-keys.ts';

/** One page of the creator's free trial links, newest first, with their claims and state. */
export function fetchTrialLinks(page: number, signal?: AbortSignal) {
  return callApi<typeof listTrialLinksCall>(
    'user/getTrialLinkList',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function trialLinksQueryOptions() {
  return infiniteQueryOptions({
    queryKey: trialLinkKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchTrialLinks(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The creator's free trial links, page by page (mine-earn's Free trial links). */
export function useTrialLinks() {
  return useInfiniteQuery(trialLinksQueryOptions());
}
