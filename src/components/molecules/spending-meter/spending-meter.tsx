import { defineMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../i18n/format.ts';
import { resetDateText } from './reset-date.ts';
import { spendingLevelOf, spentPercent, type SpendingLevel } from './spending-meter.logic.ts';

const messages = {
  ofCap: defineMessage<{ spent: string; cap: string }>({
    id: 'spending.meter.ofCap',
    defaultMessage: '{spent} of {cap} spent this month',
  }),
  noCap: defineMessage<{ spent: string }>({
    id: 'spending.meter.noCap',
    defaultMessage: '{spent} spent this month · no limit',
  }),
  near: defineMessage<{ left: string }>({
    id: 'spending.meter.near',
    defaultMessage: 'Close to the limit: {left} left',
  }),
  reached: defineMessage<{ date: string }>({
    id: 'spending.meter.reached',
    defaultMessage: 'Limit reached: payments it covers are refused until {date}',
  }),
};

const BAR_TONE: Record<SpendingLevel, string> = {
  none: 'bg-line-strong',
  within: 'bg-brand-600',
  near: 'bg-amber-500',
  reached: 'bg-red-600',
};

export interface SpendingMeterProps {
  /** What this month's spending is measured against, as a screen reader names the bar. */
  label: string;
  /** Spent this month, currency units. */
  spent: number;
  /** The monthly cap, currency units; null for none. */
  cap: number | null;
  /** When the month resets (ms). */
  resetsAt: number;
  className?: string;
}

/**
 * This month's spending against a cap (issue 26): a bar (none without a cap), the amounts, and a
 * warning from 80 % of the cap and once it is reached, naming when it resets.
 */
export function SpendingMeter({ label, spent, cap, resetsAt, className = '' }: SpendingMeterProps) {
  const intl = useIntl();
  const level = spendingLevelOf(spent, cap);
  const price = (amount: number) => formatPrice(intl, amount);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <p className="text-sm text-ink tabular-nums">
        {cap === null
          ? intl.formatMessage(messages.noCap, { spent: price(spent) })
          : intl.formatMessage(messages.ofCap, { spent: price(spent), cap: price(cap) })}
      </p>
      {cap === null ? null : (
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={cap}
          aria-valuenow={Math.min(spent, cap)}
          aria-valuetext={intl.formatMessage(messages.ofCap, { spent: price(spent), cap: price(cap) })}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-sunken"
        >
          <div
            className={`h-full rounded-full ${BAR_TONE[level]}`}
            style={{ inlineSize: `${spentPercent(spent, cap)}%` }}
          />
        </div>
      )}
      {level === 'near' && cap !== null ? (
        <p className="text-sm font-medium text-amber-800">
          {intl.formatMessage(messages.near, { left: price(Math.max(0, cap - spent)) })}
        </p>
      ) : null}
      {level === 'reached' ? (
        <p className="text-sm font-medium text-red-700">
          {intl.formatMessage(messages.reached, { date: resetDateText(intl, resetsAt) })}
        </p>
      ) : null}
    </div>
  );
}
