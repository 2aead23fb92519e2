import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { WITHDRAWAL_MIN } from '../../../contract/rules/money-rules.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { buttonClasses } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, walletIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  balance: { id: 'balance.title', defaultMessage: 'Balance' },
  withdraw: { id: 'balance.withdraw', defaultMessage: 'Withdraw' },
  history: { id: 'balance.history', defaultMessage: 'Withdrawal history' },
  negative: {
    id: 'balance.negative',
    defaultMessage:
      'Refunds are larger than your earnings, so your balance is negative. Withdrawals resume once it is back above the minimum.',
  },
  belowMinimum: defineMessage<{ minimum: string }>({
    id: 'balance.belowMinimum',
    defaultMessage: 'You can withdraw once your balance reaches {minimum}.',
  }),
});

export interface BalanceCardProps {
  /** The balance now, currency units; negative after refunds larger than the earnings. */
  balance: number;
  /** The withdrawal request screen. */
  withdrawHref: string;
  /** The withdrawal history screen. */
  historyHref: string;
  className?: string;
}

/**
 * A creator's balance with the way to withdraw it (spec §2, §5): Withdraw is offered only from
 * the minimum of 100 up; a negative balance (after refunds) reads in red and says why nothing can
 * be withdrawn. The history is always one tap away.
 */
export function BalanceCard({ balance, withdrawHref, historyHref, className = '' }: BalanceCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const negative = balance < 0;
  const canWithdraw = balance >= WITHDRAWAL_MIN;
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line/60 ${className}`}
    >
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon icon={walletIcon} size={22} />
        </span>
        <div className="flex min-w-0 flex-col">
          <h2 id={titleId} className="text-sm font-medium text-ink-muted">
            {intl.formatMessage(messages.balance)}
          </h2>
          <p className={`text-3xl font-bold tabular-nums ${negative ? 'text-red-700' : 'text-ink'}`}>
            {formatPrice(intl, balance)}
          </p>
        </div>
      </div>
      {negative ? (
        <p role="note" className="flex items-start gap-2 rounded-control bg-red-50 p-3 text-sm text-red-800">
          <Icon icon={alertIcon} size={18} className="mt-0.5 shrink-0" />
          {intl.formatMessage(messages.negative)}
        </p>
      ) : !canWithdraw ? (
        <p className="text-sm text-ink-muted">
          {intl.formatMessage(messages.belowMinimum, { minimum: formatPrice(intl, WITHDRAWAL_MIN) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canWithdraw ? (
          <Link to={withdrawHref} className={buttonClasses({ variant: 'primary', size: 'md' })}>
            {intl.formatMessage(messages.withdraw)}
          </Link>
        ) : null}
        <Link to={historyHref} className={buttonClasses({ variant: 'secondary', size: 'md' })}>
          {intl.formatMessage(messages.history)}
        </Link>
      </div>
    </section>
  );
}
