import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bindDefaultCardCall } from '../contract/calls/payment-cards.ts';
import { cardKeys } from './card-keys.ts';
import { callApi } from './client.ts';

/** Makes a saved card the default (refused for a banned card: info.invalidCard). */
export function bindDefaultCard(paymentMethodId: string) {
  return callApi<typeof bindDefaultCardCall>('payment/bindDefaultCard', {
    payment_method_id: paymentMethodId,
  });
}

export function useBindDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindDefaultCard,
    onSuccess: (answer) => queryClient.setQueryData(cardKeys.list(), answer),
  });
}
