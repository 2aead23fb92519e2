import { queryOptions, useQuery } from '@tanstack/react-query';
import type { checkOrderStatusCall } from '../contract/calls/payment-check-order-status.ts';
import type { OrderStatusAnswer } from '../contract/entities-money.ts';
import { PAYMENT_POLL_INTERVAL_MS } from '../contract/rules/money-rules.ts';
import { callApi } from './client.ts';
import { orderStatusKeys } from './order-status-keys.ts';

/** Where an order paid on the provider's page stands. */
export function fetchOrderStatus(orderId: string, signal?: AbortSignal) {
  return callApi<typeof checkOrderStatusCall>('payment/checkOrderStatus', { order_id: orderId }, { signal });
}

/** What an order is known to be before its first check: just created, so pending. */
export function pendingOrder(orderId: string): OrderStatusAnswer {
  return { order_id: orderId, success: 0, status: 'pending', reason: '' };
}

/** How many checks of an order have answered (a failed one counts: the next comes all the same). */
interface CheckedQuery {
  state: { dataUpdateCount: number; errorUpdateCount: number };
}

/**
 * Polling every 5 s (spec §4, §9) while `polling`, in a background tab too: the fan is on the
 * provider's page in another window meanwhile. `firstChecksMs` are the waits before the first
 * checks, each from the answer before (a saved card's order), then every 5 s. A failed check is
 * not retried on its own: the next one comes anyway, and the payment's owner ends the wait at its
 * 300000 ms.
 */
export function orderPolling(polling: boolean, firstChecksMs: readonly number[] = []) {
  return {
    enabled: polling,
    refetchInterval: polling
      ? (query: CheckedQuery) =>
          firstChecksMs[query.state.dataUpdateCount + query.state.errorUpdateCount] ??
          PAYMENT_POLL_INTERVAL_MS
      : (false as const),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
  } as const;
}

export function orderStatusQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderStatusKeys.provider(orderId),
    queryFn: ({ signal }) => fetchOrderStatus(orderId, signal),
    // The provider's page has only just opened: the first check is due 5 s later, not at once.
    initialData: () => pendingOrder(orderId),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The order paid on the provider's page, checked every 5 s while `polling`. */
export function useOrderStatus(orderId: string, polling: boolean) {
  return useQuery({ ...orderStatusQueryOptions(orderId), ...orderPolling(polling) });
}
