import { queryOptions, useQuery } from '@tanstack/react-query';
import type { checkEmbedPayCall } from '../contract/calls/payment-check-order-status.ts';
import { callApi } from './client.ts';
import { orderPolling } from './check-order-status.ts';
import { orderStatusKeys } from './order-status-keys.ts';

/** Where an order paid with a saved card (payment/embedPay) stands. */
export function fetchEmbedPayStatus(orderId: string, signal?: AbortSignal) {
  return callApi<typeof checkEmbedPayCall>('payment/checkEmbedPay', { order_id: orderId }, { signal });
}

/**
 * Checked at once (a saved card is usually charged by the time embedPay answers), then every 5 s
 * like any order.
 */
export function embedPayStatusQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderStatusKeys.embedded(orderId),
    queryFn: ({ signal }) => fetchEmbedPayStatus(orderId, signal),
    gcTime: 0,
  });
}

/** The order paid with a saved card, checked while `polling`. */
export function useEmbedPayStatus(orderId: string, polling: boolean) {
  return useQuery({ ...embedPayStatusQueryOptions(orderId), ...orderPolling(polling) });
}
