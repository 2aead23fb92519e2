import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { embedPayCall } from '../contract/calls/payment-embed-pay.ts';
import { callApi } from './client.ts';

export type EmbedPayRequest = CallRequest<typeof embedPayCall>;

/** Pays a plan (type 2) or a post (type 3) with a saved card, without leaving the app. */
export function embedPay(request: EmbedPayRequest) {
  return callApi<typeof embedPayCall>('payment/embedPay', request);
}

/** Nothing to refresh yet: the charge is confirmed by polling payment/checkEmbedPay. */
export function useEmbedPay() {
  return useMutation({ mutationFn: embedPay });
}
