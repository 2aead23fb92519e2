import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBuyPost } from '../../api/buy-post.ts';
import { useEmbedPay } from '../../api/embed-pay.ts';
import { ApiError, TokenExpiredError } from '../../api/errors.ts';
import { useSubscribePlan } from '../../api/subscribe-plan.ts';
import { useTipCreator } from '../../api/tip-creator.ts';
import { useBuyMessage } from '../../api/buy-message.ts';
import { paymentAmountOf } from './payment-amount.ts';
import type { OrderStatusAnswer, PayWay, SavedCard } from '../../contract/entities-money.ts';
import { ORDER_TYPE } from '../../contract/enums.ts';
import type { PaymentItem } from '../../state/payment-flow-store.ts';
import { closePayment, showPaymentSuccess } from '../../state/payment-flow-views.ts';
import { newClientKey } from './client-key.ts';
import { isKnownPaymentType } from './pay-ways.logic.ts';
import { paymentMessages as m } from './payment-messages.ts';
import { reportPaymentCancelled, reportPaymentFailure, reportPaymentTimeout } from './payment-outcome.ts';
import {
  closeProviderWindow,
  openBlankWindow,
  showProviderPage,
  type ProviderWindow,
} from './provider-window.ts';
import { commonMessages } from '../../components/messages/common-messages.ts';
import { isSpendingCapRefusal } from './spending-cap-refusal.tsx';

const messages = defineMessages({
  error: commonMessages.error,
});

/** How the fan pays: a pay way on the provider's page, or one of their saved cards. */
export type PayChoice = { kind: 'way'; way: PayWay } | { kind: 'card'; card: SavedCard };

export type AttemptPhase =
  /**
   * Choosing; `error` is why the last try did not start (shown above the buttons); `overCap` when a
   * spending cap of the fan's refused it.
   */
  | { step: 'choosing'; error: string | null; overCap?: boolean }
  /** The order is being created. */
  | { step: 'creating' }
  /** The order exists and its status is polled. */
  | { step: 'paying'; orderId: string; embedded: boolean; reopen: (() => void) | null };

/**
 * One payment of one item (spec §4, §8): creates the order for the chosen way, opens the
 * provider's page or charges the saved card, then follows the polled status to success (the
 * success dialog, and everything the payment unlocks refreshed), failure (the reason, the dialog
 * closed, the failure callback 1.5 s later), the 300000 ms timeout, or the fan's cancel.
 *
 * Each attempt carries its idempotency key: a retry after the create call failed reuses it (the
 * server answers the order it may have made), while another way, another card, or a new try after
 * an order ended starts a new attempt with a new key.
 */
