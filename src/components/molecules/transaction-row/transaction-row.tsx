import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Transaction } from '../../../contract/entities-money.ts';
import type { OrderStatus } from '../../../contract/enums.ts';
import { TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { Badge, type BadgeTone } from '../../atoms/badge/badge.tsx';
import { Price } from '../../atoms/price/price.tsx';
import { ORDER_KIND_MESSAGES } from './order-kind-messages.ts';

const messages = defineMessages({
  pending: { id: 'transaction.status.pending', defaultMessage: 'Pending' },
  paid: { id: 'transaction.status.paid', defaultMessage: 'Paid' },
  failed: { id: 'transaction.status.failed', defaultMessage: 'Failed' },
  expired: { id: 'transaction.status.expired', defaultMessage: 'Expired' },
  cancelled: { id: 'transaction.status.cancelled', defaultMessage: 'Cancelled' },
  refunded: { id: 'transaction.status.refunded', defaultMessage: 'Refunded' },
  disputed: { id: 'transaction.status.disputed', defaultMessage: 'Disputed' },
});

/** A paid order reads as done; one that took no money (or gave it back) reads as neutral. */
const STATUS: Record<OrderStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: messages.pending, tone: 'warning' },
  paid: { label: messages.paid, tone: 'success' },
  failed: { label: messages.failed, tone: 'danger' },
  expired: { label: messages.expired, tone: 'neutral' },
  cancelled: { label: messages.cancelled, tone: 'neutral' },
  refunded: { label: messages.refunded, tone: 'brand' },
  disputed: { label: messages.disputed, tone: 'danger' },
};

export interface TransactionRowProps {
  transaction: Transaction;
  /** The row's heading level: 2 in a list right under the page title, 3 under a section's. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One line of a fan's payment history (spec §3 Transaction): what was bought, what kind of
 * payment, when (to the minute, spec §9), the amount and where the order stands.
 */
export function TransactionRow({ transaction, headingLevel = 3, className = '' }: TransactionRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const status = STATUS[transaction.status];
  // An order that never took the money, or gave it back, does not read as money spent.
  const settled = transaction.status === 'paid' || transaction.status === 'pending';
  return (
    <article
      className={`flex items-center gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60 ${className}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* A plan's or a post's name: its owner's words, isolated for direction. */}
        <Heading dir="auto" className="truncate font-semibold text-ink">
          {transaction.item_name}
        </Heading>
        <p className="text-sm text-ink-muted">
          {intl.formatMessage(ORDER_KIND_MESSAGES[transaction.kind])}
          <span aria-hidden="true"> · </span>
          <time dateTime={new Date(transaction.created_ts * 1000).toISOString()}>
            {intl.formatDate(transaction.created_ts * 1000, TO_THE_MINUTE)}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <Price value={transaction.pay_amount} className={settled ? '' : 'line-through'} />
        <Badge tone={status.tone} size="sm">
          {intl.formatMessage(status.label)}
        </Badge>
      </div>
    </article>
  );
}
