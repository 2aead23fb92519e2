import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getStripeKeyCall } from '../contract/calls/payment-cards.ts';
import { cardKeys } from './card-keys.ts';
import { callApi } from './client.ts';

/**
 * Starts adding a card (payment/getStripeKey): the provider, its publishable key, the setup's
 * client secret and, for the sandbox, where to confirm the card. Refused at 5 saved cards.
 */
export function fetchCardSetup(signal?: AbortSignal) {
  return callApi<typeof getStripeKeyCall>('payment/getStripeKey', {}, { signal });
}

/**
 * One setup per open form (`form` names it): a client secret confirms one card only, so a setup is
 * never shared, refetched or kept once its form has gone.
 */
export function cardSetupQueryOptions(form: string) {
  return queryOptions({
    queryKey: cardKeys.setup(form),
    queryFn: ({ signal }) => fetchCardSetup(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The add-card form's setup; idle until `enabled` (the agreement and the limit allow it). */
export function useCardSetup(form: string, enabled = true) {
  return useQuery({ ...cardSetupQueryOptions(form), enabled });
}
