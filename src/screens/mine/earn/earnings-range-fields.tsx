import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { EARNINGS_MAX_RANGE_DAYS, daysIn, type DayRange } from './earnings-range.ts';
import { mineEarnMessages as m } from './mine-earn-messages.ts';

// The date fields (react-aria's, about 43 kB) load beside the numbers rather than before them,
// which keeps the screen's chunk within its 60 kB budget; their place is held meanwhile.
const DateTimePicker = lazy(() =>
  import('../../../components/molecules/date-time-picker/date-time-picker.tsx').then((m) => ({
    default: m.DateTimePicker,
  })),
);

export interface EarningsRangeFieldsProps {
  range: DayRange;
  problem: 'order' | 'tooLong' | null;
  onChange: (range: DayRange) => void;
  /** The present, which bounds the selectable years; the clock's when absent. */
  now?: Date;
}

/** The period of mine-earn: a first and a last day (the app's date picker, dates only). */
export function EarningsRangeFields({ range, problem, onChange, now }: EarningsRangeFieldsProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="mine-earn-period" className="flex flex-col gap-2">
      <h2 id="mine-earn-period" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.period)}
        {problem ? null : (
          <span className="ms-2 text-sm font-normal text-ink-muted">
            {intl.formatMessage(m.dayCount, { count: daysIn(range) })}
          </span>
        )}
      </h2>
      <Suspense
        fallback={
          <div aria-busy="true" className="flex flex-wrap gap-3">
            <Skeleton className="h-[4.25rem] w-52" />
            <Skeleton className="h-[4.25rem] w-52" />
          </div>
        }
      >
        <div className="flex flex-wrap gap-3">
          <DateTimePicker
            time={false}
            label={intl.formatMessage(m.from)}
            defaultValue={range.from}
            now={now}
            onChange={(from) => onChange({ ...range, from })}
          />
          <DateTimePicker
            time={false}
            label={intl.formatMessage(m.to)}
            defaultValue={range.to}
            now={now}
            onChange={(to) => onChange({ ...range, to })}
          />
        </div>
      </Suspense>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem === 'order'
            ? intl.formatMessage(m.rangeOrder)
            : intl.formatMessage(m.rangeTooLong, { count: EARNINGS_MAX_RANGE_DAYS })}
        </p>
      ) : null}
    </section>
  );
}
