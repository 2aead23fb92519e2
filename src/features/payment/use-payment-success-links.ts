import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { PaymentSuccessLink } from '../../components/organisms/payment-success-dialog/payment-success-dialog.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import type { PaymentItem } from '../../state/payment-flow-store.ts';

const messages = defineMessages({
  creator: defineMessage<{ creator: string }>({
    id: 'modal.paymentSuccess.creator',
    defaultMessage: 'Visit {creator}',
  }),
  post: { id: 'modal.paymentSuccess.post', defaultMessage: 'Open the post' },
});

/**
 * Where the success dialog leads (spec §2 "Success dialogs link to the creator or post"): a
 * subscription (or a tip, or a paid message, which unlocks in the open conversation) to the
 * creator's page, whose posts it unlocked; a bought post to the post itself.
 */
export function usePaymentSuccessLinks(item: PaymentItem): PaymentSuccessLink[] {
  const intl = useIntl();
  const to = useLocalePath();
  const { username, nickname } = item.creator;
  if (item.kind === 'plan' || item.kind === 'tip' || item.kind === 'message')
    return [{ label: intl.formatMessage(messages.creator, { creator: nickname }), href: to(`/${username}`) }];
  return [{ label: intl.formatMessage(messages.post), href: to(`/${username}/${item.post.id}`) }];
}
