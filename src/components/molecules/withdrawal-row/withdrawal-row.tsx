import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Withdrawal } from '../../../contract/entities-money.ts';
import { WITHDRAWAL_STATUS, type WithdrawalStatus } from '../../../contract/enums.ts';
import { TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { Badge, type BadgeTone } from '../../atoms/badge/badge.tsx';
import { Price } from '../../atoms/price/price.tsx';

const messages = defineMessages({
  title: { id: 'withdrawal.title', defaultMessage: 'Withdrawal' },
  pending: { id: 'withdrawal.status.pending', defaultMessage: 'Pending' },
  passed: { id: 'withdrawal.status.passed', defaultMessage: 'Approved' },
  completed: { id: 'withdrawal.status.completed', defaultMessage: 'Paid out' },
  failed: { id: 'withdrawal.status.failed', defaultMessage: 'Failed' },
  reason: defineMessage<{ reason: string }>({ id: 'withdrawal.reason', defaultMessage: 'Reason: {reason}' }),
  reference: defineMessage<{ reference: string }>({
    id: 'withdrawal.reference',
    defaultMessage: 'Payment reference: {reference}',
  }),
});

/** Spec §4 Withdrawal: pending, passed, completed or failed, each with its own tone. */
const STATUS: Record<WithdrawalStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  [WITHDRAWAL_STATUS.pending]: { label: messages.pending, tone: 'warning' },
  [WITHDRAWAL_STATUS.passed]: { label: messages.passed, tone: 'brand' },
  [WITHDRAWAL_STATUS.completed]: { label: messages.completed, tone: 'success' },
  [WITHDRAWAL_STATUS.failed]: { label: messages.failed, tone: 'danger' },
};

/** A withdrawal's status as a badge: pending, approved, paid out or failed, each in its tone. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const intl = useIntl();
  const { label, tone } = STATUS[status];
  return (
    <Badge tone={tone} size="sm">
      {intl.formatMessage(label)}
    </Badge>
  );
}

export interface WithdrawalRowProps {
  withdrawal: Withdrawal;
  /** The row's heading level: 2 in a list right under the page title, 3 under a section's. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One of a creator's withdrawals (spec §3): the amount, when it was asked for, its status
 * badge, for a failed one the operator's reason (its amount went back to the balance), and for a
 * paid out one the payment's reference, to find it on a bank statement.
 */
export function WithdrawalRow({ withdrawal, headingLevel = 3, className = '' }: WithdrawalRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const failed = withdrawal.status === WITHDRAWAL_STATUS.failed;
  return (
    <article className={`flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line/60 ${className}`}>
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Heading className="font-semibold text-ink">
            <Price value={withdrawal.amount} className={failed ? 'line-through' : ''} />
            <span className="sr-only"> {intl.formatMessage(messages.title)}</span>
          </Heading>
          <p className="text-sm text-ink-muted">
            <time dateTime={new Date(withdrawal.created_ts * 1000).toISOString()}>
              {intl.formatDate(withdrawal.created_ts * 1000, TO_THE_MINUTE)}
            </time>
          </p>
        </div>
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
      {failed && withdrawal.reason ? (
        <p className="text-sm break-words text-red-700">
          {intl.formatMessage(messages.reason, { reason: withdrawal.reason })}
        </p>
      ) : null}
      {withdrawal.status === WITHDRAWAL_STATUS.completed && withdrawal.reference ? (
        <p className="text-sm break-words text-ink-muted">
          {intl.formatMessage(messages.reference, { reference: withdrawal.reference })}
        </p>
      ) : null}
    </article>
  );
}
