import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { commonMessages } from '../../components/messages/common-messages.ts';

/** The paying dialogs' messages (spec §2, §4, §5, §8); spec keys where the spec names one. */
export const paymentMessages = defineMessages({
  // The buyer subscription dialog
  plansTitle: defineMessage<{ name: string }>({
    id: 'buyerPlans.title',
    defaultMessage: 'Subscribe to {name}',
  }),
  planDetailTitle: { id: 'buyerPlans.detailTitle', defaultMessage: 'Plan details' },
  tabsLabel: { id: 'buyerPlans.tabs', defaultMessage: 'Plans' },
  recommended: { id: 'buyerPlans.tab.recommended', defaultMessage: 'Recommended' },
  otherPlans: { id: 'buyerPlans.tab.other', defaultMessage: 'Other plans' },
  recommendedHint: { id: 'buyerPlans.recommendedHint', defaultMessage: 'These plans unlock this post.' },
  otherHint: { id: 'buyerPlans.otherHint', defaultMessage: 'More plans from this creator.' },
  noPlans: { id: 'buyerPlans.empty', defaultMessage: 'No subscription plans are on sale right now.' },
  back: commonMessages.back,
  planGone: {
    id: 'message.error.subscriptionNotFound',
    defaultMessage: 'This plan is not available.',
  },
  // The payment dialog
  title: { id: 'payment.title', defaultMessage: 'Payment' },
  // The plan, the post and the creator are their owners' words: isolated for direction (<bdi>).
  forPlan: defineMessage<{ plan: MessageValue; creator: MessageValue }>({
    id: 'payment.forPlan',
    defaultMessage: '“{plan}” subscription to {creator}',
  }),
  forPost: defineMessage<{ title: MessageValue; creator: MessageValue }>({
    id: 'payment.forPost',
    defaultMessage: '“{title}” by {creator}',
  }),
  forMessage: defineMessage<{ creator: MessageValue }>({
    id: 'payment.forMessage',
    defaultMessage: 'A paid message from {creator}',
  }),
  forTip: defineMessage<{ creator: MessageValue }>({
    id: 'payment.forTip',
    defaultMessage: 'A tip for {creator}',
  }),
  total: { id: 'payment.total', defaultMessage: 'Total' },
  payWith: { id: 'payment.payWith', defaultMessage: 'Pay with' },
  providerNote: defineMessage<{ name: string }>({
    id: 'payment.providerNote',
    defaultMessage: 'You’ll finish paying with {name} on its own page, in a new window.',
  }),
  yourCards: { id: 'payment.cards', defaultMessage: 'Your cards' },
  addCard: { id: 'payment.addCard', defaultMessage: 'Add a card' },
  useSavedCard: { id: 'payment.useSavedCard', defaultMessage: 'Use a saved card' },
  noUsableCard: {
    id: 'payment.noUsableCard',
    defaultMessage: 'None of your saved cards can be used. Add another card to pay.',
  },
  noPayWay: {
    id: 'payment.noPayWay',
    defaultMessage: 'No way to pay this amount is available right now.',
  },
  confirm: defineMessage<{ price: string }>({ id: 'payment.confirm', defaultMessage: 'Pay {price}' }),
  cancel: commonMessages.cancel,
  // Outcomes (spec §4, §8)
  failed: defineMessage<{ reason: string }>({
    id: 'message.payment.failed',
    defaultMessage: 'Payment failed: {reason}',
  }),
  cancelled: { id: 'message.payment.cancel', defaultMessage: 'Payment cancelled' },
  timeout: { id: 'message.payment.timeout', defaultMessage: 'The payment procedure timed out.' },
  orderMissing: {
    id: 'message.payment.orderMissing',
    defaultMessage: 'Order number or payment callback URL is missing.',
  },
  embedOrderMissing: { id: 'message.payment.embedOrderMissing', defaultMessage: 'Order number is missing.' },
  typeError: { id: 'message.payment.typeError', defaultMessage: 'Payment type error.' },
  payFailedTitle: { id: 'modal.payFailed', defaultMessage: 'Payment failed' },
  noReason: { id: 'modal.payFailed.noReason', defaultMessage: 'The payment did not go through.' },
  // The add-card form (spec §2 add credit card, §5, §8)
  addCardTitle: { id: 'addCard.title', defaultMessage: 'Add a card' },
  agreement: {
    id: 'addCard.agreement',
    defaultMessage:
      'I agree that FanVault keeps this card with the payment provider to pay for my subscriptions and purchases.',
  },
  agreementRequired: {
    id: 'addCard.agreementRequired',
    defaultMessage: 'Please accept the agreement to add a card.',
  },
  invalidCard: {
    id: 'info.invalidCard',
    defaultMessage:
      'This card can’t be used. Check the number, the expiry date and the security code, or choose another card.',
  },
  saveCard: { id: 'addCard.save', defaultMessage: 'Save card' },
  cardAdded: { id: 'addCard.saved', defaultMessage: 'Card added' },
  declined: { id: 'addCard.declined', defaultMessage: 'The card was declined.' },
  notListed: {
    id: 'addCard.notListed',
    defaultMessage: 'Your card was accepted but hasn’t reached your cards yet. Try again in a moment.',
  },
  providerUnavailable: {
    id: 'addCard.providerUnavailable',
    defaultMessage: 'Cards can’t be added in the app with this payment provider yet.',
  },
  cardLimitTitle: { id: 'payment.cardLimit.title', defaultMessage: 'Card limit reached' },
  cardLimit: defineMessage<{ max: number }>({
    id: 'payment.cardLimit.message',
    defaultMessage: 'You can save up to {max} cards. Delete one to add another.',
  }),
});
