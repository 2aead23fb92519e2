import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteCardCall } from '../contract/calls/payment-cards.ts';
import { cardKeys } from './card-keys.ts';
import { callApi } from './client.ts';

/** Removes a saved card; answers the list as it now stands (a new default if it was one). */
export function deleteCard(paymentMethodId: string) {
  return callApi<typeof deleteCardCall>('payment/deleteCard', { payment_method_id: paymentMethodId });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (answer) => queryClient.setQueryData(cardKeys.list(), answer),
  });
}
