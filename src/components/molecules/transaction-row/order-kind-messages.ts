import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { OrderKind } from '../../../contract/enums.ts';

const messages = defineMessages({
  subscription: { id: 'transaction.kind.subscription', defaultMessage: 'Subscription' },
  renewal: { id: 'transaction.kind.renewal', defaultMessage: 'Renewal' },
  post: { id: 'transaction.kind.post', defaultMessage: 'Post purchase' },
  tip: { id: 'transaction.kind.tip', defaultMessage: 'Tip' },
  message: { id: 'transaction.kind.message', defaultMessage: 'Paid message' },
});

/**
 * What an order was for, as a fan's history and a creator's sales name it. A Record over
 * ORDER_KINDS: a new kind (paid messages) fails the type check until it has its label.
 */
export const ORDER_KIND_MESSAGES: Record<OrderKind, MessageDescriptor> = messages;
