import { queryOptions, useQuery } from '@tanstack/react-query';
import type { checkEmbedPayCall } from '../contract/calls/payment-check-order-status.ts';
import { CARD_PAYMENT_FIRST_CHECKS_MS } from '../contract/rules/money-rules.ts';
import { callApi } from './client.ts';
import { orderPolling, pendingOrder } from './check-order-status.ts';
import { orderStatusKeys } from './order-status-keys.ts';

/** Where an order paid with a saved card (payment/embedPay) stands. */
export function fetchEmbedPayStatus(orderId: string, signal?: AbortSignal) {
  return callApi<typeof checkEmbedPayCall>('payment/checkEmbedPay', { order_id: orderId }, { signal });
}

/**
 * Pending as embedPay answers (the provider's event has not reached the server yet), so the
 * first check waits its 0.5 s (CARD_PAYMENT_FIRST_CHECKS_MS).
 */
export function embedPayStatusQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderStatusKeys.embedded(orderId),
    queryFn: ({ signal }) => fetchEmbedPayStatus(orderId, signal),
    initialData: () => pendingOrder(orderId),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The order paid with a saved card, checked while `polling`: after 0.5, 1, 2 and 4 s, then every
 * 5 s.
 */
export function useEmbedPayStatus(orderId: string, polling: boolean) {
  return useQuery({
    ...embedPayStatusQueryOptions(orderId),
    ...orderPolling(polling, CARD_PAYMENT_FIRST_CHECKS_MS),
  });
}
