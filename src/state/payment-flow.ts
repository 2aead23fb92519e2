/**
 * The fan's paying dialogs (spec §2, §4): the buyer subscription dialog (a creator's plans, or a
 * post's recommended and other plans), the shop-buy dialog of a pay-per-post post, the payment
 * dialog, and the success dialog after it. One feature mounted in the root shell renders them,
 * loaded the first time one opens; anyone starts them through these functions (the feed's post
 * cards, mine-buy's re-subscribe and subscribe in advance, later the creator page and the post
 * detail). Subscribing and buying are gated (spec §6): a visitor logs in first and the action then
 * runs. UI state only: plans, cards and orders live in the query cache.
 */
import { runGated } from './gated-action.ts';
import {
  paymentFlow,
  type PaymentCreator,
  type PaymentItem,
  type PaymentMessage,
  type PaymentPlan,
  type PaymentPost,
  type PaymentTip,
} from './payment-flow-store.ts';
export {
  buyerPlansBack,
  closeBuyerPlans,
  closePayment,
  closePaymentSuccess,
  closeShopBuy,
  closeTip,
  resetPaymentFlow,
  showBuyerPlan,
  showPaymentSuccess,
} from './payment-flow-views.ts';

export {
  isPaymentFlowOpen,
  paymentFlow,
  type BuyerPlansSource,
  type BuyerPlansState,
  type PaymentCreator,
  type PaymentFlowState,
  type PaymentItem,
  type PaymentMessage,
  type PaymentPlan,
  type PaymentPost,
  type PaymentTip,
  type TipSubject,
} from './payment-flow-store.ts';

function openPayment(item: PaymentItem): void {
  paymentFlow.opening += 1;
  paymentFlow.payment = item;
}

/**
 * Opens the payment dialog for a plan: subscribe, re-subscribe after it expired, or subscribe in
 * advance while one runs (the server tells them apart). A visitor logs in first.
 */
export function startPlanPayment(input: { plan: PaymentPlan; creator: PaymentCreator }): void {
  // The plans dialog gives way at once, so a visitor's login dialog is not stacked over it.
  paymentFlow.buyer = null;
  runGated(() => {
    openPayment({ kind: 'plan', plan: { ...input.plan }, creator: { ...input.creator } });
  });
}

/** Opens the payment dialog for one pay-per-post post (the shop-buy dialog's Buy). */
export function startPostPayment(input: { post: PaymentPost; creator: PaymentCreator }): void {
  paymentFlow.shopBuy = null;
  runGated(() => {
    openPayment({ kind: 'post', post: { ...input.post }, creator: { ...input.creator } });
  });
}

/**
 * Opens the buyer subscription dialog on a creator's plans, or straight on one plan's detail
 * (then without a back button). Anyone may look at plans; Buy is what is gated.
 */
export function openCreatorPlans(creator: PaymentCreator, planId: number | null = null): void {
  paymentFlow.buyer = {
    source: { from: 'creator', creator: { ...creator } },
    planId,
    openedOnDetail: planId !== null,
  };
}

/**
 * Opens the buyer subscription dialog for a locked post (its "Subscribe to unlock"): the plans that
 * unlock it, and the others. Subscribing is gated (spec §6), so a visitor logs in first and then
 * sees the plans as a member (owned markers included).
 */
export function openPostPlans(input: { postId: number; creator: PaymentCreator }): void {
  runGated(() => {
    paymentFlow.buyer = {
      source: { from: 'post', postId: input.postId, creator: { ...input.creator } },
      planId: null,
      openedOnDetail: false,
    };
  });
}

/** Opens the shop-buy dialog of a pay-per-post post (its price, its creator, Buy); gated like buying. */
export function openShopBuy(input: { post: PaymentPost; creator: PaymentCreator }): void {
  runGated(() => {
    paymentFlow.shopBuy = { post: { ...input.post }, creator: { ...input.creator } };
  });
}

/**
 * Opens the tip dialog for a creator (issue 25: their page, a post, or the chat with `inChat`);
 * gated like paying, so a visitor logs in first.
 */
export function openTip(creator: PaymentCreator, options: { inChat?: boolean } = {}): void {
  runGated(() => {
    paymentFlow.tip = { creator: { ...creator }, inChat: options.inChat ?? false };
  });
}

/** The tip dialog's Continue: the payment dialog for the amount and message chosen. */
export function startTipPayment(input: { tip: PaymentTip; creator: PaymentCreator }): void {
  paymentFlow.tip = null;
  runGated(() => {
    openPayment({ kind: 'tip', tip: { ...input.tip }, creator: { ...input.creator } });
  });
}

/**
 * Opens the payment dialog to unlock a creator's paid chat message (issue 25), paid like a
 * purchase; gated like paying.
 */
export function startMessagePayment(input: { message: PaymentMessage; creator: PaymentCreator }): void {
  runGated(() => {
    openPayment({ kind: 'message', message: { ...input.message }, creator: { ...input.creator } });
  });
}
