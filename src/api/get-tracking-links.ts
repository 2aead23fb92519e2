import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listTrackingLinksCall } from '../contract/calls/tracking-links.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { trackingLinkKeys } from './tracking-link-keys.ts';

/** One page of the creator's tracking links, newest first, with what each brought. */
export function fetchTrackingLinks(page: number, signal?: AbortSignal) {
  return callApi<typeof listTrackingLinksCall>(
    'user/getTrackingLinkList',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function trackingLinksQueryOptions() {
  return infiniteQueryOptions({
    queryKey: trackingLinkKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchTrackingLinks(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The creator's tracking links, page by page (mine-earn's Tracking links). */
export function useTrackingLinks() {
  return useInfiniteQuery(trackingLinksQueryOptions());
}
