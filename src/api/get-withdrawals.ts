import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listWithdrawalsCall } from '../contract/calls/withdrawals.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';

/** Query keys of the signed-in creator's withdrawals (and the balance their answer carries). */
export const withdrawalKeys = {
  root: ['withdrawals'] as const,
};

/** One page of the creator's withdrawals, newest first, with the balance now. */
export function fetchWithdrawals(page: number, signal?: AbortSignal) {
  return callApi<typeof listWithdrawalsCall>(
    'user/getWithdrawList',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function withdrawalsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: withdrawalKeys.root,
    queryFn: ({ pageParam, signal }) => fetchWithdrawals(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/**
 * The creator's withdrawals, page by page (earn-withdrawal-history); its first page's balance is
 * what the withdrawal request checks an amount against.
 */
export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQueryOptions());
}
