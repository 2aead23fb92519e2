/**
 * `payment/tip` in the states a story needs (issue 25): a pending order, and the server's
 * refusals in its English words (locales/server/en.json).
 */
import { tipCall } from '../contract/calls/payment-tip.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeOrderCreated } from './factories-money.ts';
import { paymentCallLog } from './handlers-payment.ts';

export const MOCK_TIP_ERRORS = {
  self: 'You cannot tip yourself.',
  blocked: 'You cannot send a tip to this creator.',
  notCreator: 'Only creators can receive tips.',
} as const;

/** payment/tip */
export const tipHandlers = {
  /** A pending order: the checkout page's, or '' for a saved card (then polled with checkEmbedPay). */
  default: callHandler(tipCall, ({ input }) => {
    paymentCallLog.orders.push({ path: tipCall.path, item_id: input.aff, ...input });
    return sealedReply(
      tipCall,
      makeOrderCreated({ order_id: 'ord_mock_tip', ...(input.user_payment_method_id ? { url: '' } : {}) }),
    );
  }),
  self: callHandler(tipCall, () => sealedError(MOCK_TIP_ERRORS.self)),
  blocked: callHandler(tipCall, () => sealedError(MOCK_TIP_ERRORS.blocked)),
  notCreator: callHandler(tipCall, () => sealedError(MOCK_TIP_ERRORS.notCreator)),
};