export function usePaymentAttempt(item: PaymentItem) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const subscribe = useSubscribePlan();
  const buy = useBuyPost();
  const embed = useEmbedPay();
  const tip = useTipCreator();
  const buyMessage = useBuyMessage();
  const [phase, setPhase] = useState<AttemptPhase>({ step: 'choosing', error: null });
  const attempt = useRef<{ choice: string; clientKey: string } | null>(null);
  const providerWindow = useRef<ProviderWindow>(null);

  const clientKeyFor = (choice: string) => {
    if (attempt.current?.choice !== choice) attempt.current = { choice, clientKey: newClientKey() };
    return attempt.current.clientKey;
  };
  const endAttempt = () => {
    attempt.current = null;
  };
  const refused = (error: unknown) => {
    // An expired session has its own alert (spec §4); anything else is said above the buttons.
    const message =
      error instanceof TokenExpiredError
        ? null
        : error instanceof ApiError
          ? error.message
          : intl.formatMessage(messages.error);
    setPhase({ step: 'choosing', error: message, overCap: isSpendingCapRefusal(error) });
  };
  /** A tip's order: the amount and message chosen, paid on the way's page or with the card. */
  const tipOrder = (
    payment: { pay_type_id: number } | { user_payment_method_id: string },
    clientKey: string,
  ) =>
    item.kind === 'tip'
      ? tip.mutateAsync({
          aff: item.creator.aff,
          amount: item.tip.amount,
          message: item.tip.message,
          in_chat: item.tip.inChat ? 1 : 0,
          ...payment,
          client_key: clientKey,
        })
      : null;
  /** A paid message's order (issue 25): its price, paid on the way's page or with the card. */
  const messageOrder = (
    payment: { pay_type_id: number } | { user_payment_method_id: string },
    clientKey: string,
  ) =>
    item.kind === 'message'
      ? buyMessage.mutateAsync({
          message_id: item.message.id,
          amount: item.message.price,
          ...payment,
          client_key: clientKey,
        })
      : null;
  const order = {
    item_id: item.kind === 'plan' ? item.plan.id : item.kind === 'post' ? item.post.id : 0,
    aff: item.creator.aff,
    amount: paymentAmountOf(item),
  };

  const payOnProviderPage = async (way: PayWay) => {
    // Opened now, in the click: a window opened after the order answers would be blocked.
    const target = openBlankWindow();
    providerWindow.current = target;
    setPhase({ step: 'creating' });
    try {
      const clientKey = clientKeyFor(`way:${way.pay_type_id}`);
      const create = item.kind === 'plan' ? subscribe : buy;
      const created =
        (await tipOrder({ pay_type_id: way.pay_type_id }, clientKey)) ??
        (await messageOrder({ pay_type_id: way.pay_type_id }, clientKey)) ??
        (await create.mutateAsync({ ...order, pay_type_id: way.pay_type_id, client_key: clientKey }));
      if (!created.order_id || !created.url) {
        closeProviderWindow(target);
        endAttempt();
        setPhase({ step: 'choosing', error: intl.formatMessage(m.orderMissing) });
        return;
      }
      const shown = showProviderPage(target, created);
      // Blocked, or closed meanwhile: the progress dialog offers to open the page from a new click.
      const reopen = () => {
        const again = openBlankWindow();
        providerWindow.current = again;
        showProviderPage(again, created);
      };
      setPhase({ step: 'paying', orderId: created.order_id, embedded: false, reopen });
      if (!shown) providerWindow.current = null;
    } catch (error) {
      closeProviderWindow(target);
      refused(error);
    }
  };

  const payWithCard = async (card: SavedCard) => {
    setPhase({ step: 'creating' });
    try {
      const clientKey = clientKeyFor(`card:${card.id}`);
      const created =
        (await tipOrder({ user_payment_method_id: card.id }, clientKey)) ??
        (await messageOrder({ user_payment_method_id: card.id }, clientKey)) ??
        (await embed.mutateAsync({
          ...order,
          type: item.kind === 'plan' ? ORDER_TYPE.subscription : ORDER_TYPE.purchasedArticle,
          user_payment_method_id: card.id,
          client_key: clientKey,
        }));
      if (!created.order_id) {
        endAttempt();
        setPhase({ step: 'choosing', error: intl.formatMessage(m.embedOrderMissing) });
        return;
      }
      setPhase({ step: 'paying', orderId: created.order_id, embedded: true, reopen: null });
    } catch (error) {
      refused(error);
    }
  };

  /** Confirm: call it from the click itself (the provider's window must open in it). */
  const pay = (choice: PayChoice) => {
    if (phase.step !== 'choosing') return;
    if (choice.kind === 'card') {
      void payWithCard(choice.card);
    } else if (!isKnownPaymentType(choice.way.payment_type)) {
      setPhase({ step: 'choosing', error: intl.formatMessage(m.typeError) });
    } else {
      void payOnProviderPage(choice.way);
    }
  };

  /** Spec §4: cancel works only while paying; the dialog is back to choosing, for a new attempt. */
  const cancel = () => {
    if (phase.step !== 'paying') return;
    closeProviderWindow(providerWindow.current);
    providerWindow.current = null;
    endAttempt();
    reportPaymentCancelled(intl);
    setPhase({ step: 'choosing', error: null });
  };

  const settle = (answer: OrderStatusAnswer) => {
    if (answer.success === 1 || answer.status === 'paid') {
      // What a payment unlocks is refreshed by a module of its own, loaded on success: the keys of
      // every resource it touches would otherwise weigh on the dialog's chunk (issue 8's budgets).
      void import('../../api/payment-unlock.ts').then((unlock) => unlock.refreshAfterPayment(queryClient));
      // A paid message unlocks in its conversation: the socket brings it, and the newest page is
      // read again in case the socket was away at that moment.
      if (item.kind === 'message')
        void import('./message-unlock.ts').then((unlock) => unlock.refreshConversation(item.creator.uuid));
      showPaymentSuccess(item);
      return;
    }
    closePayment();
    reportPaymentFailure(intl, answer.reason);
  };

  const timeOut = () => {
    closePayment();
    reportPaymentTimeout(intl);
  };

  return { phase, pay, cancel, settle, timeOut };
}
