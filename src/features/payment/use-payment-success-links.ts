import { defineMessages, useIntl } from 'react-intl';
import type { PaymentSuccessLink } from '../../components/organisms/payment-success-dialog/payment-success-dialog.tsx';
import { isScreenBuilt } from '../../contract/rules/screens-not-built.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import type { PaymentItem } from '../../state/payment-flow-store.ts';

const messages = defineMessages({
  subscriptions: { id: 'modal.paymentSuccess.subscriptions', defaultMessage: 'My subscriptions' },
  purchases: { id: 'modal.paymentSuccess.purchases', defaultMessage: 'My purchases' },
});

/**
 * Where the success dialog leads (spec §2 "Success dialogs link to the creator or post"): only to
 * screens that exist. The creator page and the post detail arrive with the discovery issue, which
 * adds their links here; until then the fan's purchases (mine-buy), once that screen is built, on
 * the tab the link names: a subscription's "My subscriptions" opens the subscriptions tab, a
 * post's "My purchases" the purchased posts (not the transactions, mine-buy's first tab).
 */
export function usePaymentSuccessLinks(item: PaymentItem, screenBuilt = isScreenBuilt): PaymentSuccessLink[] {
  const intl = useIntl();
  const to = useLocalePath();
  if (!screenBuilt('/mine/buy')) return [];
  return [
    {
      label: intl.formatMessage(item.kind === 'plan' ? messages.subscriptions : messages.purchases),
      href: to(`/mine/buy?t=${item.kind === 'plan' ? 'subscriptions' : 'purchased'}`),
    },
  ];
}
