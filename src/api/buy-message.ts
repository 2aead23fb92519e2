import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { buyMessageCall } from '../contract/calls/payment-buy-message.ts';
import { callApi } from './client.ts';

export type BuyMessageRequest = CallRequest<typeof buyMessageCall>;

/** Creates a pending order for a paid chat message (payment/buyMessage): on the provider's page, or with a saved card. */
export function buyMessage(request: BuyMessageRequest) {
  return callApi<typeof buyMessageCall>('payment/buyMessage', request);
}

/** Nothing to refresh yet: the order is pending until the polled status says it is paid. */
export function useBuyMessage() {
  return useMutation({ mutationFn: buyMessage });
}
