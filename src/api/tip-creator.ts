import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { tipCall } from '../contract/calls/payment-tip.ts';
import { callApi } from './client.ts';

export type TipCreatorRequest = CallRequest<typeof tipCall>;

/** Creates a pending tip order (payment/tip): on the provider's page, or with a saved card. */
export function tipCreator(request: TipCreatorRequest) {
  return callApi<typeof tipCall>('payment/tip', request);
}

/** Nothing to refresh yet: the order is pending until the polled status says it is paid. */
export function useTipCreator() {
  return useMutation({ mutationFn: tipCreator });
}
