/**
 * `payment/buyMessage` in the states a story needs (issue 25): a pending order, and the server's
 * refusals in its English words (locales/server/en.json).
 */
import { buyMessageCall } from '../contract/calls/payment-buy-message.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeOrderCreated } from './factories-money.ts';
import { paymentCallLog } from './handlers-payment.ts';

export const MOCK_PAID_MESSAGE_ERRORS = {
  blocked: 'You cannot unlock messages in this conversation.',
  alreadyBought: 'You have already unlocked this message.',
} as const;

/** payment/buyMessage */
export const buyMessageHandlers = {
  /** A pending order: the checkout page's, or '' for a saved card (then polled with checkEmbedPay). */
  default: callHandler(buyMessageCall, ({ input }) => {
    paymentCallLog.orders.push({ path: buyMessageCall.path, item_id: input.message_id, ...input });
    return sealedReply(
      buyMessageCall,
      makeOrderCreated({
        order_id: 'ord_mock_message',
        ...(input.user_payment_method_id ? { url: '' } : {}),
      }),
    );
  }),
  blocked: callHandler(buyMessageCall, () => sealedError(MOCK_PAID_MESSAGE_ERRORS.blocked)),
  alreadyBought: callHandler(buyMessageCall, () => sealedError(MOCK_PAID_MESSAGE_ERRORS.alreadyBought)),
};
