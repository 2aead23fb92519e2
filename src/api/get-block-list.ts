import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getBlockListCall } from '../contract/calls/user-reports-and-blocks.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';

/** Query keys of the accounts the signed-in user blocked (a block or an unblock asks them again). */
export const blockListKeys = {
  root: ['blocked-users'] as const,
};

/** One page of the accounts the user blocked, latest first. */
export function fetchBlockList(page: number, signal?: AbortSignal) {
  return callApi<typeof getBlockListCall>(
    'user/getBlockList',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function blockListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: blockListKeys.root,
    queryFn: ({ pageParam, signal }) => fetchBlockList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The accounts the user blocked, page by page (mine-block). */
export function useBlockList() {
  return useInfiniteQuery(blockListQueryOptions());
}
