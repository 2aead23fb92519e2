import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listOpsWithdrawalsCall, OpsWithdrawalTab } from '../contract/calls/ops-withdrawals.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { opsKeys } from './ops-keys.ts';

/** Query keys of the console's withdrawals queue; under the console's root, so signing out drops them. */
export const opsWithdrawalKeys = {
  root: [...opsKeys.root, 'withdrawals'] as const,
  list: (status: OpsWithdrawalTab) => [...opsKeys.root, 'withdrawals', 'list', status] as const,
  item: (id: number) => [...opsKeys.root, 'withdrawals', 'item', id] as const,
};

/** One page of the withdrawals of a status: waiting ones oldest first, decided ones latest first. */
export function fetchOpsWithdrawals(status: OpsWithdrawalTab, page: number, signal?: AbortSignal) {
  return callApi<typeof listOpsWithdrawalsCall>(
    'ops/withdrawals',
    { status, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function opsWithdrawalsQueryOptions(status: OpsWithdrawalTab) {
  return infiniteQueryOptions({
    queryKey: opsWithdrawalKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchOpsWithdrawals(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The queue of one tab (pending, approved, paid out, failed), page by page. */
export function useOpsWithdrawals(status: OpsWithdrawalTab) {
  return useInfiniteQuery(opsWithdrawalsQueryOptions(status));
}
