import { getPayWaysCall } from '../../../src/contract/calls/pay-ways.ts';
import { cancelSubscriptionCall } from '../../../src/contract/calls/payment-cancel-subscription.ts';
import {
  bindDefaultCardCall,
  deleteCardCall,
  getCardListCall,
  getStripeKeyCall,
} from '../../../src/contract/calls/payment-cards.ts';
import {
  checkEmbedPayCall,
  checkOrderStatusCall,
} from '../../../src/contract/calls/payment-check-order-status.ts';
import { buyPostCall, subscribeCall } from '../../../src/contract/calls/payment-create-order.ts';
import { embedPayCall } from '../../../src/contract/calls/payment-embed-pay.ts';
import { orderHistoryCall } from '../../../src/contract/calls/payment-order-history.ts';
import { listSubscribedPlansCall } from '../../../src/contract/calls/subscribed-plans.ts';
import { listUserSubscriptionsCall } from '../../../src/contract/calls/user-subscriptions.ts';
import { DEFAULT_PAY_TYPE_ID } from '../../../src/contract/enums.ts';
import { handle, type CallContext } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { deleteCard, listCards, makeDefaultCard, startCardSetup } from './cards.service.ts';
import { embedPay } from './embed-pay.service.ts';
import { moneyDepsOf } from './money-deps.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { orderHistory, orderStatus } from './order-status.service.ts';
import {
  catalogueItem,
  placeOrder,
  toOrderCreated,
  type OrderContext,
  type OrderRequest,
} from './orders.service.ts';
import { tip } from './tips.service.ts';
import { tipCall } from '../../../src/contract/calls/payment-tip.ts';
import { buyMessageCall } from '../../../src/contract/calls/payment-buy-message.ts';
import { buyMessage } from './paid-messages.service.ts';
import { payWaysOf, toWirePayWay } from './pay-ways.ts';
import { changeRenewal, listSubscriptions, mySubscriptionList } from './subscriptions.service.ts';
import { pagedAnswer } from '../../core/paging.ts';
import {
  getSpendingLimitsCall,
  removeSpendingLimitCall,
  setSpendingLimitCall,
} from '../../../src/contract/calls/spending-limits.ts';
import { removeSpendingLimit, setSpendingLimit, spendingLimits } from './spending-limits.service.ts';

const checkoutOrder = async (order: OrderContext, kind: 'subscription' | 'post', input: OrderRequest) =>
  toOrderCreated(
    await placeOrder(order, catalogueItem(kind, order.buyerId, input), input, { via: 'checkout' }),
  );

/** A member's order, paid with the process's provider. */
const orderContextOf = (ctx: CallContext, provider: PaymentProvider): OrderContext => ({
  deps: moneyDepsOf(ctx, provider),
  buyerId: signedInUserId(ctx),
  locale: ctx.locale,
  translate: ctx.translate,
});

/**
 * payment/*, home/getPayTypeWithId and user/listSubs: buying, cards, order status and
 * subscriptions, with the provider the composition root made (app.ts).
 */
export const paymentHandlersOf = (provider: PaymentProvider) => [
  handle(getPayWaysCall, () =>
    Promise.resolve({
      list: payWaysOf(provider).map(toWirePayWay),
      default_pay_type_id: DEFAULT_PAY_TYPE_ID,
    }),
  ),
  handle(subscribeCall, (ctx, input) => checkoutOrder(orderContextOf(ctx, provider), 'subscription', input)),
  handle(buyPostCall, (ctx, input) => checkoutOrder(orderContextOf(ctx, provider), 'post', input)),
  handle(embedPayCall, (ctx, input) => embedPay(orderContextOf(ctx, provider), input)),
  handle(tipCall, async (ctx, input) => toOrderCreated(await tip(orderContextOf(ctx, provider), input))),
  handle(buyMessageCall, async (ctx, input) =>
    toOrderCreated(await buyMessage(orderContextOf(ctx, provider), input)),
  ),
  handle(checkOrderStatusCall, (ctx, input) => orderStatus(ctx, signedInUserId(ctx), input.order_id)),
  handle(checkEmbedPayCall, (ctx, input) => orderStatus(ctx, signedInUserId(ctx), input.order_id)),
  handle(orderHistoryCall, async (ctx, input) =>
    pagedAnswer(input, { list: await orderHistory(ctx, signedInUserId(ctx), input) }),
  ),
  handle(getStripeKeyCall, (ctx) => startCardSetup(moneyDepsOf(ctx, provider), signedInUserId(ctx))),
  handle(getCardListCall, (ctx) => listCards(ctx.db, signedInUserId(ctx))),
  handle(deleteCardCall, (ctx, input) =>
    deleteCard(moneyDepsOf(ctx, provider), signedInUserId(ctx), input.payment_method_id),
  ),
  handle(bindDefaultCardCall, (ctx, input) =>
    makeDefaultCard(moneyDepsOf(ctx, provider), signedInUserId(ctx), input.payment_method_id),
  ),
  handle(cancelSubscriptionCall, (ctx, input) => changeRenewal(ctx, signedInUserId(ctx), input)),
  handle(listUserSubscriptionsCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listSubscriptions(ctx, signedInUserId(ctx), input) }),
  ),
  handle(listSubscribedPlansCall, async (ctx) => ({
    list: await mySubscriptionList(ctx, signedInUserId(ctx)),
  })),
  handle(getSpendingLimitsCall, (ctx) => spendingLimits(ctx, signedInUserId(ctx))),
  handle(setSpendingLimitCall, (ctx, input) => setSpendingLimit(ctx, signedInUserId(ctx), input)),
  handle(removeSpendingLimitCall, (ctx, input) => removeSpendingLimit(ctx, signedInUserId(ctx), input.aff)),
];
