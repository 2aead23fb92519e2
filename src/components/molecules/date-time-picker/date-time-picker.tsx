import { CalendarDate, createCalendar, Time } from '@internationalized/date';
import { useId, useRef, useState } from 'react';
import { I18nProvider, useDateField, useLocale, useTimeField } from 'react-aria';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDateFieldState, useTimeFieldState, type DateFieldState } from 'react-stately';
import { DateSegmentInput } from './date-segment-input.tsx';
import { combineDateTime, selectableRange, selectableYears } from './date-time-picker.logic.ts';

const messages = defineMessages({
  date: { id: 'dateTime.date', defaultMessage: 'Date' },
  time: { id: 'dateTime.time', defaultMessage: 'Time (HH:MM)' },
  invalidTime: {
    id: 'dateTime.invalidTime',
    defaultMessage: 'Enter a time as HH:MM, hours 00 to 23 and minutes 00 to 59.',
  },
  invalidDate: defineMessage<{ first: string; last: string }>({
    id: 'dateTime.invalidDate',
    defaultMessage: 'Choose a date in the years {first} to {last}.',
  }),
});

/** A part left empty: react-aria keeps the last complete value until every part is filled. */
const incomplete = (state: DateFieldState) =>
  state.segments.some((segment) => segment.isEditable && segment.isPlaceholder);

export interface DateTimePickerProps {
  /** Names the group, e.g. "Publish at". */
  label: string;
  /** The initial date-time; defaults to `now`. */
  defaultValue?: Date;
  /** Called with every complete, valid date-time. */
  onChange: (value: Date) => void;
  /** The current time, which bounds the years (2023 to this year); injectable for stories. */
  now?: Date;
  /**
   * A later day that must be selectable (a schedule's horizon: a mass message goes up to 30 days
   * ahead, into next year in December). @default none: the years end with `now`'s
   */
  latest?: Date;
  /** @default false */
  disabled?: boolean;
  /**
   * Whether a time is asked for too; without it the field is one date named by `label`, and
   * `onChange` gets the day at 00:00 (a day of a stats range). @default true
   */
  time?: boolean;
  className?: string;
}

/**
 * A date (2023 to this year) and a 24-hour HH:MM time, typed or stepped part by part in
 * react-aria's date and time fields, in the order and digits of the app's locale.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const intl = useIntl();
  // react-aria formats and orders the parts by its own provider: give it the app's locale.
  return (
    <I18nProvider locale={intl.locale}>
      <DateTimeFields {...props} />
    </I18nProvider>
  );
}

function DateTimeFields({
  label,
  defaultValue,
  onChange,
  now = new Date(),
  latest,
  disabled = false,
  time: withTime = true,
  className = '',
}: DateTimePickerProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const errorId = useId();
  const years = selectableYears(now, latest);
  const { minValue, maxValue } = selectableRange(now, latest);
  const start = defaultValue ?? now;
  const [initialDate] = useState(() => {
    const year = Math.min(Math.max(start.getFullYear(), minValue.year), maxValue.year);
    return new CalendarDate(year, start.getMonth() + 1, start.getDate());
  });
  const [date, setDate] = useState<CalendarDate | null>(initialDate);
  const [time, setTime] = useState<Time | null>(new Time(start.getHours(), start.getMinutes()));
  // Whether the field was left with a part empty; cleared when it next holds a whole value.
  const [dateLeftEmpty, setDateLeftEmpty] = useState(false);
  const [timeLeftEmpty, setTimeLeftEmpty] = useState(false);

  const inRange = (value: CalendarDate | null): value is CalendarDate =>
    value !== null && value.compare(minValue) >= 0 && value.compare(maxValue) <= 0;
  const emit = (nextDate: CalendarDate | null, givenTime: Time | null) => {
    const nextTime = withTime ? givenTime : new Time(0, 0);
    if (!inRange(nextDate) || !nextTime || incomplete(dateState)) return;
    if (withTime && incomplete(timeState)) return;
    onChange(
      combineDateTime(nextDate.year, nextDate.month, nextDate.day, {
        hours: nextTime.hour,
        minutes: nextTime.minute,
      }),
    );
  };
  // Out of range shows at once; a part left empty only once the field is left.
  const dateError = (date !== null && !inRange(date)) || dateLeftEmpty;
  const timeError = withTime && timeLeftEmpty;

  // A date alone is named by the picker's label (there is no group to name around it).
  const dateLabel = withTime ? intl.formatMessage(messages.date) : label;
  const dateState = useDateFieldState({
    locale,
    createCalendar,
    label: dateLabel,
    defaultValue: initialDate,
    minValue,
    maxValue,
    granularity: 'day',
    isDisabled: disabled,
    isInvalid: dateError,
    shouldForceLeadingZeros: true,
    onChange: (value) => {
      const next = value ? new CalendarDate(value.year, value.month, value.day) : null;
      setDate(next);
      setDateLeftEmpty(false);
      emit(next, time);
    },
  });
  const dateRef = useRef<HTMLDivElement>(null);
  const dateField = useDateField(
    {
      label: dateLabel,
      isDisabled: disabled,
      isInvalid: dateError,
      'aria-describedby': dateError ? `${errorId}-date` : undefined,
      onBlur: () => setDateLeftEmpty(incomplete(dateState)),
    },
    dateState,
    dateRef,
  );

  const timeLabel = intl.formatMessage(messages.time);
  const timeState = useTimeFieldState({
    locale,
    label: timeLabel,
    defaultValue: new Time(start.getHours(), start.getMinutes()),
    hourCycle: 24,
    granularity: 'minute',
    shouldForceLeadingZeros: true,
    isDisabled: disabled,
    isInvalid: timeError,
    onChange: (value) => {
      const next = value ? new Time(value.hour, value.minute) : null;
      setTime(next);
      setTimeLeftEmpty(false);
      emit(date, next);
    },
  });
  const timeRef = useRef<HTMLDivElement>(null);
  const timeField = useTimeField(
    {
      label: timeLabel,
      hourCycle: 24,
      isDisabled: disabled,
      isInvalid: timeError,
      'aria-describedby': timeError ? `${errorId}-time` : undefined,
      onBlur: () => setTimeLeftEmpty(incomplete(timeState)),
    },
    timeState,
    timeRef,
  );

  const year = (n: number) => intl.formatNumber(n, { useGrouping: false });
  const dateInput = (
    <DateSegmentInput
      label={dateLabel}
      state={dateState}
      labelProps={dateField.labelProps}
      fieldProps={dateField.fieldProps}
      fieldRef={dateRef}
      invalid={dateError}
    />
  );
  const dateErrorText = dateError ? (
    <p id={`${errorId}-date`} className="text-sm text-red-700">
      {intl.formatMessage(messages.invalidDate, {
        first: year(years[0] as number),
        last: year(years.at(-1) as number),
      })}
    </p>
  ) : null;
  if (!withTime) {
    return (
      <div className={`flex flex-col gap-2 ${className}`}>
        {dateInput}
        {dateErrorText}
      </div>
    );
  }
  return (
    <fieldset className={`flex flex-col gap-2 ${className}`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-end gap-2">
        {dateInput}
        <DateSegmentInput
          label={timeLabel}
          state={timeState}
          labelProps={timeField.labelProps}
          fieldProps={timeField.fieldProps}
          fieldRef={timeRef}
          invalid={timeError}
          ltr
        />
      </div>
      {dateErrorText}
      {timeError ? (
        <p id={`${errorId}-time`} className="text-sm text-red-700">
          {intl.formatMessage(messages.invalidTime)}
        </p>
      ) : null}
    </fieldset>
  );
}
