import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listSalesCall } from '../contract/calls/sales.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { earningsKeys } from './earnings-keys.ts';
import { nextPageOf } from './next-page.ts';

/** One page of the creator's sales, newest first; one UTC month's when `month` is set. */
export function fetchSales(page: number, month: string | undefined, signal?: AbortSignal) {
  return callApi<typeof listSalesCall>(
    'user/getSaleList',
    { page, limit: DEFAULT_PAGE_SIZE, ...(month ? { month } : {}) },
    { signal },
  );
}

export function salesQueryOptions(month?: string) {
  return infiniteQueryOptions({
    queryKey: earningsKeys.sales(month ?? ''),
    queryFn: ({ pageParam, signal }) => fetchSales(pageParam, month, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The creator's sales with each one's fee breakdown, page by page (mine-earn's Sales). */
export function useSales(month?: string) {
  return useInfiniteQuery(salesQueryOptions(month));
}
