import { PaymentSuccessDialog } from '../../components/organisms/payment-success-dialog/payment-success-dialog.tsx';
import { ShopBuyDialog } from '../../components/organisms/shop-buy-dialog/shop-buy-dialog.tsx';
import {
  closePaymentSuccess,
  closeShopBuy,
  startPostPayment,
  type PaymentFlowState,
  type PaymentItem,
} from '../../state/payment-flow.ts';
import { useIsOwnCreator } from './use-own-creator.ts';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../i18n/format.ts';
import { usePaymentSuccessLinks } from './use-payment-success-links.ts';
import { paymentAmountOf } from './payment-amount.ts';

/** The shop-buy dialog of the post in `paymentFlow.shopBuy`; Buy opens the payment dialog. */
export function ShopBuy({
  subject,
  open,
}: {
  subject: NonNullable<PaymentFlowState['shopBuy']>;
  open: boolean;
}) {
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

/** The success dialog of what was just paid for, with links to screens that exist. */
export function PaymentSuccess({ item, open }: { item: PaymentItem; open: boolean }) {
  const intl = useIntl();
  const links = usePaymentSuccessLinks(item);
  return (
    <PaymentSuccessDialog
      open={open}
      onClose={closePaymentSuccess}
      kind={item.kind}
      itemName={
        item.kind === 'plan'
          ? item.plan.name
          : item.kind === 'post'
            ? item.post.title
            : formatPrice(intl, paymentAmountOf(item))
      }
      creatorName={item.creator.nickname}
      links={links}
    />
  );
}
