import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CONTROL_INPUT_CLASSES, controlBoxClasses } from '../../atoms/form-field/form-field.tsx';
import {
  combineDateTime,
  daysInMonth,
  formatTime,
  maskTime,
  parseTime,
  selectableYears,
} from './date-time-picker.logic.ts';

const messages = defineMessages({
  year: { id: 'dateTime.year', defaultMessage: 'Year' },
  month: { id: 'dateTime.month', defaultMessage: 'Month' },
  day: { id: 'dateTime.day', defaultMessage: 'Day' },
  time: { id: 'dateTime.time', defaultMessage: 'Time (HH:MM)' },
  invalidTime: {
    id: 'dateTime.invalidTime',
    defaultMessage: 'Enter a time as HH:MM, hours 00 to 23 and minutes 00 to 59.',
  },
});

export interface DateTimePickerProps {
  /** Names the group, e.g. "Publish at". */
  label: string;
  /** The initial date-time; defaults to `now`. */
  defaultValue?: Date;
  /** Called with every complete, valid date-time. */
  onChange: (value: Date) => void;
  /** The current time, which bounds the years (2023 to this year); injectable for stories. */
  now?: Date;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

const SELECT_CLASSES =
  'h-11 rounded-control bg-surface ps-3 pe-8 text-[0.9375rem] text-ink ring-1 ring-inset ring-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-surface-sunken';

/** A date (year 2023 to now, month, day) and a 24-hour HH:MM time, in the locale's words. */
export function DateTimePicker({
  label,
  defaultValue,
  onChange,
  now = new Date(),
  disabled = false,
  className = '',
}: DateTimePickerProps) {
  const intl = useIntl();
  const id = useId();
  const start = defaultValue ?? now;
  const years = selectableYears(now);
  const [year, setYear] = useState(
    Math.min(Math.max(start.getFullYear(), years[0] as number), now.getFullYear()),
  );
  const [month, setMonth] = useState(start.getMonth() + 1);
  const [day, setDay] = useState(start.getDate());
  const [time, setTime] = useState(formatTime({ hours: start.getHours(), minutes: start.getMinutes() }));
  const [timeTouched, setTimeTouched] = useState(false);

  const parsedTime = parseTime(time);
  const timeError = timeTouched && !parsedTime;
  const emit = (next: { year?: number; month?: number; day?: number; time?: string }) => {
    const parsed = parseTime(next.time ?? time);
    if (parsed) onChange(combineDateTime(next.year ?? year, next.month ?? month, next.day ?? day, parsed));
  };
  const days = daysInMonth(year, month);
  const monthName = (value: number) => intl.formatDate(new Date(2023, value - 1, 1), { month: 'long' });

  const select = (
    name: 'year' | 'month' | 'day',
    value: number,
    options: number[],
    text: (n: number) => string,
  ) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-ink-muted">
      {intl.formatMessage(messages[name])}
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = Number(event.target.value);
          ({ year: setYear, month: setMonth, day: setDay })[name](next);
          emit({ [name]: next });
        }}
        className={SELECT_CLASSES}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <fieldset className={`flex flex-col gap-2 ${className}`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-end gap-2">
        {select('year', year, years, (n) => intl.formatNumber(n, { useGrouping: false }))}
        {select(
          'month',
          month,
          Array.from({ length: 12 }, (_, i) => i + 1),
          monthName,
        )}
        {select(
          'day',
          Math.min(day, days),
          Array.from({ length: days }, (_, i) => i + 1),
          (n) => intl.formatNumber(n),
        )}
        <label className="flex w-28 flex-col gap-1 text-xs font-medium text-ink-muted">
          {intl.formatMessage(messages.time)}
          <span dir="ltr" className={`${controlBoxClasses(timeError)} h-11`}>
            <input
              value={time}
              disabled={disabled}
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              aria-invalid={timeError || undefined}
              onChange={(event) => {
                const masked = maskTime(event.target.value);
                setTime(masked);
                emit({ time: masked });
              }}
              aria-describedby={timeError ? `${id}-error` : undefined}
              onBlur={() => setTimeTouched(true)}
              className={`${CONTROL_INPUT_CLASSES} tabular-nums`}
            />
          </span>
        </label>
      </div>
      {timeError ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {intl.formatMessage(messages.invalidTime)}
        </p>
      ) : null}
    </fieldset>
  );
}
