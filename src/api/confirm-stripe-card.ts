import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { SavedCard } from '../contract/entities-money.ts';
import { cardKeys } from './card-keys.ts';
import { CardDeclinedError } from './confirm-sandbox-card.ts';
import { fetchCardList, waitForNewCard } from './get-card-list.ts';

/** What confirms a card with Stripe: Stripe.js, its mounted Card Element, and the setup's secret. */
export interface StripeCardToConfirm {
  stripe: Stripe;
  card: StripeCardElement;
  clientSecret: string;
}

/**
 * Adds a card through Stripe (docs/api.md, "Saved cards"): `stripe.confirmCardSetup` confirms the
 * setup (and shows the bank's check when the card needs one), then the card is awaited in our list
 * until Stripe's webhook has told our server, polled every 0.5 s, 10 times. Stripe's refusal is a
 * CardDeclinedError with Stripe's own words. Answers the new card.
 */
export function useAddStripeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stripe, card, clientSecret }: StripeCardToConfirm): Promise<SavedCard> => {
      const before =
        queryClient.getQueryData<Awaited<ReturnType<typeof fetchCardList>>>(cardKeys.list()) ??
        (await fetchCardList());
      const confirmed = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (confirmed.error) {
        throw new CardDeclinedError(
          confirmed.error.code ?? confirmed.error.type,
          confirmed.error.message ?? '',
        );
      }
      return waitForNewCard(queryClient, new Set(before.list.map((saved) => saved.id)));
    },
  });
}
