/**
 * Moving between and closing the paying dialogs (see payment-flow.ts): nothing here needs a login,
 * so the payment dialog's chunk, which uses these, does not carry the gated-action machinery.
 */
import { paymentFlow, type PaymentItem } from './payment-flow-store.ts';

/** Shows a plan's detail inside the buyer dialog (back returns to where it was). */
export function showBuyerPlan(planId: number): void {
  if (paymentFlow.buyer) paymentFlow.buyer.planId = planId;
}

/** Back from a plan's detail to the list; the dialog offers it only when it was not opened on it. */
export function buyerPlansBack(): void {
  if (paymentFlow.buyer && !paymentFlow.buyer.openedOnDetail) paymentFlow.buyer.planId = null;
}

export function closeBuyerPlans(): void {
  paymentFlow.buyer = null;
}

export function closeShopBuy(): void {
  paymentFlow.shopBuy = null;
}

export function closeTip(): void {
  paymentFlow.tip = null;
}

/** Closes the payment dialog (cancel, failure, or success before the success dialog). */
export function closePayment(): void {
  paymentFlow.payment = null;
}

/** The payment went through: the payment dialog gives way to the success dialog. */
export function showPaymentSuccess(item: PaymentItem): void {
  paymentFlow.payment = null;
  paymentFlow.success = item;
}

export function closePaymentSuccess(): void {
  paymentFlow.success = null;
}

/** Closes every paying dialog, e.g. between stories or at a sign-out. */
export function resetPaymentFlow(): void {
  paymentFlow.buyer = null;
  paymentFlow.shopBuy = null;
  paymentFlow.tip = null;
  paymentFlow.payment = null;
  paymentFlow.success = null;
}
