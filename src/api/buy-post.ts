import { useMutation } from '@tanstack/react-query';
import type { buyPostCall } from '../contract/calls/payment-create-order.ts';
import { callApi } from './client.ts';
import type { OrderRequest } from './subscribe-plan.ts';

/** Creates a pending order for one pay-per-post post (payment/buyPost). */
export function buyPost(request: OrderRequest) {
  return callApi<typeof buyPostCall>('payment/buyPost', request);
}

/** Nothing to refresh yet: the order is pending until the polled status says it is paid. */
export function useBuyPost() {
  return useMutation({ mutationFn: buyPost });
}
