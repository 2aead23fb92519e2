import { useState } from 'react';
import { useCardList } from '../../api/get-card-list.ts';
import { PAYMENT_TYPE } from '../../contract/enums.ts';
import { preselectedCard, showsAddCardForm } from './card-way.tsx';
import { useOfferedPayWays } from './use-offered-pay-ways.ts';
import type { PayChoice } from './use-payment-attempt.ts';

/**
 * What the fan chose to pay with: the pay way (the offered one they picked, else the initial one)
 * and, for the credit card way, the card (the one they picked unless banned, else the preselected
 * one) or a new card typed in the add-card form (`newCard`: no saved card, or Add a card pressed).
 * `choice` is what Pay sends, or null while nothing can pay or Pay first saves the new card.
 */
export function usePayChoice(amount: number) {
  const payWays = useOfferedPayWays(amount);
  const cards = useCardList();
  const [chosenWayId, chooseWay] = useState<number | null>(null);
  const [chosenCardId, chooseCard] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const wayId = chosenWayId ?? payWays.initial;
  const way = payWays.ways?.find((entry) => entry.way.pay_type_id === wayId && entry.active)?.way;
  const byCard = way?.payment_type === PAYMENT_TYPE.CREDIT_CARD;
  const cardList = cards.data?.list;
  const newCard = byCard && showsAddCardForm(cardList, adding);
  const card =
    byCard && !newCard && cardList
      ? (cardList.find((saved) => saved.id === chosenCardId && saved.is_ban !== 1) ??
        preselectedCard(cardList))
      : null;
  const choice: PayChoice | null = !way
    ? null
    : byCard
      ? card
        ? { kind: 'card', card }
        : null
      : { kind: 'way', way };
  return { payWays, way, byCard, card, newCard, adding, choice, chooseWay, chooseCard, setAdding };
}
