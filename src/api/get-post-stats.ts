import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { postStatsCall } from '../contract/calls/post-stats.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { earningsKeys, type StatsRange } from './earnings-keys.ts';
import { nextPageOf } from './next-page.ts';

/** One page of the creator's posts with each one's numbers over `range`, newest first. */
export function fetchPostStats(range: StatsRange, page: number, signal?: AbortSignal) {
  return callApi<typeof postStatsCall>(
    'article/stats',
    { ...range, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function postStatsQueryOptions(range: StatsRange) {
  return infiniteQueryOptions({
    queryKey: earningsKeys.posts(range),
    queryFn: ({ pageParam, signal }) => fetchPostStats(range, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** Per-post performance (spec §2 mine-earn), page by page; the previous range shows meanwhile. */
export function usePostStats(range: StatsRange | null) {
  return useInfiniteQuery({
    ...postStatsQueryOptions(range ?? { start_time: 0, end_time: 1 }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
