import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { orderHistoryCall } from '../contract/calls/payment-order-history.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';

/** Query keys of the signed-in fan's orders (mine-buy's transactions tab). */
export const orderHistoryKeys = {
  root: ['order-history'] as const,
};

/** One page of the fan's orders, newest first. */
export function fetchOrderHistory(page: number, signal?: AbortSignal) {
  return callApi<typeof orderHistoryCall>(
    'payment/orderHistory',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function orderHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: orderHistoryKeys.root,
    queryFn: ({ pageParam, signal }) => fetchOrderHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The fan's orders, page by page (spec §2 mine-buy: transactions). */
export function useOrderHistory() {
  return useInfiniteQuery(orderHistoryQueryOptions());
}
