import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { closePayment } from '../../state/payment-flow-views.ts';

const messages = defineMessages({
  title: { id: 'payment.spendingCap.title', defaultMessage: 'Spending limit reached' },
  review: { id: 'payment.spendingCap.review', defaultMessage: 'Review spending limits' },
});

/** Whether a refused payment was stopped by one of the fan's spending caps (docs/api.md: the refusal's `data`). */
export function isSpendingCapRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return false;
  return (error.data as { refusal?: unknown }).refusal === 'spending_cap';
}

/**
 * A payment a spending cap refused (issue 26): the server's words (the cap, what is left, the day
 * it resets), under a title that says what happened, and the way to the limits page to raise it;
 * the payment can be tried again once raised.
 */
export function SpendingCapRefusal({ message }: { message: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-control bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="font-semibold">{intl.formatMessage(messages.title)}</p>
      <p>{message}</p>
      <Link
        href={to('/mine/buy/limits')}
        onClick={closePayment}
        className="inline-flex min-h-6 items-center self-start font-semibold text-red-900 underline underline-offset-2"
      >
        {intl.formatMessage(messages.review)}
      </Link>
    </div>
  );
}
