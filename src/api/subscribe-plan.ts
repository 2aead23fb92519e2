import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { subscribeCall } from '../contract/calls/payment-create-order.ts';
import { callApi } from './client.ts';

export type OrderRequest = CallRequest<typeof subscribeCall>;

/**
 * Creates a pending order for a plan (payment/subscriptionCreater): subscribe, re-subscribe or
 * subscribe in advance. Answers the provider's page to open and the order to poll.
 */
export function subscribePlan(request: OrderRequest) {
  return callApi<typeof subscribeCall>('payment/subscriptionCreater', request);
}

/** Nothing to refresh yet: the order is pending until the polled status says it is paid. */
export function useSubscribePlan() {
  return useMutation({ mutationFn: subscribePlan });
}
