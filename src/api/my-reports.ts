import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { myReportsCall } from '../contract/calls/user-my-reports.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';

/** Query keys of the signed-in member's reports (a new report asks them again). */
export const myReportsKeys = {
  root: ['my-reports'] as const,
};

/** One page of the member's reports, the newest first. */
export function fetchMyReports(page: number, signal?: AbortSignal) {
  return callApi<typeof myReportsCall>('user/myReports', { page, limit: DEFAULT_PAGE_SIZE }, { signal });
}

export function myReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: myReportsKeys.root,
    queryFn: ({ pageParam, signal }) => fetchMyReports(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The member's reports and what came of them, page by page (mine, My reports). */
export function useMyReports() {
  return useInfiniteQuery(myReportsQueryOptions());
}
