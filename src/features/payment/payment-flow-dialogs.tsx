import { useSnapshot } from 'valtio';
import { PaymentSuccessDialog } from '../../components/organisms/payment-success-dialog/payment-success-dialog.tsx';
import { ShopBuyDialog } from '../../components/organisms/shop-buy-dialog/shop-buy-dialog.tsx';
import {
  closePaymentSuccess,
  closeShopBuy,
  paymentFlow,
  startPostPayment,
  type BuyerPlansState,
  type PaymentFlowState,
  type PaymentItem,
} from '../../state/payment-flow.ts';
import { BuyerPlansDialog } from './buyer-plans-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { useLastPresent } from './use-last-present.ts';
import { useIsOwnCreator } from './use-own-creator.ts';
import { usePaymentSuccessLinks } from './use-payment-success-links.ts';

/**
 * The fan's paying dialogs (spec §2), mounted once in the root shell and loaded the first time
 * one opens: the buyer subscription dialog, the shop-buy dialog, the payment dialog (with its
 * pay-progress dialog) and the success dialog, each shown while `paymentFlow` holds its subject.
 */
export function PaymentFlowDialogs() {
  const flow = useSnapshot(paymentFlow) as PaymentFlowState;
  const buyer = useLastPresent<BuyerPlansState>(flow.buyer);
  const shopBuy = useLastPresent(flow.shopBuy);
  const payment = useLastPresent<PaymentItem>(flow.payment);
  const success = useLastPresent<PaymentItem>(flow.success);
  return (
    <>
      {buyer ? <BuyerPlansDialog state={buyer} open={flow.buyer !== null} /> : null}
      {shopBuy ? <ShopBuy subject={shopBuy} open={flow.shopBuy !== null} /> : null}
      {/* A new opening is a new attempt (and a new idempotency key): keyed on the opening. */}
      {payment ? <PaymentDialog key={flow.opening} item={payment} open={flow.payment !== null} /> : null}
      {success ? <PaymentSuccess item={success} open={flow.success !== null} /> : null}
    </>
  );
}

function ShopBuy({ subject, open }: { subject: NonNullable<PaymentFlowState['shopBuy']>; open: boolean }) {
  const own = useIsOwnCreator(subject.creator.aff);
  return (
    <ShopBuyDialog
      open={open}
      onClose={closeShopBuy}
      post={subject.post}
      creator={subject.creator}
      own={own}
      onBuy={() => startPostPayment(subject)}
    />
  );
}

function PaymentSuccess({ item, open }: { item: PaymentItem; open: boolean }) {
  const links = usePaymentSuccessLinks(item);
  return (
    <PaymentSuccessDialog
      open={open}
      onClose={closePaymentSuccess}
      kind={item.kind}
      itemName={item.kind === 'plan' ? item.plan.name : item.post.title}
      creatorName={item.creator.nickname}
      links={links}
    />
  );
}
