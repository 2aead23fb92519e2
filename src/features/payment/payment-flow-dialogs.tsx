import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import {
  paymentFlow,
  type BuyerPlansState,
  type PaymentFlowState,
  type PaymentItem,
  type TipSubject,
} from '../../state/payment-flow-store.ts';
import { useLastPresent } from './use-last-present.ts';

// Each dialog is a chunk of its own, loaded as it first opens: together they would be more than
// one lazy piece may weigh (issue 8's budgets), and a fan who only buys a post never needs the
// plans. The shop-buy and success dialogs are small and come together.
const BuyerPlansDialog = lazy(() =>
  import('./buyer-plans-dialog.tsx').then((module) => ({ default: module.BuyerPlansDialog })),
);
const PaymentDialog = lazy(() =>
  import('./payment-dialog.tsx').then((module) => ({ default: module.PaymentDialog })),
);
const ShopBuy = lazy(() => import('./small-dialogs.tsx').then((module) => ({ default: module.ShopBuy })));
const TipAmount = lazy(() => import('./tip-amount.tsx').then((module) => ({ default: module.TipAmount })));
const PaymentSuccess = lazy(() =>
  import('./small-dialogs.tsx').then((module) => ({ default: module.PaymentSuccess })),
);

/**
 * The fan's paying dialogs (spec §2), mounted once in the root shell and loaded the first time
 * one opens: the buyer subscription dialog, the shop-buy dialog, the tip dialog, the payment dialog (with its
 * pay-progress dialog) and the success dialog, each shown while `paymentFlow` holds its subject.
 */
export function PaymentFlowDialogs() {
  const flow = useSnapshot(paymentFlow) as PaymentFlowState;
  const buyer = useLastPresent<BuyerPlansState>(flow.buyer);
  const shopBuy = useLastPresent(flow.shopBuy);
  const tip = useLastPresent<TipSubject>(flow.tip ?? null);
  const payment = useLastPresent<PaymentItem>(flow.payment);
  const success = useLastPresent<PaymentItem>(flow.success);
  // One boundary each: a dialog still loading never hides one already shown.
  return (
    <>
      {buyer ? (
        <Suspense fallback={null}>
          <BuyerPlansDialog state={buyer} open={flow.buyer !== null} />
        </Suspense>
      ) : null}
      {shopBuy ? (
        <Suspense fallback={null}>
          <ShopBuy subject={shopBuy} open={flow.shopBuy !== null} />
        </Suspense>
      ) : null}
      {tip ? (
        <Suspense fallback={null}>
          <TipAmount subject={tip} open={Boolean(flow.tip)} />
        </Suspense>
      ) : null}
      {/* A new opening is a new attempt (and a new idempotency key): keyed on the opening. */}
      {payment ? (
        <Suspense fallback={null}>
          <PaymentDialog key={flow.opening} item={payment} open={flow.payment !== null} />
        </Suspense>
      ) : null}
      {success ? (
        <Suspense fallback={null}>
          <PaymentSuccess item={success} open={flow.success !== null} />
        </Suspense>
      ) : null}
    </>
  );
}
