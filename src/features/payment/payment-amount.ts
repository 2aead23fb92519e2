import type { PaymentItem } from '../../state/payment-flow-store.ts';

/** What one payment charges: the plan's or the post's price, the tip chosen, or the paid message's price. */
export function paymentAmountOf(item: PaymentItem): number {
  switch (item.kind) {
    case 'plan':
      return item.plan.price;
    case 'post':
      return item.post.price;
    case 'tip':
      return item.tip.amount;
    case 'message':
      return item.message.price;
  }
}
