import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { getCardListCall } from '../contract/calls/payment-cards.ts';
import type { SavedCard } from '../contract/entities-money.ts';
import { CARD_SETUP_POLL_MS, CARD_SETUP_POLL_TRIES } from '../contract/rules/money-rules.ts';
import { cardKeys } from './card-keys.ts';
import { callApi } from './client.ts';

/** The fan's saved cards (the default first) and how many they may keep. */
export function fetchCardList(signal?: AbortSignal) {
  return callApi<typeof getCardListCall>('payment/getCardList', {}, { signal });
}

export function cardListQueryOptions() {
  return queryOptions({
    queryKey: cardKeys.list(),
    queryFn: ({ signal }) => fetchCardList(signal),
  });
}

/** The payment dialog's card way and the mine-card screen. */
export function useCardList() {
  return useQuery(cardListQueryOptions());
}

/** The card setup was confirmed, yet the card did not appear within the tries. */
export class CardNotListedError extends Error {
  constructor() {
    super('The card was confirmed but is not listed yet');
    this.name = 'CardNotListedError';
  }
}

const wait = (ms: number) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/**
 * After the provider confirmed a card, it reaches our list through the provider's webhook: asks
 * the list every 0.5 s, 10 times (spec §7, §9), until a card not in `knownIds` is there, and
 * keeps the list it saw in the cache. Timers are read at call time, so a fake clock drives it.
 */
export async function waitForNewCard(
  queryClient: QueryClient,
  knownIds: ReadonlySet<string>,
): Promise<SavedCard> {
  for (let attempt = 0; attempt < CARD_SETUP_POLL_TRIES; attempt++) {
    await wait(CARD_SETUP_POLL_MS);
    const answer = await fetchCardList();
    queryClient.setQueryData(cardKeys.list(), answer);
    const added = answer.list.find((card) => !knownIds.has(card.id));
    if (added) return added;
  }
  throw new CardNotListedError();
}
